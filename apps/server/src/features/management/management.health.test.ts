import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_UNREACHABLE, linksToVisit, visitLink } from './management.health.js';

// The link check against real HTTP peers on this machine: what an editor's links may not reach
// (loopback in any spelling, private and metadata ranges, a redirect into either) all get one
// identical answer, and the refused peers never see a request. The "public" peer is a local server
// the check may reach on its first request only (firstHopAllow), as the production site is.

const asked: string[] = [];
const servers: Server[] = [];

async function peer(answer: (url: string) => [number, Record<string, string>?]): Promise<number> {
  const server = createServer((req, res) => {
    asked.push(`${server === servers[0] ? 'public' : 'inside'} ${req.method} ${req.url}`);
    const [status, headers] = answer(req.url ?? '/');
    res.writeHead(status, headers).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let publicPort: number;
let insidePort: number;
let closedPort: number;

beforeAll(async () => {
  insidePort = -1;
  publicPort = await peer((url) =>
    url === '/to-loopback' ? [302, { location: `http://127.0.0.1:${insidePort}/x` }] : [200],
  );
  insidePort = await peer(() => [200]);
  // A port nothing listens on: a server bound and closed again.
  const gone = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  closedPort = (gone.address() as AddressInfo).port;
  await new Promise((resolve) => gone.close(resolve));
});
afterAll(async () => {
  for (const s of servers) await new Promise((resolve) => s.close(resolve));
});

const strict = { timeoutMs: 2_000 };
const refused = { status: null, reason: LINK_UNREACHABLE };

describe('visitLink refuses addresses inside the network', () => {
  it('loopback by name, by IP, by decimal IP, IPv6, a private range and the metadata address: one answer, no request', async () => {
    const links = [
      `http://localhost:${insidePort}/`,
      `http://127.0.0.1:${insidePort}/`,
      `http://2130706433:${insidePort}/`,
      `http://0x7f000001:${insidePort}/`,
      `http://[::1]:${insidePort}/`,
      `http://[::ffff:127.0.0.1]:${insidePort}/`,
      `http://0.0.0.0:${insidePort}/`,
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      `https://127.0.0.1:${insidePort}/`,
    ];
    const answers = await Promise.all(links.map((link) => visitLink(link, strict)));
    for (const answer of answers) expect(answer).toEqual(refused);
    expect(asked.filter((a) => a.startsWith('inside'))).toEqual([]);
  });

  it('an open port and a closed port answer the same', async () => {
    expect(await visitLink(`http://127.0.0.1:${insidePort}/`, strict)).toEqual(refused);
    expect(await visitLink(`http://127.0.0.1:${closedPort}/`, strict)).toEqual(refused);
  });

  it('a redirect into the network is refused although the first hop was allowed', async () => {
    const allowed = { ...strict, firstHopAllow: ['127.0.0.1'] };
    // The control: the allowance does reach the "public" peer.
    expect(await visitLink(`http://127.0.0.1:${publicPort}/fine`, allowed)).toEqual({ status: 200, reason: 'ok' });
    expect(await visitLink(`http://127.0.0.1:${publicPort}/to-loopback`, allowed)).toEqual(refused);
    expect(asked).toContain('public HEAD /to-loopback');
    expect(asked.filter((a) => a.startsWith('inside'))).toEqual([]);
  });

  it('a closed port behind the allowance gives the same answer as a refused address', async () => {
    const allowed = { ...strict, firstHopAllow: ['127.0.0.1'] };
    expect(await visitLink(`http://127.0.0.1:${closedPort}/`, allowed)).toEqual(refused);
  });

  it('only http and https: other schemes and bad URLs are the same answer', async () => {
    expect(await visitLink('file:///etc/passwd', strict)).toEqual(refused);
    expect(await visitLink('gopher://127.0.0.1:70/', strict)).toEqual(refused);
    expect(await visitLink('http://', strict)).toEqual(refused);
  });
});

describe('which links a check visits', () => {
  const links: [string, null][] = ['a', 'b', 'c', 'd'].map((u) => [u, null]);

  it('visits at most the limit, in the library order while none was visited', () => {
    expect(linksToVisit(links, new Map(), 2).map(([u]) => u)).toEqual(['a', 'b']);
  });

  it('starts the next check with the links never visited, then the oldest', () => {
    const visited = new Map([
      ['a', 20],
      ['b', 10],
    ]);
    expect(linksToVisit(links, visited, 3).map(([u]) => u)).toEqual(['c', 'd', 'b']);
  });
});
