// The server's one cache: answers to public and premium reads, kept ready to send in one LRU.
// Each entry holds the JSON bytes, a weak ETag of them (a client that already holds the answer gets
// 304) and its brotli and gzip copies, each made once, when a client first asks for that encoding:
// an answer asked for once (a search that never repeats) pays for one compression, not two, and
// a repeated one never pays again. Entries expire after a TTL, because another instance may
// publish new content.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { countCacheLookup } from './cache-stats.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this the headers outweigh the saving (the compress plugin's threshold too). */
const THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** An answer ready to send: its bytes, a weak validator and its compressed copies, made on demand. */
export interface HttpAnswer {
  identity: Buffer;
  /**
   * Weak, because the same answer leaves as brotli, gzip or plain bytes and a strong ETag would
   * promise byte-identical representations (RFC 9110 §8.8.3).
   */
  etag: string;
  /** Worth compressing (at least THRESHOLD_BYTES): then it varies by Accept-Encoding. */
  compressible: boolean;
  /** The copy in this encoding, compressed on the first call and kept. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

/**
 * Brotli's quality for an answer. 5 (the default) is within ~10% of the best ratio at a seventh of
 * the time of 11: right for pages asked again and again. Answers to searches and questions are a
 * few kilobytes and mostly asked once: 3 costs 40% of 5's time for ~5% more bytes (50 bytes of a
 * 1 KB search answer; docs/benchmarks.md).
 */
export type BrotliQuality = 3 | 5;

function compress(identity: Buffer, encoding: Encoding, quality: BrotliQuality): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(identity, { level: 9 });
}

export function encodeAnswer(body: string | Buffer, quality: BrotliQuality = 5): HttpAnswer {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `W/"${createHash('sha256').update(identity).digest('hex').slice(0, 32)}"`;
  const copies = new Map<Encoding, Promise<Buffer>>();
  return {
    identity,
    etag,
    compressible: identity.length >= THRESHOLD_BYTES,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compress(identity, encoding, quality);
        copies.set(encoding, copy);
        // A failed compression is not kept: the next request tries again.
        copy.catch(() => copies.delete(encoding));
      }
      return copy;
    },
  };
}

/**
 * Answers by key, each built once by its loader (concurrent misses share one load; a failed load,
 * such as a 404, is not kept). `M` is what the route needs besides the bytes (say, the premium flag).
 */
export class HttpCache<M = undefined> {
  private readonly lru: LRUCache<string, { answer: HttpAnswer; meta: M }, () => Promise<{ body: string; meta: M }>>;

  private readonly name: string;

  /** `name` labels its hits and misses in /metrics; `brotliQuality`: see BrotliQuality. */
  constructor({
    max = 5000,
    ttlMs,
    name = 'answers',
    brotliQuality = 5,
  }: { max?: number; ttlMs: number; name?: string; brotliQuality?: BrotliQuality }) {
    this.name = name;
    this.lru = new LRUCache({
      max,
      ttl: ttlMs,
      // A clear() while an answer is being built (a publish during a miss) must not fail that
      // request: it gets the answer it asked for, and the answer is not kept.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => {
        const { body, meta } = await context();
        return { answer: encodeAnswer(body, brotliQuality), meta };
      },
    });
  }

  async get(key: string, load: () => Promise<{ body: string; meta: M }>): Promise<{ answer: HttpAnswer; meta: M }> {
    const status: LRUCache.Status<string, { answer: HttpAnswer; meta: M }> = {};
    const entry = await this.lru.fetch(key, { context: load, status });
    countCacheLookup(this.name, status.fetch === 'hit');
    if (!entry) throw new Error(`cache load for ${key} gave nothing`);
    return entry;
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }
}

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** If-None-Match against our ETag, by weak comparison, over a list or `*`. */
function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a cached answer with its validator and the given Cache-Control: 304 when the client holds
 * it (the route has already checked access), else the copy its Accept-Encoding prefers. The
 * compress plugin leaves an answer that already has a content-encoding alone.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: HttpAnswer,
  { cacheControl, contentType = JSON_TYPE }: { cacheControl: string; contentType?: string },
): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('cache-control', cacheControl).type(contentType);
  if (answer.compressible) reply.header('vary', 'accept-encoding');
  if (isNotModified(request, answer.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = answer.compressible && accepted ? (negotiator.negotiate(accepted) as Encoding | null) : null;
  if (!encoding) return reply.send(answer.identity);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}
