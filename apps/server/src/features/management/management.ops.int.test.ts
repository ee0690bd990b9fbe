import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcards, managementAudit, subscriptions } from '../../db/schema.js';
import { createTestApp, type Inject, injector, signedInUser, type TestApp } from '../../test/test-app.js';
import { createEditor } from './management.service.js';

// Customers, editors and the content health page on a real database, through the real API.
// Reference links are checked against a real HTTP server on 127.0.0.3 (the "public" site), which the
// app's link check may reach on a first request only (linkCheckFirstHopAllow); its redirects, and
// every other loopback address (127.0.0.1, where the "internal" peer listens), get the strict filter.

let t: TestApp;
let inject: Inject;
let admin: string;
let editor: string;
const ADMIN_PASSWORD = 'senha-forte-admin-1';
const EDITOR_PASSWORD = 'senha-forte-editor-1';
const PUBLIC_PEER = '127.0.0.3';

async function login(user: string, password: string) {
  const res = await inject('POST', '/api/management/login', undefined, { user, password });
  return res;
}

async function auditOf(action: string) {
  const rows = await t.database.db.select().from(managementAudit).where(sql`${managementAudit.action} = ${action}`);
  return rows;
}

beforeAll(async () => {
  t = await createTestApp({ MANAGEMENT_LINK_TIMEOUT_MS: '1000' }, { linkCheckFirstHopAllow: [PUBLIC_PEER] });
  inject = injector(t);
  await createEditor(t.database.db, { user: 'ana', name: 'Ana', password: ADMIN_PASSWORD, profile: 1 });
  await createEditor(t.database.db, { user: 'bruno', name: 'Bruno', password: EDITOR_PASSWORD, profile: 2 });
  admin = (await login('ana', ADMIN_PASSWORD)).json().token;
  editor = (await login('bruno', EDITOR_PASSWORD)).json().token;
});
afterAll(() => t.close());

describe('customers', () => {
  it('only administrators reach customers', async () => {
    const customer = await signedInUser(t);
    expect((await inject('GET', `/api/management/customers?uid=${customer.uid}`, editor)).statusCode).toBe(403);
    expect((await inject('GET', `/api/management/customers/${customer.uid}`, editor)).statusCode).toBe(403);
    expect(
      (await inject('POST', `/api/management/customers/${customer.uid}`, editor, { blocked: true })).statusCode,
    ).toBe(403);
    expect((await inject('GET', `/api/management/customers/${customer.uid}`, customer.token)).statusCode).toBe(401);
  });

  it('looks a customer up by uid or e-mail; an unknown one is an empty list', async () => {
    const customer = await signedInUser(t, { email: 'cliente.busca@teste.vetor.app' });
    const byEmail = (await inject('GET', '/api/management/customers?uid=Cliente.Busca@teste.vetor.app', admin)).json();
    expect(byEmail.customers).toEqual([expect.objectContaining({ uid: customer.uid, blocked: false })]);
    const byUid = (await inject('GET', `/api/management/customers?uid=${customer.uid}`, admin)).json();
    expect(byUid.customers[0].email).toBe('cliente.busca@teste.vetor.app');
    const none = (await inject('GET', '/api/management/customers?uid=ninguem@teste.vetor.app', admin)).json();
    expect(none.customers).toEqual([]);
    const missing = await inject('GET', '/api/management/customers/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
  });

  it('shows entitlements and purchases read-only; the body cannot change them', async () => {
    const customer = await signedInUser(t, { entitlements: ['va_pro'] });
    await t.database.db.insert(subscriptions).values({
      id: 'sub_gestao_1',
      uid: customer.uid,
      provider: 'stripe',
      store: 'website',
      entitlement: 'va_pro',
      productId: 'va_pro_monthly',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      stateAt: Date.now(),
    });
    const detail = (await inject('GET', `/api/management/customers/${customer.uid}`, admin)).json();
    expect(detail.entitlements).toEqual(['va_pro']);
    expect(detail.purchases.subscriptions).toEqual([
      expect.objectContaining({ entitlement: 'va_pro', status: 'active', store: 'website' }),
    ]);
    const tamper = await inject('POST', `/api/management/customers/${customer.uid}`, admin, { entitlements: [] });
    expect(tamper.statusCode).toBe(400);
    expect((await auditOf('customer.view')).some((r) => r.target === `customer:${customer.uid}`)).toBe(true);
  });

  it('changes settings and toggles, with before and after in the audit log', async () => {
    const customer = await signedInUser(t);
    const res = await inject('POST', `/api/management/customers/${customer.uid}`, admin, {
      displayName: 'Joana Prado',
      phone: '(11) 98765-4321',
      crmvNumber: '12345',
      crmvState: 'SP',
      toggles: { prescriptions: false },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ displayName: 'Joana Prado', phone: '11987654321', crmvState: 'SP' });
    expect(body.toggles).toContainEqual({ name: 'prescriptions', override: false, effective: false });
    // The customer's app sees its own toggle.
    const toggles = (await inject('GET', '/api/preferences/toggles', customer.token)).json().toggles;
    expect(toggles.prescriptions).toBe(false);

    const update = (await auditOf('customer.update')).find((r) => r.target === `customer:${customer.uid}`);
    expect(update?.before).toMatchObject({ displayName: null, phone: null });
    expect(update?.after).toMatchObject({ displayName: 'Joana Prado', phone: '11987654321' });
    const toggle = (await auditOf('customer.toggle')).find((r) => r.target === `customer:${customer.uid}`);
    expect(toggle).toMatchObject({ before: { prescriptions: null }, after: { prescriptions: false } });

    // null drops the override: the account follows the global value again.
    const back = (
      await inject('POST', `/api/management/customers/${customer.uid}`, admin, { toggles: { prescriptions: null } })
    ).json();
    expect(back.toggles).toContainEqual({ name: 'prescriptions', override: null, effective: true });
  });

  it('refuses bad settings in pt-BR and changes nothing', async () => {
    const customer = await signedInUser(t);
    const badPhone = await inject('POST', `/api/management/customers/${customer.uid}`, admin, { phone: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/telefone/i);
    const halfCrmv = await inject('POST', `/api/management/customers/${customer.uid}`, admin, { crmvNumber: '12345' });
    expect(halfCrmv.statusCode).toBe(400);
    const detail = (await inject('GET', `/api/management/customers/${customer.uid}`, admin)).json();
    expect(detail).toMatchObject({ phone: null, crmvNumber: null });
  });

  it('a block stops the customer tokens at once; an unblock lets them back', async () => {
    const customer = await signedInUser(t);
    const me = () => inject('GET', '/api/login/users/me', customer.token);
    expect((await me()).statusCode).toBe(200);
    const blocked = await inject('POST', `/api/management/customers/${customer.uid}`, admin, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true });
    expect((await me()).statusCode).toBe(401);
    const unblocked = await inject('POST', `/api/management/customers/${customer.uid}`, admin, { blocked: false });
    expect(unblocked.json()).toMatchObject({ blocked: false });
    expect((await me()).statusCode).toBe(200);
    const rows = [...(await auditOf('customer.block')), ...(await auditOf('customer.unblock'))].filter(
      (r) => r.target === `customer:${customer.uid}`,
    );
    expect(rows.map((r) => [r.editorUser, r.before, r.after])).toEqual([
      ['ana', { blocked: false }, { blocked: true }],
      ['ana', { blocked: true }, { blocked: false }],
    ]);
  });
});

describe('editors', () => {
  it('administrators list, create, change and disable editors; editors may not', async () => {
    expect((await inject('GET', '/api/management/editors', editor)).statusCode).toBe(403);
    expect(
      (
        await inject('POST', '/api/management/editors', editor, {
          user: 'xavier',
          name: 'Xavier',
          password: 'senha-valida-123',
          profile: 2,
        })
      ).statusCode,
    ).toBe(403);

    const weak = await inject('POST', '/api/management/editors', admin, {
      user: 'carla',
      name: 'Carla',
      password: 'curta1',
      profile: 2,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('A senha precisa de ao menos 10 caracteres, com letras e números.');

    const created = await inject('POST', '/api/management/editors', admin, {
      user: 'carla',
      name: 'Carla Dias',
      password: 'senha-da-carla-1',
      profile: 2,
    });
    expect(created.statusCode).toBe(200);
    const carla = created.json();
    expect(carla).toMatchObject({ user: 'carla', profile: 2, active: true });
    expect(JSON.stringify(carla)).not.toMatch(/argon|hash/i);
    const again = await inject('POST', '/api/management/editors', admin, {
      user: 'Carla',
      name: 'Outra',
      password: 'senha-da-carla-2',
      profile: 2,
    });
    expect(again.statusCode).toBe(409);

    const token = (await login('carla', 'senha-da-carla-1')).json().token as string;
    const disease = '/api/management/topics/subtopics/items/cinomose';
    expect((await inject('GET', disease, token)).statusCode).toBe(404);
    // A new profile counts from the next call, without signing in again.
    await inject('POST', `/api/management/editors/${carla.id}`, admin, { profile: 1 });
    expect((await inject('GET', disease, token)).statusCode).toBe(200);

    // Disabled: the token stops at once and the sign-in is refused like a wrong password.
    const disabled = await inject('POST', `/api/management/editors/${carla.id}`, admin, { active: false });
    expect(disabled.json()).toMatchObject({ active: false });
    expect((await inject('GET', disease, token)).statusCode).toBe(401);
    // News and ads take the same check through the editor link (app.ts), not a token-only one.
    expect((await inject('GET', '/api/management/news', token)).statusCode).toBe(401);
    expect((await inject('GET', '/api/management/ads', token)).statusCode).toBe(401);
    expect((await login('carla', 'senha-da-carla-1')).statusCode).toBe(401);

    const list = (await inject('GET', '/api/management/editors', admin)).json().editors as { user: string }[];
    expect(list.map((e) => e.user)).toEqual(['ana', 'bruno', 'carla']);
    const audit = (await auditOf('editor.update')).filter((r) => r.target === 'editor:carla');
    expect(audit.map((r) => r.after)).toEqual([{ profile: 1 }, { active: false }]);
    expect(await auditOf('editor.create')).toHaveLength(1);
  });

  it('two simultaneous creates of one user: one is created, the other gets the pt-BR 409', async () => {
    // Both pass the existence check together; the unique violation used to escape as a 500.
    const both = await Promise.all(
      ['Dora', 'Dora B'].map((name) =>
        inject('POST', '/api/management/editors', admin, {
          user: 'dora',
          name,
          password: 'senha-da-dora-1',
          profile: 2,
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toEqual({
      code: 'MANAGEMENT_EDITOR_EXISTS',
      message: 'Já existe alguém da equipe com este usuário.',
      field: 'user',
    });
    const list = (await inject('GET', '/api/management/editors', admin)).json().editors as { user: string }[];
    expect(list.filter((e) => e.user === 'dora')).toHaveLength(1);
  });

  it('an administrator cannot disable themselves nor drop their own profile', async () => {
    const me = (await inject('GET', '/api/management/editors', admin))
      .json()
      .editors.find((e: { user: string }) => e.user === 'ana');
    const res = await inject('POST', `/api/management/editors/${me.id}`, admin, { active: false });
    expect(res.statusCode).toBe(409);
    expect((await inject('POST', `/api/management/editors/${me.id}`, admin, { profile: 2 })).statusCode).toBe(409);
  });
});

describe('content health', () => {
  let server: Server;
  let base: string;
  let inside: Server;
  let insideUrl: string;
  const insideAsked: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      asked.push(`${req.method} ${req.url}`);
      inFlight++;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      const done = (status: number) => {
        inFlight--;
        res.writeHead(status).end(req.method === 'GET' ? 'ok' : undefined);
      };
      if (req.url === '/hangs') {
        // Never answers: the check must give up after its timeout.
        req.socket.once('close', () => inFlight--);
        return;
      }
      if (req.url === '/gone') return setTimeout(() => done(404), 20);
      if (req.url === '/no-head') return setTimeout(() => done(req.method === 'HEAD' ? 405 : 200), 20);
      if (req.url === '/to-inside') {
        inFlight--;
        res.writeHead(302, { location: insideUrl }).end();
        return;
      }
      if (req.url === '/moved') {
        inFlight--;
        res.writeHead(301, { location: '/moved-here' }).end();
        return;
      }
      setTimeout(() => done(200), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, PUBLIC_PEER, resolve));
    base = `http://${PUBLIC_PEER}:${(server.address() as AddressInfo).port}`;
    inside = createServer((req, res) => {
      insideAsked.push(`${req.method} ${req.url}`);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    insideUrl = `http://127.0.0.1:${(inside.address() as AddressInfo).port}/admin`;
  });
  afterAll(async () => {
    await new Promise((resolve) => inside.close(resolve));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('lists items without references, drugs without doses for a species and cards without content', async () => {
    // The latest version of one item lost its references; a drug lost its cat doses; a card points nowhere.
    await t.database.db.execute(sql`update topic_item_versions set content = jsonb_set(content, '{references}', '[]')
      where item_id = 'cinomose' and version = (select max(version) from topic_item_versions where item_id = 'cinomose')`);
    const [drug] = (
      (await t.database.db.execute(
        sql`select d.id from drugs d where 2 = any(d.animals) and exists (select 1 from doses x where x.drug_id = d.id and 2 = any(x.animals)) order by d.id limit 1`,
      )) as { rows: unknown[] }
    ).rows as { id: string }[];
    await t.database.db.execute(sql`delete from doses where drug_id = ${drug?.id} and 2 = any(animals)`);
    await t.database.db.insert(flashcards).values({
      cardId: 'card-orfao',
      contentId: 'item-que-nao-existe',
      contentType: 4,
      contentName: 'Doença apagada',
      cardClass: 'Teste',
      question: 'P?',
      answer: 'R.',
      position: 0,
    });

    const health = (await inject('GET', '/api/management/health', admin)).json();
    expect(health.withoutReferences).toContainEqual({ kind: 'item', id: 'cinomose', name: expect.any(String) });
    // With the drug's collection, so the page links straight to its editor.
    expect(health.drugsWithoutDoses).toContainEqual(
      expect.objectContaining({ id: drug?.id, collection: expect.any(String), missing: [2] }),
    );
    expect(health.cardsWithoutContent).toContainEqual({
      cardId: 'card-orfao',
      contentId: 'item-que-nao-existe',
      contentName: 'Doença apagada',
    });
    // Profile 2 does not see diseases here either.
    const forEditor = (await inject('GET', '/api/management/health', editor)).json();
    expect(forEditor.withoutReferences.map((r: { id: string }) => r.id)).not.toContain('cinomose');
  });

  it('checks reference links on demand: HEAD then GET, a timeout, a few at a time', async () => {
    const item = (
      await inject('GET', '/api/management/topics/subtopics/items/antibioticoterapia-racional', admin)
    ).json();
    const content = structuredClone(item.content) as TopicItemFile;
    const fine = Array.from({ length: 8 }, (_, i) => `${base}/ok-${i}`);
    content.references = [
      ...content.references,
      ...[...fine, `${base}/gone`, `${base}/hangs`, `${base}/no-head`, `${base}/moved`].map((link, i) => ({
        name: `Referência de teste ${i}`,
        link,
      })),
    ];
    expect(
      (await inject('POST', '/api/management/topics/subtopics/items/antibioticoterapia-racional', admin, content))
        .statusCode,
    ).toBe(200);
    // Scoped to the one item: the library's other links are real sites a test must not ask.
    const res = await inject('POST', '/api/management/health/links', admin, {
      contentId: 'antibioticoterapia-racional',
    });
    expect(res.statusCode).toBe(200);
    const check = res.json();
    expect(check.checked).toBe(
      new Set(content.references.flatMap((r) => (r.link?.startsWith('http') ? [r.link] : []))).size,
    );
    const broken = Object.fromEntries(
      (check.broken as { url: string; status: number | null }[])
        .filter((b) => b.url.startsWith(base))
        .map((b) => [b.url.slice(base.length), b.status]),
    );
    // A redirect is a new request through the filter: back to 127.0.0.1 it is refused, unasked.
    expect(broken).toEqual({ '/gone': 404, '/hangs': null, '/moved': null });
    expect(asked.filter((a) => a.endsWith('/moved-here'))).toEqual([]);
    const gone = check.broken.find((b: { url: string }) => b.url === `${base}/gone`);
    expect(gone.usedBy).toEqual([expect.objectContaining({ kind: 'item', id: 'antibioticoterapia-racional' })]);
    expect(asked).toContain('HEAD /no-head');
    expect(asked).toContain('GET /no-head');
    expect(asked).not.toContain('GET /ok-0');
    expect(mostAtOnce).toBeLessThanOrEqual(4);
  });

  it('an editor cannot point the check inside the network: every refusal is one answer and nothing is asked', async () => {
    const path = '/api/management/topics/subtopics/items/antibioticoterapia-racional';
    const item = (await inject('GET', path, editor)).json();
    const content = structuredClone(item.content) as TopicItemFile;
    const port = new URL(insideUrl).port;
    const closed = `http://127.0.0.1:1/`;
    const links = [
      `http://localhost:${port}/admin`,
      `http://127.0.0.1:${port}/admin`,
      `http://2130706433:${port}/admin`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      closed,
      `${base}/to-inside`,
    ];
    content.references = [...content.references, ...links.map((link, i) => ({ name: `Interna ${i}`, link }))];
    expect((await inject('POST', path, editor, content)).statusCode).toBe(200);
    const res = await inject('POST', '/api/management/health/links', editor, {
      contentId: 'antibioticoterapia-racional',
    });
    expect(res.statusCode).toBe(200);
    const broken = (res.json().broken as { url: string; status: number | null; reason: string }[]).filter((b) =>
      links.includes(b.url),
    );
    expect(broken.map((b) => b.url).sort()).toEqual([...links].sort());
    const answers = new Set(broken.map((b) => JSON.stringify([b.status, b.reason])));
    expect(answers.size).toBe(1);
    expect(broken[0]?.status).toBeNull();
    expect(insideAsked).toEqual([]);
    expect(asked).toContain('HEAD /to-inside');
  });
});

describe('audit log and personal data', () => {
  it("a profile-2 editor reads the audit log without customers' or editors' personal data", async () => {
    const customer = await signedInUser(t);
    const personal = { displayName: 'Rita Calado', phone: '(21) 99876-5432', crmvNumber: '54321', crmvState: 'RJ' };
    expect((await inject('POST', `/api/management/customers/${customer.uid}`, admin, personal)).statusCode).toBe(200);
    await inject('POST', '/api/management/editors', admin, {
      user: 'marta',
      name: 'Marta Mendes',
      password: 'senha-forte-editor-2',
      profile: 2,
    });
    const secrets = ['Rita Calado', '21998765432', '54321', 'Marta Mendes'];

    const asEditor = await inject('GET', '/api/management/audit', editor);
    expect(asEditor.statusCode).toBe(200);
    for (const secret of secrets) expect(asEditor.body).not.toContain(secret);
    const entries = asEditor.json().entries as { action: string; target: string; after: unknown }[];
    const update = entries.find((e) => e.action === 'customer.update' && e.target === `customer:${customer.uid}`);
    // What changed stays visible; only the values are hidden.
    expect(update?.after).toEqual({
      displayName: '[oculto]',
      phone: '[oculto]',
      crmvNumber: '[oculto]',
      crmvState: '[oculto]',
    });

    // The administrator, who may see customers, reads the values.
    const asAdmin = await inject('GET', '/api/management/audit', admin);
    for (const secret of secrets) expect(asAdmin.body).toContain(secret);
  });
});

describe('audit log filters and failed sign-ins', () => {
  it('records a failed management sign-in, never keeping what an unknown user typed', async () => {
    expect((await login('ana', 'senha-errada-123')).statusCode).toBe(401);
    expect((await login('minha-senha-secreta-1', 'x')).statusCode).toBe(401);
    const entries = (await inject('GET', '/api/management/audit?action=login.failed', admin)).json().entries as {
      editorUser: string;
      target: string;
      after: { reason: string; ip: string | null };
    }[];
    expect(entries.map((e) => [e.editorUser, e.after.reason])).toEqual(
      expect.arrayContaining([
        ['ana', 'wrong-password'],
        ['(usuário inexistente)', 'unknown-user'],
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain('minha-senha-secreta');
    // A profile-2 editor sees that a sign-in failed, not from where.
    const asEditor = (await inject('GET', '/api/management/audit?action=login.failed', editor)).json().entries;
    expect(asEditor[0].after.ip).toBe('[oculto]');
  });

  it('filters by person, action and Brasília day, and lists the people in the log', async () => {
    const byBruno = (await inject('GET', '/api/management/audit?editor=bruno', admin)).json();
    expect(byBruno.entries.length).toBeGreaterThan(0);
    expect(byBruno.entries.every((e: { editorUser: string }) => e.editorUser === 'bruno')).toBe(true);
    expect(byBruno.editors).toEqual(expect.arrayContaining(['ana', 'bruno']));
    const logins = (await inject('GET', '/api/management/audit?action=login', admin)).json().entries;
    expect(logins.every((e: { action: string }) => e.action === 'login')).toBe(true);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const todays = (await inject('GET', `/api/management/audit?from=${today}&to=${today}`, admin)).json().entries;
    expect(todays.length).toBeGreaterThan(0);
    const old = (await inject('GET', '/api/management/audit?to=2020-01-01', admin)).json().entries;
    expect(old).toEqual([]);
    const bad = await inject('GET', '/api/management/audit?from=ontem', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('from');
  });
});
