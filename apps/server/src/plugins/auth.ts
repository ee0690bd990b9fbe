import { AppError } from '@vetor/domain/errors';
import { TOKEN_LIFETIME_SECONDS } from '@vetor/domain/platform/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

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
      verify(token: string): Promise<TokenClaims>;
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

export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export default fp(
  async (app: FastifyInstance, options: { secret: Uint8Array }) => {
    const secret = options.secret;
    app.decorate('tokens', {
      async sign(claims: TokenClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
        const tokenExpire = nowSeconds + TOKEN_LIFETIME_SECONDS;
        const token = await new SignJWT({
          email: claims.email,
          ent: claims.entitlements,
          prv: claims.provider,
          ...(claims.organization ? { org: claims.organization } : {}),
        })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.uid)
          .setIssuedAt(nowSeconds)
          .setExpirationTime(tokenExpire)
          .sign(secret);
        return { token, tokenExpire: tokenExpire * 1000 };
      },
      async verify(token: string): Promise<TokenClaims> {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const ent = Array.isArray(payload.ent) ? payload.ent.filter((e): e is string => typeof e === 'string') : [];
        const org = payload.org as { id?: unknown; name?: unknown } | undefined;
        return {
          uid: String(payload.sub),
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
        if (!(error instanceof joseErrors.JOSEError)) throw error;
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
