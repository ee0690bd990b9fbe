import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { AppError } from '@vetor/domain/errors';
import { TOKEN_LIFETIME_SECONDS } from '@vetor/domain/platform/constants';
import { hasPremiumAccess } from '@vetor/domain/subscriptions/entitlements';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Token → request.user. Tokens are HS256 JWTs valid 2400 s (spec 1 §9) carrying the uid and the
// entitlements, so premium checks need no database read. Issuing and renewal rules live in accounts.

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

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a valid token we signed, or null; shared and frozen. */
    readonly user: Readonly<AuthUser> | null;
  }
  interface FastifyInstance {
    tokens: {
      sign(claims: TokenClaims, nowSeconds?: number): Promise<{ token: string; tokenExpire: number }>;
      /** Our HS256 token's claims; `graceSeconds` accepts one expired that long ago (renewal). */
      verify(token: string, options?: { graceSeconds?: number }): Promise<TokenClaims>;
      /** The same without a promise, for per-request hooks; the claims are shared and frozen. */
      signSync(claims: TokenClaims, nowSeconds?: number): { token: string; tokenExpire: number };
      verifySync(token: string, graceSeconds?: number): Readonly<TokenClaims>;
    };
    /** preHandler: 401 without a valid token. */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: HookDone): void;
    /** preHandler: 401 without a token, 403 when the path's uid is someone else's. */
    authenticateSelf(request: FastifyRequest, reply: FastifyReply, done: HookDone): void;
    /**
     * A fresh token for a signed-in caller, or null when the account may no longer have one; answered
     * at once when the renewer needs no read (the account is cached), else as a promise.
     */
    renewToken(user: AuthUser): TokenRenewal | Promise<TokenRenewal>;
    /** Accounts replaces the default (re-sign the same claims) with its own check of the user record. */
    setTokenRenewer(renewer: (user: AuthUser) => TokenRenewal | Promise<TokenRenewal>): void;
  }
}

export type TokenRenewal = { token: string; tokenExpire: number } | null;

/** Tokens remembered after one signature check (~0.5 KB each). */
const VERIFIED_TOKENS_MAX = 10_000;

type HookDone = (error?: Error) => void;

/** Premium is decided by the one entitlement function of the domain (no plan names here). */
export function isPremium(entitlements: readonly string[]): boolean {
  return hasPremiumAccess(entitlements);
}

/** A token that is malformed, forged, of another algorithm or expired. */
export class InvalidToken extends Error {}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export default fp(
  async (app: FastifyInstance, options: { secret: Uint8Array }) => {
    // Our own tokens are HS256 JWTs signed and checked with node:crypto's HMAC: a few µs each, where
    // jose's WebCrypto path cost ~200 µs to sign and ~120 µs to verify on every request
    // (docs/benchmarks.md). jose stays for tokens other organisations sign (partners).
    const key = createSecretKey(options.secret);
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const hmac = (data: string) => createHmac('sha256', key).update(data).digest();
    // Signing asks OpenSSL for the base64url text at once: a digest Buffer is an ArrayBuffer with its
    // own backing store (malloc, registry, sweeping), which cost more per renewal than the HMAC.
    const signature = (data: string) => createHmac('sha256', key).update(data).digest('base64url');

    // A client sends the same token on every call for 40 minutes, so a token whose signature we
    // checked once is remembered with its claims: later calls cost a Map lookup instead of an HMAC,
    // two base64 decodes and two JSON parses. Only tokens we signed get in (a forger cannot fill it),
    // expiry is still checked on every call, and the oldest entries leave first past the bound.
    // The entry also holds the request.user built from the claims, frozen and shared by every request
    // that carries the token, so the per-request hook allocates nothing.
    interface Verified {
      claims: Readonly<TokenClaims>;
      user: Readonly<AuthUser>;
      exp: number;
    }
    const verified = new Map<string, Verified>();

    function decode(token: string): Verified {
      const parts = token.split('.');
      if (parts.length !== 3) throw new InvalidToken();
      const [head = '', body = '', signature = ''] = parts;
      const expected = hmac(`${head}.${body}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidToken();
      const protectedHeader = parseJson(head) as { alg?: unknown } | undefined;
      if (protectedHeader?.alg !== 'HS256') throw new InvalidToken();
      const payload = parseJson(body) as Record<string, unknown> | undefined;
      if (!payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new InvalidToken();
      const ent = Array.isArray(payload.ent) ? payload.ent.filter((e): e is string => typeof e === 'string') : [];
      const org = payload.org as { id?: unknown; name?: unknown } | undefined;
      const claims: TokenClaims = {
        uid: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : '',
        entitlements: ent,
        provider: typeof payload.prv === 'string' ? payload.prv : 'email',
        ...(org && typeof org.id === 'string' && typeof org.name === 'string'
          ? { organization: { id: org.id, name: org.name } }
          : {}),
      };
      Object.freeze(claims.entitlements);
      Object.freeze(claims.organization);
      const user: AuthUser = { ...claims, isPremium: isPremium(ent) };
      return { claims: Object.freeze(claims), user: Object.freeze(user), exp: payload.exp };
    }

    /** The entry of a token we signed that has not expired (beyond `graceSeconds`); throws InvalidToken. */
    function verifiedEntry(token: string, graceSeconds: number): Verified {
      let entry = verified.get(token);
      if (!entry) {
        entry = decode(token);
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, entry);
      }
      if (entry.exp + graceSeconds <= Math.floor(Date.now() / 1000)) throw new InvalidToken();
      return entry;
    }

    function verifySync(token: string, graceSeconds = 0): Readonly<TokenClaims> {
      return verifiedEntry(token, graceSeconds).claims;
    }

    function signSync(claims: TokenClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
      const tokenExpire = nowSeconds + TOKEN_LIFETIME_SECONDS;
      // Object literals of one fixed shape each, not a conditional spread: this runs on every renewal
      // and version check, and a spread into a literal takes V8's slow property-definition path.
      const payload = base64url(
        JSON.stringify(
          claims.organization
            ? {
                sub: claims.uid,
                email: claims.email,
                ent: claims.entitlements,
                prv: claims.provider,
                org: claims.organization,
                iat: nowSeconds,
                exp: tokenExpire,
              }
            : {
                sub: claims.uid,
                email: claims.email,
                ent: claims.entitlements,
                prv: claims.provider,
                iat: nowSeconds,
                exp: tokenExpire,
              },
        ),
      );
      const signingInput = `${header}.${payload}`;
      return {
        token: `${signingInput}.${signature(signingInput)}`,
        tokenExpire: tokenExpire * 1000,
      };
    }

    app.decorate('tokens', {
      async sign(claims: TokenClaims, nowSeconds?: number) {
        return signSync(claims, nowSeconds);
      },
      async verify(token: string, options: { graceSeconds?: number } = {}): Promise<TokenClaims> {
        // A copy: callers of the promise API may change what they get.
        const claims = verifySync(token, options.graceSeconds);
        return { ...claims, entitlements: [...claims.entitlements] };
      },
      signSync,
      verifySync,
    });

    let renewer: (user: AuthUser) => TokenRenewal | Promise<TokenRenewal> = (user) => signSync(user);
    app.decorate('renewToken', (user: AuthUser) => renewer(user));
    app.decorate('setTokenRenewer', (next: typeof renewer) => {
      renewer = next;
    });

    // request.user is read from the token when a route first asks for it, then kept on the request:
    // no hook runs on every call, and calls that never look at the user (the renewal reads the
    // token itself, public content, static files) pay nothing for it.
    const kUser = Symbol('vetor.user');
    type WithUser = FastifyRequest & { [kUser]: Readonly<AuthUser> | null | undefined };
    app.decorateRequest(kUser, undefined);
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        const self = this as WithUser;
        let user = self[kUser];
        if (user === undefined) {
          user = null;
          const token = bearer(this);
          if (token) {
            try {
              user = verifiedEntry(token, 0).user;
            } catch (error) {
              // An expired or forged token is treated as absent; protected routes then answer 401.
              if (!(error instanceof InvalidToken)) throw error;
            }
          }
          self[kUser] = user;
        }
        return user;
      },
    });

    // Callback hooks, not async ones: most API calls run one of these.
    app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
      done(request.user ? undefined : new AppError('UNAUTHORIZED'));
    });
    app.decorate('authenticateSelf', (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
      if (!request.user) return done(new AppError('UNAUTHORIZED'));
      const uid = (request.params as { uid?: string } | undefined)?.uid;
      done(uid !== undefined && uid !== request.user.uid ? new AppError('FORBIDDEN') : undefined);
    });
  },
  { name: 'auth' },
);
