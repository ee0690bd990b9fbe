// Shared deep links (/share/{encoded}; on the web behind a hash: /#/share/{encoded}). The encoded
// part carries a path and query as base64url JSON with a version tag. It hides nothing secret: the
// target page applies its own access rules, so the encoding only has to be compact and URL-safe.

const VERSION = 'v1';

export interface SharedTarget {
  path: string;
  query?: Record<string, string>;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const b64 = encoded.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeShare(target: SharedTarget): string {
  return `${VERSION}.${toBase64Url(JSON.stringify(target))}`;
}

/** The in-app path to go to, or null when the link cannot be read (the stored redirect is then cleared). */
export function decodeShare(encoded: string): string | null {
  try {
    const [version, payload] = decodeURIComponent(encoded).split('.');
    if (version !== VERSION || !payload) return null;
    const data = JSON.parse(fromBase64Url(payload)) as SharedTarget;
    if (typeof data.path !== 'string' || !data.path.startsWith('/') || data.path.startsWith('//')) return null;
    const qs = data.query ? new URLSearchParams(data.query).toString() : '';
    return qs ? `${data.path}?${qs}` : data.path;
  } catch {
    return null;
  }
}

/** On the web the share route may arrive as /#/share/{encoded}. */
export function shareFromHash(hash: string): string | null {
  const m = /^#\/share\/(.+)$/.exec(hash);
  return m?.[1] ?? null;
}
