import { ADMIN_ONLY_CATEGORIES } from '@vetor/domain/management/management.schemas';
import type { ManagementHealth, ManagementLinkCheck } from '@vetor/domain/management/management-ops.schemas';
import { ANIMAL } from '@vetor/domain/platform/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { probeLink } from '../../lib/link-probe.js';
import { collectionOf } from './management.drugs.js';
import type { Editor } from './management.service.js';

// The content health page: what an editor should fix before readers notice. Read-only queries over
// the library's tables (items as their latest version, drugs, doses, cards); the reference links
// are visited only when asked, with a timeout and a few at a time, never inside our network.

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const SPECIES = [ANIMAL.DOG, ANIMAL.CAT];

/** Latest version of each item (what the next approval publishes) with its list category. */
const LATEST_ITEMS = sql`(select distinct on (v.item_id) v.item_id as id, v.content, i.category, i.name
  from topic_item_versions v join topic_items i on i.id = v.item_id
  order by v.item_id, v.version desc)`;

function hiddenFrom(editor: Editor): number[] {
  return editor.profile === 1 ? [] : [...ADMIN_ONLY_CATEGORIES];
}

export async function contentHealth(db: Db, editor: Editor): Promise<ManagementHealth> {
  const hidden = hiddenFrom(editor);
  const notHidden = hidden.length
    ? sql`and not (l.category = any(${sql.raw(`array[${hidden.join(',')}]::int[]`)}))`
    : sql``;
  const [items, drugsNoRefs, drugsNoDoses, cards, links] = await Promise.all([
    rows<{ id: string; name: string }>(
      db,
      sql`select l.id, l.name from ${LATEST_ITEMS} l
        where jsonb_array_length(coalesce(l.content->'references', '[]'::jsonb)) = 0 ${notHidden}
        order by l.name`,
    ),
    rows<{ id: string; name: string; category: number }>(
      db,
      sql`select d.id, d.name, d.category from drugs d
        where not d.disabled and jsonb_array_length(coalesce(d.detail->'references', '[]'::jsonb)) = 0
        order by d.name`,
    ),
    // A drug for no species in particular is for both.
    rows<{ id: string; name: string; category: number; missing: number[] }>(
      db,
      sql`select d.id, d.name, d.category, array(
          select s from unnest(case when cardinality(d.animals) = 0 then ${sql.raw(`array[${SPECIES.join(',')}]`)} else d.animals end) s
          where s = any(${sql.raw(`array[${SPECIES.join(',')}]`)})
            and not exists (select 1 from doses x where x.drug_id = d.id and s = any(x.animals))
          order by s) as missing
        from drugs d where not d.disabled order by d.name`,
    ),
    // A card whose item, drug or product is gone or hidden from readers.
    rows<{ card_id: string; content_id: string; content_name: string }>(
      db,
      sql`select f.card_id, f.content_id, f.content_name from flashcards f
        where not exists (select 1 from topic_items i where i.id = f.content_id and i.available)
          and not exists (select 1 from drugs d where d.id = f.content_id and not d.disabled)
          and not exists (select 1 from products p where p.id = f.content_id)
        order by f.content_name, f.card_id`,
    ),
    referenceLinks(db, editor),
  ]);
  return {
    withoutReferences: [
      ...items.map((r) => ({ kind: 'item' as const, id: r.id, name: r.name })),
      ...drugsNoRefs.map((r) => ({
        kind: 'drug' as const,
        id: r.id,
        name: r.name,
        collection: collectionOf(Number(r.category), 'drug'),
      })),
    ],
    drugsWithoutDoses: drugsNoDoses
      .map((r) => ({
        id: r.id,
        name: r.name,
        collection: collectionOf(Number(r.category), 'drug'),
        missing: (r.missing ?? []).map(Number),
      }))
      .filter((r) => r.missing.length > 0),
    cardsWithoutContent: cards.map((c) => ({
      cardId: c.card_id,
      contentId: c.content_id,
      contentName: c.content_name,
    })),
    links: links.size,
  };
}

type UsedBy = { kind: 'item' | 'drug'; id: string; name: string; collection?: string };

/** Every external http(s) reference link, with where it is cited. */
async function referenceLinks(db: Db, editor: Editor, contentId?: string): Promise<Map<string, UsedBy[]>> {
  const hidden = hiddenFrom(editor);
  const found = await rows<{ kind: 'item' | 'drug'; id: string; name: string; link: string; category: number }>(
    db,
    sql`select 'item' as kind, l.id, l.name, l.category, r->>'link' as link
        from ${LATEST_ITEMS} l, jsonb_array_elements(coalesce(l.content->'references', '[]'::jsonb)) r
        where r->>'link' ~* '^https?://' and (${contentId ?? null}::text is null or l.id = ${contentId ?? null})
      union all
      select 'drug', d.id, d.name, d.category, r->>'link'
        from drugs d, jsonb_array_elements(coalesce(d.detail->'references', '[]'::jsonb)) r
        where not d.disabled and r->>'link' ~* '^https?://'
          and (${contentId ?? null}::text is null or d.id = ${contentId ?? null})`,
  );
  const byUrl = new Map<string, UsedBy[]>();
  for (const f of found) {
    if (f.kind === 'item' && hidden.includes(Number(f.category))) continue;
    const list = byUrl.get(f.link) ?? [];
    if (!list.some((u) => u.kind === f.kind && u.id === f.id))
      list.push(
        f.kind === 'drug'
          ? { kind: f.kind, id: f.id, name: f.name, collection: collectionOf(Number(f.category), 'drug') }
          : { kind: f.kind, id: f.id, name: f.name },
      );
    byUrl.set(f.link, list);
  }
  return byUrl;
}

/** Links visited at once, so a check neither floods one site nor holds many sockets. */
export const LINK_CONCURRENCY = 4;
/** A check visits at most this many links; the next check starts with those not visited (linksToVisit). */
export const LINK_CHECK_MAX = 200;
/** A check starts no new visit after this long, so one request never holds an editor for minutes. */
export const LINK_RUN_BUDGET_MS = 60_000;

/** The one answer for a link that gave no usable HTTP answer, whatever the cause (see link-probe.ts). */
export const LINK_UNREACHABLE = 'sem resposta (endereço recusado, fora do ar ou lento demais)';

export interface LinkAnswer {
  status: number | null;
  reason: string;
}

export interface LinkVisitOptions {
  timeoutMs: number;
  /** See ProbeOptions.firstHopAllow: tests only, passed by code. */
  firstHopAllow?: readonly string[];
}

function statusReason(status: number): string {
  if (status === 404 || status === 410) return 'página não encontrada';
  if (status === 401 || status === 403) return 'acesso negado pelo site';
  if (status >= 500) return 'erro no servidor do site';
  if (status >= 400) return 'o site recusou o pedido';
  return 'ok';
}

/**
 * HEAD first (cheap); a site that refuses or fails HEAD is asked with GET, whose body is dropped
 * unread. Redirects are followed through the address filter. Broken: no usable answer within the
 * timeout (both asks share it), or a final status ≥ 400.
 */
export async function visitLink(url: string, options: LinkVisitOptions): Promise<LinkAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const ask = async (method: 'HEAD' | 'GET'): Promise<LinkAnswer> => {
    const status = await probeLink(url, { method, signal, firstHopAllow: options.firstHopAllow ?? [] });
    return status === null ? { status, reason: LINK_UNREACHABLE } : { status, reason: statusReason(status) };
  };
  const head = await ask('HEAD');
  if (head.status !== null && head.status < 400) return head;
  const get = await ask('GET');
  return get.status === null && head.status !== null ? head : get;
}

/** Runs `work` over `list` with at most `limit` at a time, keeping the order of the list; none start after `until`. */
async function pool<T, R>(
  list: T[],
  limit: number,
  until: number,
  work: (item: T) => Promise<R>,
): Promise<(R | undefined)[]> {
  const results = new Array<R | undefined>(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length && Date.now() < until) {
      const i = next++;
      results[i] = await work(list[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  return results;
}

/**
 * The links one check visits: at most `max`, those visited longest ago (or never) first, so that a
 * library with more links than one check may visit is covered by the checks that follow.
 */
export function linksToVisit<T>(
  links: [string, T][],
  lastVisited: ReadonlyMap<string, number>,
  max = LINK_CHECK_MAX,
): [string, T][] {
  return links
    .map((link, order) => ({ link, order, at: lastVisited.get(link[0]) ?? 0 }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .slice(0, max)
    .map((l) => l.link);
}

/**
 * Visits the library's reference links, or only those `contentId` (an item or drug id) cites.
 * `lastVisited` (url → time) is the caller's memory of earlier checks, updated here.
 */
export async function checkLinks(
  db: Db,
  editor: Editor,
  options: LinkVisitOptions & { lastVisited: Map<string, number> },
  contentId?: string,
): Promise<ManagementLinkCheck> {
  const links = linksToVisit([...(await referenceLinks(db, editor, contentId)).entries()], options.lastVisited);
  const until = Date.now() + LINK_RUN_BUDGET_MS;
  const answers = await pool(links, LINK_CONCURRENCY, until, async ([url]) => {
    const answer = await visitLink(url, options);
    options.lastVisited.set(url, Date.now());
    return answer;
  });
  const visited = links.flatMap(([url, usedBy], i) => {
    const answer = answers[i];
    return answer ? [{ url, usedBy, ...answer }] : [];
  });
  return { checked: visited.length, broken: visited.filter((a) => a.status === null || a.status >= 400) };
}
