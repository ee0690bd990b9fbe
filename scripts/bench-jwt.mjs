// CPU per token operation, jose (WebCrypto) against fast-jwt (node:crypto HMAC), in one process:
// the version check signs one token per call, and every authenticated call checks one.
//   node scripts/bench-jwt.mjs
import { createSigner, createVerifier } from 'fast-jwt';
import { jwtVerify, SignJWT } from 'jose';

const secret = Buffer.alloc(32, 7);
const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const claims = { email: 'demo.pro@vetor.app', ent: ['va_pro'], prv: 'password' };
const now = Math.floor(Date.now() / 1000);
const joseSign = () =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('u')
    .setIssuedAt(now)
    .setExpirationTime(now + 2400)
    .sign(key);
const fastSign = createSigner({ key: secret, algorithm: 'HS256' });
const fastVerify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
const token = await joseSign();

async function cpuPerOp(label, op, n = 20000) {
  for (let i = 0; i < 2000; i++) await op();
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await op();
  const used = process.cpuUsage(start);
  console.log(`| ${label} | ${((used.user + used.system) / n).toFixed(1)} |`);
}
console.log('| operation | µs CPU / op |\n| --- | ---: |');
await cpuPerOp('jose sign', joseSign);
await cpuPerOp('fast-jwt sign', () => fastSign({ sub: 'u', ...claims, iat: now, exp: now + 2400 }));
await cpuPerOp('jose verify', () => jwtVerify(token, key, { algorithms: ['HS256'] }));
await cpuPerOp('fast-jwt verify', () => fastVerify(token));
