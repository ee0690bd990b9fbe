import { createHmac } from 'node:crypto';
import { type ManagementProfile, managementProfileSchema } from '@vetor/domain/management/management.schemas';
import { TOKEN_LIFETIME_SECONDS } from '@vetor/domain/platform/constants';
import { jwtVerify, SignJWT } from 'jose';

// Management tokens: signed with a key derived from the server secret for this purpose only and
// carrying their own audience, so an app token never opens the management API and a management
// token never opens the app's (the app's key is the raw secret and does not verify these).

export const MANAGEMENT_AUDIENCE = 'vetor-management';

export interface ManagementClaims {
  editorId: string;
  user: string;
  profile: ManagementProfile;
}

export function managementTokens(secret: Uint8Array) {
  const key = new Uint8Array(createHmac('sha256', secret).update('vetor-management-token-key').digest());
  return {
    async sign(claims: ManagementClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
      const exp = nowSeconds + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({ user: claims.user, profile: claims.profile })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.editorId)
        .setAudience(MANAGEMENT_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(exp)
        .sign(key);
      return { token, tokenExpire: exp * 1000 };
    },
    /** The claims, or undefined for anything that is not a valid, unexpired management token. */
    async verify(token: string): Promise<ManagementClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: MANAGEMENT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'aud'],
        });
        const profile = managementProfileSchema.safeParse(payload.profile);
        if (typeof payload.sub !== 'string' || typeof payload.user !== 'string' || !profile.success) return undefined;
        return { editorId: payload.sub, user: payload.user, profile: profile.data };
      } catch {
        return undefined;
      }
    },
  };
}
