import type { AddressInfo } from 'node:net';
import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import type { StripeSandbox } from './subscriptions.sandbox.js';
import { duo } from './subscriptions.service.js';
import { duoShares, entitlements, fakeDoorVotes, paymentEvents, subscriptions } from './subscriptions.table.js';

// docs/product/platform-accounts-subscription.md §4 Purchase, Subscription management, Duo plan and Account deletion, through HTTP, with the
// real Stripe SDK talking to the local sandbox (real HTTP), real signed webhooks and a real SMTP server.

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const STORE_AUTH = 'Bearer store-webhook-secret-0123456789';
let t: TestApp;
let sandbox: StripeSandbox;
let smtp: SMTPServer;
const mails: Mail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          mails.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    STORE_WEBHOOK_AUTH: STORE_AUTH,
    PUBLIC_URL: 'https://vetor.example',
    LOGIN_RATE_LIMIT_IP: '100000',
    LOGIN_RATE_LIMIT_EMAIL: '1000',
  });
  sandbox = t.app.subscriptions.sandbox as StripeSandbox;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const stripe = (): Promise<Stripe> => t.app.subscriptions.ctx.stripe!();
const secret = () => t.app.subscriptions.ctx.webhookSecret as string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

async function signIn(email: string): Promise<SessionResponse> {
  const sent = await call('POST', '/api/login/emails/codes', undefined, { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = [...mails].reverse().find((m) => m.to === email);
  const code = mail?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
  const res = await call('POST', `/api/login/emails/codes/${code}`, undefined, { email, code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The token a client gets after a purchase (the renewal reads the account's entitlements). */
async function renewed(s: SessionResponse): Promise<{ token: string; premium: boolean; entitlements: string[] }> {
  const res = await call('POST', `/api/login/${s.user.uid}/tokens`, s.token, { user: { uid: s.user.uid } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const me = await t.app.tokens.verify(body.token);
  return { token: body.token, premium: me.entitlements.length > 0, entitlements: [...me.entitlements] };
}

async function offeringPrice(token: string, lookupKey: string): Promise<string> {
  const res = await call('GET', '/api/purchases/offerings', token);
  expect(res.statusCode, res.body).toBe(200);
  const product = res.json().card.products.find((p: { lookupKey: string }) => p.lookupKey === lookupKey);
  return product.id;
}

/** Creates a checkout through our API and pays it on the sandbox page like a browser would. */
async function buy(s: SessionResponse, lookupKey = 'va_pro_monthly', card = '4242 4242 4242 4242') {
  const price = await offeringPrice(s.token, lookupKey);
  const res = await call('POST', '/api/purchases/checkouts', s.token, {
    price,
    cupom: null,
    success_url: 'https://vetor.example/home?purchase=success',
    cancel_url: 'https://vetor.example/home',
  });
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutSessionId, url } = res.json();
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Cartão de crédito');
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  return { checkoutSessionId: checkoutSessionId as string, paid };
}

async function subscriptionOf(uid: string) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.uid, uid));
  return row;
}

async function namesOf(uid: string) {
  return (await t.database.db.select().from(entitlements).where(eq(entitlements.uid, uid))).map((e) => e.name).sort();
}

function deliver(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/purchases/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

describe('web purchase through the Stripe sandbox', () => {
  it('checkout → signed webhooks → PRO, a receipt e-mail, and the checkout reads complete', async () => {
    const s = await signIn('compra@clinica.com.br');
    expect((await renewed(s)).premium).toBe(false);
    const item = await call('GET', '/api/purchases/subscriptions', s.token);
    expect(item.json()).toMatchObject({ premium: false, subscriptions: [] });

    const { checkoutSessionId, paid } = await buy(s);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `https://vetor.example/home?purchase=success&session_id=${checkoutSessionId}`,
    );

    const after = await renewed(s);
    expect(after.entitlements).toEqual(['va_pro']);
    const status = await call('GET', `/api/purchases/checkouts/${checkoutSessionId}`, after.token);
    expect(status.json()).toMatchObject({ status: 'complete', paymentStatus: 'paid', premium: true });
    expect(mails.some((m) => m.to === 'compra@clinica.com.br' && /Recibo do Vetor PRO mensal/.test(m.subject))).toBe(
      true,
    );
    // The subscription screen's data: the plan as sold, its price, the card, and the receipt.
    const summary = (await call('GET', '/api/purchases/subscriptions', after.token)).json();
    expect(summary.subscriptions[0]).toMatchObject({
      title: 'Vetor PRO mensal',
      amountCents: 4990,
      interval: 'month',
      paymentMethod: 'Visa final 4242',
    });
    expect(summary.receipts).toEqual([{ paidAt: expect.any(String), amountCents: 4990, title: 'Vetor PRO mensal' }]);
    // A second purchase is refused while PRO.
    const again = await call('POST', '/api/purchases/checkouts', after.token, {
      price: await offeringPrice(after.token, 'va_pro_monthly'),
      success_url: 'https://vetor.example/home',
      cancel_url: 'https://vetor.example/home',
    });
    expect(again.json().code).toBe('SUBSCRIPTION_ALREADY_ACTIVE');
  });

  it('someone else cannot read my checkout', async () => {
    const a = await signIn('leitor-a@clinica.com.br');
    const b = await signIn('leitor-b@clinica.com.br');
    const price = await offeringPrice(a.token, 'va_pro_monthly');
    const res = await call('POST', '/api/purchases/checkouts', a.token, {
      price,
      success_url: 'https://vetor.example/home',
      cancel_url: 'https://vetor.example/home',
    });
    const other = await call('GET', `/api/purchases/checkouts/${res.json().checkoutSessionId}`, b.token);
    expect(other.statusCode).toBe(404);
  });

  it('a declined card changes nothing; the retry card asks once and then goes through', async () => {
    const s = await signIn('cartao@clinica.com.br');
    const declined = await buy(s, 'va_pro_monthly', '4000 0000 0000 0002');
    expect(declined.paid.status).toBe(402);
    expect(await declined.paid.text()).toContain('Cartão recusado');
    expect(await namesOf(s.user.uid)).toEqual([]);

    const price = await offeringPrice(s.token, 'va_pro_monthly');
    const res = await call('POST', '/api/purchases/checkouts', s.token, {
      price,
      success_url: 'https://vetor.example/home',
      cancel_url: 'https://vetor.example/home',
    });
    const { url } = res.json();
    const form = { card: '4000 0025 0000 3155', exp: '12/34', cvc: '123' };
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      });
    const first = await post();
    expect(first.status).toBe(402);
    expect(await first.text()).toContain('Tente novamente');
    expect((await post()).status).toBe(303);
    expect(await namesOf(s.user.uid)).toEqual(['va_pro']);
  });

  it('the same webhook replayed 10 times and older events delivered late change nothing more', async () => {
    const s = await signIn('replay@clinica.com.br');
    const before = sandbox.events.length;
    await buy(s);
    const sub = await subscriptionOf(s.user.uid);
    expect(sub?.status).toBe('active');
    const created = sandbox.events.slice(before).find((e) => e.type === 'customer.subscription.created');
    if (!created || !sub) throw new Error('no subscription event');

    // The user cancels in the portal: a newer state (cancel at period end).
    await (await stripe()).subscriptions.update(sub.id, { cancel_at_period_end: true });
    const cancelled = await subscriptionOf(s.user.uid);
    expect(cancelled?.cancelAtPeriodEnd).toBe(true);
    const eventsBefore = (await t.database.db.select().from(paymentEvents)).length;
    const updatedAt = cancelled?.updatedAt;

    for (let i = 0; i < 10; i++) {
      const res = await deliver(created.payload, created.signature);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: true });
    }
    // The older "created" event re-signed as a retry with a new id still does not undo the cancel.
    const older = JSON.parse(created.payload);
    older.id = `${older.id}_late`;
    const payload = JSON.stringify(older);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: secret(),
    });
    expect((await deliver(payload, signature)).json()).toEqual({ received: true, duplicate: false });
    const after = await subscriptionOf(s.user.uid);
    expect(after?.cancelAtPeriodEnd).toBe(true);
    expect(after?.updatedAt).toEqual(updatedAt);
    expect((await t.database.db.select().from(paymentEvents)).length).toBe(eventsBefore + 1);
  });

  it('a bad signature is refused with 400 and changes nothing', async () => {
    const s = await signIn('assinatura@clinica.com.br');
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_forged', metadata: { uid: s.user.uid } } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    for (const signature of [forged, 't=1,v1=abc', '']) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    // A signed body altered afterwards fails too.
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() });
    expect((await deliver(payload.replace('sub_forged', 'sub_other'), good)).statusCode).toBe(400);
    expect(await namesOf(s.user.uid)).toEqual([]);
    const [event] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'));
    expect(event).toBeUndefined();
  });

  it('cancel at period end keeps PRO until the end; the portal opens for the customer', async () => {
    const s = await signIn('cancela@clinica.com.br');
    await buy(s);
    const portal = await call('POST', '/api/purchases/portals', s.token, { return_url: 'https://vetor.example/home' });
    expect(portal.statusCode, portal.body).toBe(200);
    const page = await fetch(portal.json().session.url);
    expect(await page.text()).toContain('Cancelar assinatura');
    const sub = await subscriptionOf(s.user.uid);
    if (!sub) throw new Error('no subscription');
    // The portal's cancel button.
    const cancelUrl = `${portal.json().session.url}/subscriptions/${sub.id}/cancel`;
    expect((await fetch(cancelUrl, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await subscriptionOf(s.user.uid))?.cancelAtPeriodEnd).toBe(true);
    expect((await renewed(s)).entitlements).toEqual(['va_pro']);
    const summary = await call('GET', '/api/purchases/subscriptions', s.token);
    expect(summary.json().subscriptions[0]).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    // The period ends: Stripe deletes the subscription and PRO goes.
    await sandbox.endPeriod(sub.id);
    expect((await renewed(s)).entitlements).toEqual([]);
  });

  it('a failed renewal keeps PRO while Stripe retries (past_due) and ends it when the subscription ends', async () => {
    const s = await signIn('falha@clinica.com.br');
    await buy(s);
    const sub = await subscriptionOf(s.user.uid);
    if (!sub) throw new Error('no subscription');
    await sandbox.failRenewal(sub.id);
    expect((await subscriptionOf(s.user.uid))?.status).toBe('past_due');
    expect(await namesOf(s.user.uid)).toEqual(['va_pro']);
    await sandbox.renew(sub.id);
    expect((await subscriptionOf(s.user.uid))?.status).toBe('active');
    await sandbox.failRenewal(sub.id);
    await sandbox.endPeriod(sub.id);
    expect(await namesOf(s.user.uid)).toEqual([]);
  });

  it('yearly Pix: QR and copy-paste code, 365 days of PRO without renewal', async () => {
    const s = await signIn('pix@clinica.com.br');
    const price = await offeringPrice(s.token, 'va_pro_yearly_pix');
    const res = await call('POST', '/api/purchases/checkouts', s.token, {
      price,
      success_url: 'https://vetor.example/home',
      cancel_url: 'https://vetor.example/home',
    });
    const { url, checkoutSessionId } = res.json();
    const html = await (await fetch(url)).text();
    expect(html).toContain('Pix copia e cola');
    expect(html).toContain('<svg');
    expect(html).toMatch(/value="000201[0-9A-Za-z.@ ]+6304[0-9A-F]{4}"/);
    await sandbox.payPix(checkoutSessionId);
    const sub = await subscriptionOf(s.user.uid);
    expect(sub).toMatchObject({ status: 'paid', renews: false });
    const days = ((sub?.currentPeriodEnd?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    expect(await namesOf(s.user.uid)).toEqual(['va_pro']);
    expect(mails.some((m) => m.to === 'pix@clinica.com.br' && /Recibo do Vetor PRO anual no Pix/.test(m.subject))).toBe(
      true,
    );
  });

  it('an unknown coupon is refused; the sandbox code is accepted', async () => {
    const s = await signIn('cupom@clinica.com.br');
    const price = await offeringPrice(s.token, 'va_pro_monthly');
    const body = { price, success_url: 'https://vetor.example/home', cancel_url: 'https://vetor.example/home' };
    const bad = await call('POST', '/api/purchases/checkouts', s.token, { ...body, cupom: 'NAOEXISTE' });
    expect(bad.json().code).toBe('INVALID_COUPON');
    const good = await call('POST', '/api/purchases/checkouts', s.token, { ...body, cupom: 'VETOR10' });
    expect(good.statusCode, good.body).toBe(200);
    // The checkout page charges the discounted price (it showed the full one), and says until when.
    const page = await (await fetch(good.json().url)).text();
    expect(page).toContain('R$ 44,91');
    expect(page).toMatch(/Cupom VETOR10: −10%/);
    expect(page).toContain('no primeiro mês');
  });

  it('sends the buyer back only to our own app (PUBLIC_URL), in pt-BR otherwise', async () => {
    const s = await signIn('retorno@clinica.com.br');
    const price = await offeringPrice(s.token, 'va_pro_monthly');
    const own = 'https://vetor.example/home';
    for (const foreign of [
      'https://vetor-example.com/home',
      'https://vetor.example.evil.com/home',
      'https://vetor.example@evil.com/home',
      'http://vetor.example/home',
      'https://vetor.example:8443/home',
    ])
      for (const body of [
        { price, success_url: foreign, cancel_url: own },
        { price, success_url: own, cancel_url: foreign },
      ]) {
        const res = await call('POST', '/api/purchases/checkouts', s.token, body);
        expect(res.statusCode, foreign).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_URL', message: 'Informe um endereço (URL) válido.' });
      }
  });

  it('purchase calls need a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/purchases/offerings'],
      ['POST', '/api/purchases/checkouts'],
      ['POST', '/api/purchases/portals'],
      ['POST', '/api/purchases/duo'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});

describe('account deletion with active PRO', () => {
  it('gives the notice first, then cancels the subscription at the provider', async () => {
    const s = await signIn('exclui-pro@clinica.com.br');
    await buy(s);
    const after = await renewed(s);
    const notice = await call('POST', `/api/login/${s.user.uid}/exclusions`, after.token);
    expect(notice.statusCode).toBe(409);
    expect(notice.json().code).toBe('ACCOUNT_EXCLUSION_PRO_USER');
    const sub = await subscriptionOf(s.user.uid);
    const res = await call('POST', `/api/login/${s.user.uid}/exclusions?cancelSubscription=true`, after.token);
    expect(res.statusCode, res.body).toBe(200);
    const atStripe = await (await stripe()).subscriptions.retrieve(sub?.id ?? '');
    expect(atStripe.status).toBe('canceled');
    expect(await namesOf(s.user.uid)).toEqual([]);
  });

  it('gives no notice when the subscription is already cancelled (PRO until the period ends)', async () => {
    const s = await signIn('exclui-cancelada@clinica.com.br');
    await buy(s);
    const sub = await subscriptionOf(s.user.uid);
    await (await stripe()).subscriptions.update(sub?.id ?? '', { cancel_at_period_end: true });
    expect((await subscriptionOf(s.user.uid))?.cancelAtPeriodEnd).toBe(true);
    const after = await renewed(s);
    expect(after.entitlements).toEqual(['va_pro']);
    const res = await call('POST', `/api/login/${s.user.uid}/exclusions`, after.token);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('registers its personal-data clean-up: duo sharing and fake-door answers go with the account', async () => {
    expect(t.app.personalData.names()).toContain('subscriptions');
    const owner = await signIn('apaga-titular@clinica.com.br');
    await buy(owner, 'va_pro_duo_monthly');
    const token = (await renewed(owner)).token;
    await call('POST', '/api/purchases/duo', token, { action: 'manage', email: 'apaga-convidado@clinica.com.br' });
    await call('POST', '/api/preferences/fake-doors', token, { resource: 'teleconsulta', confirm: false });
    await t.database.db.transaction((tx) =>
      t.app.personalData.erase(tx as unknown as typeof t.database.db, owner.user.uid),
    );
    expect(await t.database.db.select().from(duoShares).where(eq(duoShares.ownerUid, owner.user.uid))).toEqual([]);
    expect(await t.database.db.select().from(fakeDoorVotes).where(eq(fakeDoorVotes.uid, owner.user.uid))).toEqual([]);
  });
});

describe('store purchases (subscription service webhook)', () => {
  const storeEvent = (uid: string, type: string, extra: Record<string, unknown> = {}) => ({
    api_version: '1.0',
    event: {
      id: `rc_${type}_${Math.random().toString(36).slice(2)}`,
      type,
      app_user_id: uid,
      original_app_user_id: uid,
      product_id: 'va_pro_monthly_ios',
      entitlement_ids: ['va_pro'],
      original_transaction_id: `tx-${uid}`,
      store: 'APP_STORE',
      event_timestamp_ms: Date.now(),
      expiration_at_ms: Date.now() + 30 * 86_400_000,
      ...extra,
    },
  });
  const send = (body: unknown, authorization = STORE_AUTH) =>
    t.app.inject({
      method: 'POST',
      url: '/api/purchases/webhooks/store',
      headers: { authorization },
      payload: body as object,
    });

  it('refuses a wrong Authorization header', async () => {
    const s = await signIn('loja-falsa@clinica.com.br');
    expect((await send(storeEvent(s.user.uid, 'INITIAL_PURCHASE'), 'Bearer wrong')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/purchases/webhooks/store',
          payload: storeEvent(s.user.uid, 'INITIAL_PURCHASE'),
        })
      ).statusCode,
    ).toBe(401);
    expect(await namesOf(s.user.uid)).toEqual([]);
  });

  it('purchase, cancellation (kept until expiry), uncancellation, expiration; replays and late events ignored', async () => {
    const s = await signIn('loja@clinica.com.br');
    const initial = storeEvent(s.user.uid, 'INITIAL_PURCHASE');
    expect((await send(initial)).json()).toEqual({ received: true, duplicate: false });
    expect((await send(initial)).json()).toEqual({ received: true, duplicate: true });
    expect(await namesOf(s.user.uid)).toEqual(['va_pro']);
    expect((await renewed(s)).entitlements).toEqual(['va_pro']);

    // The store decides where "manage subscription" leads: the web portal refuses, naming the store.
    const portal = await call('POST', '/api/purchases/portals', s.token, { return_url: 'https://vetor.example/home' });
    expect(portal.json()).toMatchObject({ code: 'SUBSCRIPTION_MANAGED_EXTERNALLY' });
    expect(portal.json().message).toContain('App Store');

    await send(storeEvent(s.user.uid, 'CANCELLATION', { event_timestamp_ms: Date.now() + 10 }));
    expect(await namesOf(s.user.uid)).toEqual(['va_pro']);
    await send(storeEvent(s.user.uid, 'UNCANCELLATION', { event_timestamp_ms: Date.now() + 20 }));
    expect((await subscriptionOf(s.user.uid))?.cancelAtPeriodEnd).toBe(false);
    await send(
      storeEvent(s.user.uid, 'EXPIRATION', { event_timestamp_ms: Date.now() + 30, expiration_at_ms: Date.now() }),
    );
    expect(await namesOf(s.user.uid)).toEqual([]);
    // A late RENEWAL stamped before the expiration does not bring PRO back.
    await send(storeEvent(s.user.uid, 'RENEWAL', { event_timestamp_ms: Date.now() - 60_000 }));
    expect(await namesOf(s.user.uid)).toEqual([]);
  });
});

describe('duo plan', () => {
  it('share by e-mail, accept through the link, leave, share again and stop; ends with the owner', async () => {
    const owner = await signIn('titular@clinica.com.br');
    const guest = await signIn('convidada@clinica.com.br');
    await buy(owner, 'va_pro_duo_monthly');
    const ownerToken = (await renewed(owner)).token;

    // Only the owner of a duo plan may share.
    expect((await call('POST', '/api/purchases/duo', guest.token, { action: 'read' })).json().code).toBe(
      'DUO_NOT_OWNER',
    );
    expect((await call('POST', '/api/purchases/duo', ownerToken, { action: 'read' })).json()).toEqual({
      email: null,
      accepted: false,
    });
    const shared = await call('POST', '/api/purchases/duo', ownerToken, {
      action: 'manage',
      email: 'Convidada@Clinica.com.br',
    });
    expect(shared.json()).toEqual({ email: 'convidada@clinica.com.br', accepted: false });
    const invitation = [...mails].reverse().find((m) => m.to === 'convidada@clinica.com.br');
    expect(invitation?.subject).toBe('Convite para o Vetor PRO Duo');
    expect(invitation?.text).toContain(`https://vetor.example/home?va_pro_duo_owner=${owner.user.uid}`);

    // Someone else cannot use the link.
    const stranger = await signIn('outra@clinica.com.br');
    const refused = await call('POST', '/api/purchases/duo', stranger.token, {
      action: 'manage',
      va_pro_duo_owner: owner.user.uid,
    });
    expect(refused.json().code).toBe('DUO_OWNER_LINK_NOT_FOUND');

    const accept = await call('POST', '/api/purchases/duo', guest.token, {
      action: 'manage',
      va_pro_duo_owner: owner.user.uid,
    });
    expect(accept.json()).toEqual({ email: 'titular@clinica.com.br' });
    expect((await renewed(guest)).entitlements).toEqual(['va_pro_duo_shared']);
    // The owner sees that the invitation was accepted.
    expect((await call('POST', '/api/purchases/duo', ownerToken, { action: 'read' })).json()).toEqual({
      email: 'convidada@clinica.com.br',
      accepted: true,
    });

    const leave = await call('POST', '/api/purchases/duo', guest.token, {
      action: 'manage',
      va_pro_duo_owner: owner.user.uid,
      email: null,
    });
    expect(leave.json()).toEqual({ email: null });
    expect((await renewed(guest)).entitlements).toEqual([]);
    expect((await call('POST', '/api/purchases/duo', ownerToken, { action: 'read' })).json()).toEqual({
      email: null,
      accepted: false,
    });

    // Without PUBLIC_URL (a clinic's own machine), the link uses the address the owner reached the
    // app at, not localhost; with it, always PUBLIC_URL (a forged Host never reaches an e-mail).
    const onTheClinicNetwork = await t.app.inject({
      method: 'POST',
      url: '/api/purchases/duo',
      headers: { authorization: `Bearer ${ownerToken}`, host: 'consultorio.local:3000' },
      payload: { action: 'manage', email: 'convidada@clinica.com.br' },
    });
    expect(onTheClinicNetwork.statusCode).toBe(200);
    expect([...mails].reverse().find((m) => m.to === 'convidada@clinica.com.br')?.text).toContain(
      'https://vetor.example/home?',
    );
    const ctx = t.app.subscriptions.ctx;
    await duo(
      { ...ctx, publicUrl: undefined },
      owner.user,
      { action: 'manage', email: 'convidada@clinica.com.br' },
      new Date(),
      'http://consultorio.local:3000',
    );
    expect([...mails].reverse().find((m) => m.to === 'convidada@clinica.com.br')?.text).toContain(
      `http://consultorio.local:3000/home?va_pro_duo_owner=${owner.user.uid}`,
    );

    // Shared again and accepted, then stopped by the owner.
    await call('POST', '/api/purchases/duo', ownerToken, { action: 'manage', email: 'convidada@clinica.com.br' });
    await call('POST', '/api/purchases/duo', guest.token, { action: 'manage', va_pro_duo_owner: owner.user.uid });
    expect(await namesOf(guest.user.uid)).toEqual(['va_pro_duo_shared']);
    await call('POST', '/api/purchases/duo', ownerToken, { action: 'manage', email: null });
    expect(await namesOf(guest.user.uid)).toEqual([]);
    const stale = await call('POST', '/api/purchases/duo', guest.token, {
      action: 'manage',
      va_pro_duo_owner: owner.user.uid,
    });
    expect(stale.json().code).toBe('DUO_OWNER_LINK_NOT_FOUND');

    // Shared access ends with the owner's subscription.
    await call('POST', '/api/purchases/duo', ownerToken, { action: 'manage', email: 'convidada@clinica.com.br' });
    await call('POST', '/api/purchases/duo', guest.token, { action: 'manage', va_pro_duo_owner: owner.user.uid });
    expect(await namesOf(guest.user.uid)).toEqual(['va_pro_duo_shared']);
    const sub = await subscriptionOf(owner.user.uid);
    await sandbox.endPeriod(sub?.id ?? '');
    expect(await namesOf(owner.user.uid)).toEqual([]);
    expect(await namesOf(guest.user.uid)).toEqual([]);
  });
});

describe('demo PRO account', () => {
  it('keeps PRO only through its seeded sandbox subscription, which the portal manages', async () => {
    const log = { info: () => {}, warn: () => {} };
    // Forced: the steps themselves run twice, as after a content change.
    await seed(t.database, log, { force: true });
    await seed(t.database, log, { force: true });
    const s = await signIn('demo.pro@vetor.app');
    expect(s.user.isPremium).toBe(true);
    expect(await namesOf(s.user.uid)).toEqual(['va_pro']);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.uid, s.user.uid));
    expect(row).toMatchObject({ id: 'sub_sandbox_demo_pro', provider: 'stripe', status: 'active' });
    const portal = await call('POST', '/api/purchases/portals', s.token, { return_url: 'https://vetor.example/home' });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(await (await fetch(portal.json().session.url)).text()).toContain('Cancelar assinatura');
  });
});

describe('without Stripe keys and without the sandbox (production default)', () => {
  it('purchases are off instead of free', async () => {
    const off = await createTestApp({ STRIPE_SANDBOX: 'false' });
    try {
      expect(off.app.subscriptions.sandbox).toBeNull();
      const { token } = await signedInUser(off);
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/purchases/checkouts',
        headers: bearer(token),
        payload: { price: 'va_pro_monthly', success_url: 'https://a.b/', cancel_url: 'https://a.b/' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('PURCHASES_DISABLED');
    } finally {
      await off.close();
    }
  });
});

describe('fake doors', () => {
  it('records interest in a resource', async () => {
    const s = await signIn('porta@clinica.com.br');
    const res = await call('POST', '/api/preferences/fake-doors', s.token, { resource: 'teleconsulta', confirm: true });
    expect(res.json()).toEqual({ success: true });
  });
});

describe('the expiry sweep (clean-up registry)', () => {
  it('withdraws PRO whose period ended when no event from the provider said so', async () => {
    expect(t.app.cleanUp.names()).toContain('subscriptions:expired-entitlements');
    const s = await signIn('sem-evento@clinica.com.br');
    await buy(s);
    expect(await namesOf(s.user.uid)).toEqual(['va_pro']);
    // The period ended yesterday and the provider's expiry event was lost.
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: yesterday })
      .where(eq(subscriptions.uid, s.user.uid));
    await t.database.db.update(entitlements).set({ expiresAt: yesterday }).where(eq(entitlements.uid, s.user.uid));
    expect(await t.app.cleanUp.run('subscriptions:expired-entitlements')).toBeGreaterThanOrEqual(1);
    expect(await namesOf(s.user.uid)).toEqual([]);
  });
});
