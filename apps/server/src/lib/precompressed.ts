// Answers the server keeps in memory (content details, lists, the app's index.html) are compressed once, when they are
// cached, instead of on every request: a brotli and a gzip copy sit beside the bytes and the
// client's Accept-Encoding picks one. Browsers always send it, so a drug detail leaves as ~1.3 KB
// of brotli instead of ~5 KB of JSON, and no request pays for the compression.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this the headers outweigh the saving (the same threshold as the compress plugin). */
const THRESHOLD_BYTES = 1024;
/** Brotli 5: within ~10% of the best ratio at a seventh of the time of quality 11. */
const BROTLI_QUALITY = 5;
/** Distinct Accept-Encoding values remembered; real clients send a handful. */
const NEGOTIATIONS_MAX = 200;

export const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON already serialized (a cached answer, or one built without the zod encoder). */
export function sendJson(reply: FastifyReply, json: string | Buffer) {
  return reply.type(JSON_TYPE).send(json);
}

export interface Precompressed {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export async function precompress(body: string | Buffer): Promise<Precompressed> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  if (identity.length < THRESHOLD_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
const negotiated = new Map<string, 'br' | 'gzip' | null>();

/** The encoding the client prefers among ours, honouring q-values (`gzip;q=0` refuses gzip). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiator.negotiate(header) as 'br' | 'gzip' | null;
    if (negotiated.size < NEGOTIATIONS_MAX) negotiated.set(header, encoding);
  }
  return encoding;
}

/** Sends the copy the client accepts; the compress plugin leaves an encoded answer alone. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  contentType = JSON_TYPE,
) {
  reply.type(contentType);
  if (!body.br) return reply.send(body.identity);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && body[encoding];
  if (!encoding || !encoded) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(encoded);
}

/**
 * A weak validator: the same answer leaves as brotli, gzip or plain bytes, and a strong ETag would
 * promise byte-identical representations (RFC 9110 §8.8.3).
 */
export function weakEtag(tag: string): string {
  return `W/"${tag}"`;
}

/** The bytes, their compressed copies and a weak ETag of their content, for answers kept in memory. */
export async function cacheable(body: string | Buffer): Promise<{ body: Precompressed; etag: string }> {
  const etag = weakEtag(createHash('sha256').update(body).digest('hex').slice(0, 32));
  return { body: await precompress(body), etag };
}

/** If-None-Match against our ETag, by weak comparison, over a list or `*`. */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header === etag) return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * A cached answer with its validator: 304 when the client holds it (the caller has already checked
 * access), else the copy the client accepts.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: { body: Precompressed; etag: string },
  { cacheControl, contentType = JSON_TYPE }: { cacheControl: string; contentType?: string },
) {
  reply.header('etag', cached.etag).header('cache-control', cacheControl);
  if (isNotModified(request, cached.etag)) {
    if (cached.body.br) reply.header('vary', 'accept-encoding');
    return reply.code(304).send();
  }
  return sendPrecompressed(request, reply, cached.body, contentType);
}
