import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Trusted devices: a device that signed in to an account gets a long-lived signed token naming the
// account and a random device id. Sent back with later sign-ins, it moves that device out of the
// ceilings strangers share (docs/decisions/accounts-sign-in-abuse.md). It is not a session: it opens
// nothing by itself, the code or the password is still required.
// Its key is derived from the server secret for this purpose only, with its own audience, so a
// session token is never a device token and the other way round.

export const DEVICE_AUDIENCE = 'vetor-device';
export const DEVICE_TOKEN_LIFETIME_SECONDS = 365 * 24 * 3600;

export interface DeviceClaims {
  uid: string;
  deviceId: string;
}

export function deviceTokens(secret: Uint8Array) {
  const key = new Uint8Array(createHmac('sha256', secret).update('vetor-device-token-key').digest());
  return {
    /** A token for this device: the same device id when the device already had one for this account. */
    async sign(uid: string, deviceId = randomBytes(16).toString('base64url')): Promise<string> {
      return new SignJWT({ did: deviceId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(uid)
        .setAudience(DEVICE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_TOKEN_LIFETIME_SECONDS}s`)
        .sign(key);
    },
    /** The claims, or undefined for anything that is not a valid, unexpired device token. */
    async verify(token: string | undefined): Promise<DeviceClaims | undefined> {
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: DEVICE_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.did !== 'string') return undefined;
        return { uid: payload.sub, deviceId: payload.did };
      } catch {
        return undefined;
      }
    },
  };
}
