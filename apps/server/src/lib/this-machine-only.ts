import { AppError } from '@vetor/domain/errors';
import type { FastifyRequest } from 'fastify';

// Pages meant for the developer at this machine (the local outbox of sign-in codes). The socket's
// peer alone is not enough: a reverse proxy on the same host connects from 127.0.0.1 on behalf of
// anyone. A proxy announces itself with a forwarding header, so any such header means "not local",
// whatever TRUST_PROXY says (a client cannot make itself local by sending one, only less so).

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** The socket's own peer is this machine. Never reads a forwarded header. */
export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** A direct connection from this machine: loopback peer and no proxy in between. */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** onRequest hook: anyone else gets the unknown-route answer, so the page's existence is not told. */
export async function thisMachineOnly(request: FastifyRequest): Promise<void> {
  if (!fromThisMachine(request)) throw new AppError('ROUTE_NOT_FOUND');
}
