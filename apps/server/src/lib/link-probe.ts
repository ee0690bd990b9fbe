import type { Agent, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

// Asks a URL an editor typed whether it still answers, without letting that URL reach inside our
// network (SSRF). The filtering agents check the address each connection really goes to — after DNS
// resolution, so a name, a decimal IP (2130706433) or a rebinding DNS answer cannot slip a loopback,
// private, link-local or metadata address past them — and every redirect is a new request through
// them. Whatever goes wrong (refused address, closed port, timeout, bad redirect) is one `null`
// answer: the caller cannot tell an open port from a closed one or a refused address.

/** Redirects followed before a link counts as unreachable. */
export const MAX_REDIRECTS = 5;

export interface ProbeOptions {
  method: 'HEAD' | 'GET';
  /** Ends the whole chain (every redirect): the caller's time limit. */
  signal: AbortSignal;
  /**
   * Addresses the FIRST request alone may reach although the filter refuses them: tests point the
   * check at a peer on 127.0.0.1. Redirects always go through the strict filter. Only code passes
   * this (buildApp's dependencies), never configuration, so production has no switch to turn.
   */
  firstHopAllow?: readonly string[];
}

const strict = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };

function agentFor(url: URL, allow: readonly string[]): Agent {
  const https = url.protocol === 'https:';
  if (allow.length === 0) return https ? strict.https : strict.http;
  const options = { allowIPAddressList: [...allow] };
  return https ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
}

/** One request, no redirect handling: resolves with the response head, its body left unread. */
function ask(url: URL, method: ProbeOptions['method'], agent: Agent, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method,
      agent,
      signal,
      headers: { 'user-agent': 'Vetor link check (gestao)', accept: '*/*' },
    });
    req.on('response', (res) => {
      res.destroy();
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The final HTTP status after redirects, or null when there is no answer the check may use. */
export async function probeLink(link: string, options: ProbeOptions): Promise<number | null> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const agent = agentFor(url, hop === 0 ? (options.firstHopAllow ?? []) : []);
    let res: IncomingMessage;
    try {
      res = await ask(url, options.method, agent, options.signal);
    } catch {
      return null;
    }
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (status < 300 || status >= 400 || !location) return status;
    try {
      url = new URL(location, url);
    } catch {
      return null;
    }
  }
  return null;
}
