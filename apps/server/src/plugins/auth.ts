import { AppError } from '@vetor/domain/errors';
import { TOKEN_LIFETIME_SECONDS } from '@vetor/domain/platform/constants';
import { hasPremiumAccess } from '@vetor/domain/subscriptions/entitlements';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

// Token → request.user. Tokens are HS256 JWTs valid 2400 s (docs/product/platform-accounts-subscription.md §9), signed and checked by
// fast-jwt (node:crypto's HMAC, a few µs; docs/decisions/server-hot-path.md says why not jose),
// carrying the uid, e-mail, provider and (for partner sessions) the organisation. What a token may
// do is decided by the account as it is now: a blocked or deleted account's tokens stop working, and
// premium access comes from the account's current entitlements through hasPremiumAccess.

export interface TokenClaims {
  uid: string;
  email: string;
  entitlements: string[];
  /** 'password' | 'email' | 'partners' … */
  provider: string;
  /** Partner session details when provider is 'partners'. */
  organization?: { id: string; name: string };
}

export interface AuthUser extends TokenClaims {
  isPremium: boolean;
}

/**
 * What the auth plugin must know of an account on each call; undefined when it may not sign in.
 * Accounts' loader gives the whole user row, so the token renewal answers from the same read.
 */
export interface AccountState {
  entitlements: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a valid token of a usable account, or null. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: {
      sign(claims: TokenClaims, nowSeconds?: number): Promise<{ token: string; tokenExpire: number }>;
      /** Our token's claims; `graceSeconds` accepts one expired that long ago (renewal). */
      verify(token: string, options?: { graceSeconds?: number }): Promise<TokenClaims>;
    };
    auth: {
      /** Accounts tells the plugin how to read an account's state (undefined: may not sign in). */
      setAccountLoader(load: (uid: string) => Promise<AccountState | undefined>): void;
      /** Drops what this instance remembers of an account, after a write that changes it. */
      forget(uid: string): void;
      /** Drops everything remembered (messages from other instances may have been lost). */
      forgetAll(): void;
      /** The account as the loader gave it, remembered 5 s (null: it may not sign in). */
      account(uid: string): Promise<AccountState | null>;
    };
    /** onRequest hook: 401 without a valid token, before the body is read or validated. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: 401 without a token, 403 when the path's uid is someone else's. */
    authenticateSelf(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Account states are remembered this long per instance, so a burst of calls costs one read. Writes
 * through accounts forget the uid at once on this instance; other instances see a block or a
 * deletion within this time (docs/decisions/server-hot-path.md).
 */
const ACCOUNT_STATE_TTL_MS = 5_000;
const ACCOUNT_STATE_MAX = 10_000;

/** An HS256 signature is 32 bytes: 43 base64url characters, and only one spelling of them is ours. */
function canonicalSignature(token: string): boolean {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return signature.length === 43 && Buffer.from(signature, 'base64url').toString('base64url') === signature;
}

function claimsOf(payload: Record<string, unknown>): TokenClaims {
  if (typeof payload.sub !== 'string') throw new AppError('UNAUTHORIZED');
  const ent = Array.isArray(payload.ent) ? payload.ent.filter((e): e is string => typeof e === 'string') : [];
  const org = payload.org as { id?: unknown; name?: unknown } | undefined;
  return {
    uid: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    entitlements: ent,
    provider: typeof payload.prv === 'string' ? payload.prv : 'email',
    ...(org && typeof org.id === 'string' && typeof org.name === 'string'
      ? { organization: { id: org.id, name: org.name } }
      : {}),
  };
}

export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export default fp(
  async (app: FastifyInstance, options: { secret: Uint8Array }) => {
    const secret = Buffer.from(options.secret);
    const signToken = createSigner({ key: secret, algorithm: 'HS256' });
    // Any expiry here: the caller's grace is applied in verify, after the signature.
    const verifyToken = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      ignoreExpiration: true,
    });

    async function sign(claims: TokenClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
      const exp = nowSeconds + TOKEN_LIFETIME_SECONDS;
      const token = signToken({
        sub: claims.uid,
        email: claims.email,
        ent: claims.entitlements,
        prv: claims.provider,
        ...(claims.organization ? { org: claims.organization } : {}),
        iat: nowSeconds,
        exp,
      });
      return { token, tokenExpire: exp * 1000 };
    }

    async function verify(token: string, { graceSeconds = 0 } = {}): Promise<TokenClaims> {
      // fast-jwt compares the decoded bytes, so it alone accepts the other spellings of a signature.
      if (!canonicalSignature(token)) throw new AppError('UNAUTHORIZED');
      let payload: Record<string, unknown>;
      try {
        payload = verifyToken(token);
      } catch {
        throw new AppError('UNAUTHORIZED');
      }
      const exp = payload.exp;
      if (typeof exp !== 'number' || exp + graceSeconds <= Math.floor(Date.now() / 1000)) {
        throw new AppError('UNAUTHORIZED');
      }
      return claimsOf(payload);
    }
    app.decorate('tokens', { sign, verify });

    let loadAccount: (uid: string) => Promise<AccountState | undefined> = async () => undefined;
    // The value is the state or null (no usable account), so a refused uid is remembered too.
    const states = new LRUCache<string, { state: AccountState | null }>({
      max: ACCOUNT_STATE_MAX,
      ttl: ACCOUNT_STATE_TTL_MS,
    });
    async function accountState(uid: string): Promise<AccountState | null> {
      let entry = states.get(uid);
      if (!entry) {
        entry = { state: (await loadAccount(uid)) ?? null };
        states.set(uid, entry);
      }
      return entry.state;
    }
    app.decorate('auth', {
      setAccountLoader(load: typeof loadAccount) {
        loadAccount = load;
        states.clear();
      },
      forget(uid: string) {
        states.delete(uid);
      },
      forgetAll() {
        states.clear();
      },
      account: accountState,
    });

    // Every request with a bearer token learns its user here; routes that need one add authenticate.
    // An expired or forged token, or one of an account that may no longer sign in, counts as none.
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (!token) return;
      let claims: TokenClaims;
      try {
        claims = await verify(token);
      } catch {
        return;
      }
      const state = await accountState(claims.uid);
      if (!state) return;
      request.user = { ...claims, entitlements: state.entitlements, isPremium: hasPremiumAccess(state.entitlements) };
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('UNAUTHORIZED');
    });
    app.decorate('authenticateSelf', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('UNAUTHORIZED');
      const uid = (request.params as { uid?: string } | undefined)?.uid;
      if (uid !== undefined && uid !== request.user.uid) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth' },
);
