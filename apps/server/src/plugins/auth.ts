import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@vetor/domain/errors';
import { TOKEN_LIFETIME_SECONDS } from '@vetor/domain/platform/constants';
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
    user: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: {
      sign(claims: TokenClaims, nowSeconds?: number): Promise<{ token: string; tokenExpire: number }>;
      /** Our HS256 token's claims; `graceSeconds` accepts one expired that long ago (renewal). */
      verify(token: string, options?: { graceSeconds?: number }): Promise<TokenClaims>;
    };
    /** preHandler: 401 without a valid token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: 401 without a token, 403 when the path's uid is someone else's. */
    authenticateSelf(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** A fresh token for a signed-in caller, or null when the account may no longer have one. */
    renewToken(user: AuthUser): Promise<{ token: string; tokenExpire: number } | null>;
    /** Accounts replaces the default (re-sign the same claims) with its own check of the user record. */
    setTokenRenewer(renewer: (user: AuthUser) => Promise<{ token: string; tokenExpire: number } | null>): void;
  }
}

const PREMIUM_ENTITLEMENTS = new Set(['va_pro', 'va_pro_duo', 'va_pro_duo_shared']);

export function isPremium(entitlements: readonly string[]): boolean {
  return entitlements.some((e) => PREMIUM_ENTITLEMENTS.has(e));
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
    const secret = options.secret;
    // Our own tokens are HS256 JWTs signed and checked with node:crypto's HMAC: a few µs each, where
    // jose's WebCrypto path cost ~200 µs to sign and ~120 µs to verify on every request
    // (docs/benchmarks.md). jose stays for tokens other organisations sign (partners).
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const hmac = (data: string) => createHmac('sha256', secret).update(data).digest();
    app.decorate('tokens', {
      async sign(claims: TokenClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
        const tokenExpire = nowSeconds + TOKEN_LIFETIME_SECONDS;
        const payload = base64url(
          JSON.stringify({
            sub: claims.uid,
            email: claims.email,
            ent: claims.entitlements,
            prv: claims.provider,
            ...(claims.organization ? { org: claims.organization } : {}),
            iat: nowSeconds,
            exp: tokenExpire,
          }),
        );
        const signingInput = `${header}.${payload}`;
        return {
          token: `${signingInput}.${hmac(signingInput).toString('base64url')}`,
          tokenExpire: tokenExpire * 1000,
        };
      },
      async verify(token: string, options: { graceSeconds?: number } = {}): Promise<TokenClaims> {
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
        if (payload.exp + (options.graceSeconds ?? 0) <= Math.floor(Date.now() / 1000)) throw new InvalidToken();
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
      },
    });

    let renewer = (user: AuthUser) => app.tokens.sign(user);
    app.decorate('renewToken', (user: AuthUser) => renewer(user));
    app.decorate('setTokenRenewer', (next: typeof renewer) => {
      renewer = next;
    });

    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (!token) return;
      try {
        const claims = await app.tokens.verify(token);
        request.user = { ...claims, isPremium: isPremium(claims.entitlements) };
      } catch (error) {
        // An expired or forged token is treated as absent; protected routes then answer 401.
        if (!(error instanceof InvalidToken)) throw error;
      }
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
