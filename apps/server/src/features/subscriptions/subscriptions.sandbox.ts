// The local payment sandbox (docs/architecture.md "payments" embedded default): a small HTTP server that answers
// the Stripe API calls Vetor makes (the real SDK is pointed at it with host, port and protocol), shows
// a pt-BR checkout page with test cards and a Pix QR code, a customer portal, and sends the same
// signed webhooks Stripe would. It keeps its state in memory: a restart forgets sandbox purchases,
// while the entitlements they gave stay in the database.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatBrl, PIX_ACCESS_DAYS, PLANS } from '@vetor/domain/subscriptions/subscriptions.schemas';
import type Stripe from 'stripe';

/** Stripe's own test card numbers, with what each does here. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** The first attempt asks for a retry (as a bank confirmation would); the next one goes through. */
  retry: '4000002500003155',
} as const;

export type Deliver = (payload: string, signatureHeader: string) => Promise<number>;

type Obj = Record<string, unknown>;

interface SandboxSubscription extends Obj {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Obj[] };
}

export interface StripeSandbox {
  /** http://host:port: the checkout and portal pages live here. */
  baseUrl: string;
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Every event sent, oldest first, with the exact bytes and signature header delivered. */
  events: { id: string; type: string; payload: string; signature: string }[];
  /** Creates a paid subscription without a checkout (the demo account's seed). */
  createPaidSubscription(input: {
    uid: string;
    email: string;
    lookupKey: string;
    customerId?: string;
  }): Promise<string>;
  /** A renewal charge fails: the subscription goes past_due (Stripe retries for a while). */
  failRenewal(subscriptionId: string): Promise<void>;
  /** A renewal charge succeeds: a new period starts. */
  renew(subscriptionId: string): Promise<void>;
  /** The period ends: a subscription set to cancel (or unpaid after retries) is deleted. */
  endPeriod(subscriptionId: string): Promise<void>;
  /**
   * Takes in a customer and subscriptions known from the database (the seeded demo, or purchases
   * made before a restart), so the portal and cancellations work on them.
   */
  adopt(input: {
    customerId: string;
    email: string | null;
    uid: string;
    subscriptions: { id: string; lookupKey: string; status: string; periodEnd: number; cancelAtPeriodEnd: boolean }[];
  }): void;
  /** Pays a Pix checkout (what the bank app does when the QR code is paid). */
  payPix(sessionId: string): Promise<void>;
  setDeliver(deliver: Deliver): void;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_sbx${randomBytes(10).toString('hex')}`;
const DAY = 86_400;

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Obj | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1] ?? '');
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Obj | unknown[];
      }
    });
  }
  return root;
}

/** The Pix "copia e cola" code (EMV BR Code) for an amount, with its CRC16 as the bank apps check. */
export function pixCode(amountCents: number, txid: string): string {
  const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const account = field('00', 'br.gov.bcb.pix') + field('01', 'sandbox@vetor.app');
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', 'VETOR SANDBOX') +
    field('60', 'SAO PAULO') +
    field('62', field('05', txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))) +
    '6304';
  let crc = 0xffff;
  for (const ch of payload) {
    crc ^= ch.charCodeAt(0) << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return payload + crc.toString(16).toUpperCase().padStart(4, '0');
}

const PAGE_STYLE = `body{font-family:system-ui,-apple-system,sans-serif;margin:0;background:#f3f5f9;color:#14213d}
main{max-width:480px;margin:0 auto;padding:24px 16px}h1{font-size:1.4rem;margin:.2rem 0 1rem}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08);margin-bottom:16px}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:12px;font-size:1rem;border:1px solid #8a94a6;border-radius:8px}
.row{display:flex;gap:12px}.row>div{flex:1}button,.button{display:block;width:100%;box-sizing:border-box;text-align:center;padding:14px;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#14306b;color:#fff;margin-top:16px;cursor:pointer;text-decoration:none}
.secondary{background:#e4e8f0;color:#14213d}.danger{background:#a4161a}.error{background:#fde8e8;color:#8a1111;padding:12px;border-radius:8px;margin-bottom:12px}
.hint{font-size:.9rem;color:#3d4a63}.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:6px;padding:2px 8px;font-size:.8rem;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:.9rem}td{padding:4px 0}code{word-break:break-all;font-size:.85rem}
.qr svg{width:220px;height:220px;display:block;margin:8px auto}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Sandbox de pagamentos</title><style>${PAGE_STYLE}</style></head>
<body><main><p><span class="badge">AMBIENTE DE TESTE</span> Nenhuma cobrança real é feita.</p>${body}</main></body></html>`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeSandbox(options: {
  host?: string;
  port?: number;
  deliver?: Deliver;
  log?: { warn(obj: unknown, msg?: string): void };
}): Promise<StripeSandbox> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = `sk_test_sandbox_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;
  let deliver: Deliver = options.deliver ?? (async () => 0);
  // Webhooks are signed by the SDK's own helper, loaded with the first webhook (not at start).
  let signer: Promise<Stripe> | undefined;

  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subs = new Map<string, SandboxSubscription>();
  const portals = new Map<string, Obj>();
  /** Checkout sessions whose "retry" card already asked once. */
  const retried = new Set<string>();
  const events: StripeSandbox['events'] = [];
  let lastCreated = 0;

  const products = PLANS.map((p) => ({
    id: `prod_sandbox_${p.lookupKey}`,
    object: 'product',
    name: p.title,
    description: p.description,
    active: true,
  }));
  const prices = PLANS.map((p, i) => ({
    id: `price_sandbox_${p.lookupKey}`,
    object: 'price',
    active: true,
    currency: 'brl',
    lookup_key: p.lookupKey,
    unit_amount: p.amountCents,
    type: p.mode === 'subscription' ? 'recurring' : 'one_time',
    recurring: p.mode === 'subscription' ? { interval: p.interval, interval_count: 1 } : null,
    product: products[i]?.id,
  }));
  const promotionCodes = [
    { id: 'promo_sandbox_vetor10', object: 'promotion_code', code: 'VETOR10', active: true, percentOff: 10 },
  ];

  const priceById = (id: unknown) => prices.find((p) => p.id === id);

  /**
   * The checkout's discount as Stripe applies a promotion code whose coupon lasts once: the first
   * charge is reduced, later renewals are at the full price.
   */
  function discountOf(discounts: unknown, amount: number) {
    const code = (discounts as { promotion_code?: string }[] | undefined)?.[0]?.promotion_code;
    const promo = promotionCodes.find((p) => p.id === code);
    if (!promo) return null;
    return { code: promo.code, percentOff: promo.percentOff, amountOff: Math.round((amount * promo.percentOff) / 100) };
  }

  async function emit(type: string, object: Obj): Promise<void> {
    // Strictly increasing creation times keep "newer" well defined even within one second.
    const created = Math.max(now(), lastCreated + 1);
    lastCreated = created;
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event, null, 2);
    signer ??= import('stripe').then(({ default: Stripe }) => new Stripe(secretKey));
    const signature = (await signer).webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    events.push({ id: event.id, type, payload, signature });
    try {
      await deliver(payload, signature);
    } catch (err) {
      options.log?.warn({ err, type }, 'sandbox webhook delivery failed');
    }
  }

  function expandSubscription(sub: SandboxSubscription): SandboxSubscription {
    return sub;
  }

  function createSubscription(customer: string, priceId: string, metadata: Record<string, string>) {
    const start = now();
    const price = priceById(priceId);
    const sub: SandboxSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      current_period_start: start,
      current_period_end: start + 30 * DAY,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: start + 30 * DAY,
          },
        ],
      },
      latest_invoice: null,
    };
    subs.set(sub.id, sub);
    return sub;
  }

  function setPeriod(sub: SandboxSubscription, start: number, end: number) {
    sub.current_period_start = start;
    sub.current_period_end = end;
    for (const item of sub.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
  }

  /** `amount`: what this invoice charges (the first one may carry the checkout's discount). */
  function invoiceFor(sub: SandboxSubscription, paid: boolean, amount?: number): Obj {
    const price = sub.items.data[0]?.price as { unit_amount?: number } | undefined;
    const due = amount ?? price?.unit_amount ?? 0;
    const id = newId('in');
    const invoice = {
      id,
      object: 'invoice',
      customer: sub.customer,
      customer_email: (customers.get(sub.customer)?.email as string | undefined) ?? null,
      status: paid ? 'paid' : 'open',
      amount_due: due,
      amount_paid: paid ? due : 0,
      currency: 'brl',
      created: now(),
      number: `SBX-${id.slice(-6).toUpperCase()}`,
      period_start: sub.current_period_start,
      period_end: sub.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      subscription: sub.id,
      lines: {
        object: 'list',
        data: [{ price, period: { start: sub.current_period_start, end: sub.current_period_end } }],
      },
    };
    sub.latest_invoice = id;
    return invoice;
  }

  /** Completes a checkout the way Stripe does: objects first, then the webhooks, then the redirect. */
  async function completeCheckout(session: Obj, card?: string): Promise<void> {
    session.status = 'complete';
    if (session.mode === 'subscription') {
      const metadata = (session.subscription_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {};
      const sub = createSubscription(session.customer as string, session.price as string, {
        ...metadata,
        uid: String(session.client_reference_id ?? ''),
      });
      // Stripe keeps the card as the subscription's default payment method (an id, or the object
      // when expanded: the sandbox always answers the object).
      if (card)
        sub.default_payment_method = {
          id: newId('pm'),
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2034 },
        };
      session.subscription = sub.id;
      session.payment_status = 'paid';
      const invoice = invoiceFor(sub, true, Number(session.amount_total));
      session.invoice = invoice.id;
      await emit('checkout.session.completed', session);
      await emit('customer.subscription.created', sub);
      await emit('invoice.paid', invoice);
    } else {
      session.payment_status = 'paid';
      session.payment_intent = newId('pi');
      await emit('checkout.session.completed', session);
    }
  }

  const api = {
    async handle(method: string, path: string, params: Obj): Promise<[number, unknown]> {
      const parts = path.split('/').filter(Boolean); // v1, resource, id, action
      const [, resource, id, action] = parts;
      const notFound = (what: string): [number, unknown] => [
        404,
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
      ];
      if (resource === 'customers') {
        if (method === 'POST' && !id) {
          const customer = {
            id: newId('cus'),
            object: 'customer',
            email: params.email ?? null,
            name: params.name ?? null,
            metadata: params.metadata ?? {},
            created: now(),
          };
          customers.set(customer.id, customer);
          return [200, customer];
        }
        if (method === 'GET' && id) return customers.has(id) ? [200, customers.get(id)] : notFound('customer');
      }
      if (resource === 'prices' && method === 'GET' && !id) {
        const keys = params.lookup_keys as string[] | undefined;
        const expand = (params.expand as string[] | undefined) ?? [];
        const data = prices
          .filter((p) => !keys || keys.includes(p.lookup_key))
          .map((p) =>
            expand.includes('data.product') ? { ...p, product: products.find((x) => x.id === p.product) } : p,
          );
        return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
      }
      if (resource === 'prices' && method === 'GET' && id) {
        const price = priceById(id);
        return price ? [200, price] : notFound('price');
      }
      if (resource === 'promotion_codes' && method === 'GET') {
        const data = promotionCodes.filter((p) => p.code.toUpperCase() === String(params.code ?? '').toUpperCase());
        return [200, { object: 'list', data, has_more: false, url: '/v1/promotion_codes' }];
      }
      if (resource === 'checkout' && id === 'sessions') {
        const sessionId = action;
        if (method === 'POST' && !sessionId) {
          const items = params.line_items as { price?: string }[] | undefined;
          const price = priceById(items?.[0]?.price);
          if (!price) return notFound('price');
          if (params.customer && !customers.has(params.customer as string)) return notFound('customer');
          const sid = newId('cs_test');
          const session: Obj = {
            id: sid,
            object: 'checkout.session',
            mode: params.mode,
            status: 'open',
            payment_status: 'unpaid',
            customer: params.customer ?? null,
            customer_email: params.customer_email ?? null,
            client_reference_id: params.client_reference_id ?? null,
            success_url: params.success_url,
            cancel_url: params.cancel_url,
            payment_method_types: params.allowed_payment_method_types ?? params.payment_method_types ?? ['card'],
            subscription: null,
            payment_intent: null,
            metadata: params.metadata ?? {},
            subscription_data: params.subscription_data ?? null,
            discounts: params.discounts ?? [],
            amount_subtotal: price.unit_amount,
            amount_total: price.unit_amount - (discountOf(params.discounts, price.unit_amount)?.amountOff ?? 0),
            total_details: { amount_discount: discountOf(params.discounts, price.unit_amount)?.amountOff ?? 0 },
            currency: 'brl',
            locale: params.locale ?? 'pt-BR',
            created: now(),
            expires_at: now() + DAY,
            url: `${baseUrl}/checkout/${sid}`,
            price: price.id,
          };
          sessions.set(sid, session);
          return [200, session];
        }
        if (method === 'GET' && sessionId) {
          const session = sessions.get(sessionId);
          return session ? [200, session] : notFound('checkout.session');
        }
      }
      if (resource === 'subscriptions') {
        if (method === 'GET' && !id) {
          const data = [...subs.values()].filter(
            (s) =>
              (!params.customer || s.customer === params.customer) &&
              (params.status === 'all' || !['canceled', 'incomplete_expired'].includes(s.status)),
          );
          return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
        }
        const sub = id ? subs.get(id) : undefined;
        if (!sub) return notFound('subscription');
        if (method === 'GET') return [200, expandSubscription(sub)];
        if (method === 'POST') {
          if (params.cancel_at_period_end !== undefined)
            sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
          await emit('customer.subscription.updated', sub);
          return [200, sub];
        }
        if (method === 'DELETE') {
          sub.status = 'canceled';
          sub.canceled_at = now();
          sub.ended_at = now();
          await emit('customer.subscription.deleted', sub);
          return [200, sub];
        }
      }
      if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
        if (!customers.has(params.customer as string)) return notFound('customer');
        const portal = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url ?? null,
          created: now(),
          url: '',
        };
        portal.url = `${baseUrl}/portal/${portal.id}`;
        portals.set(portal.id, portal);
        return [200, portal];
      }
      return [
        404,
        { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
      ];
    },
  };

  function checkoutPage(session: Obj, error?: string): Promise<string> | string {
    const price = priceById(session.price);
    const plan = PLANS.find((p) => p.lookupKey === price?.lookup_key);
    const amount = formatBrl(Number(session.amount_total ?? 0));
    const discount = discountOf(session.discounts, Number(session.amount_subtotal ?? 0));
    const full = formatBrl(Number(session.amount_subtotal ?? 0));
    const period = plan?.mode === 'subscription' ? (discount ? 'no primeiro mês' : 'por mês') : 'pagamento único';
    const discountLine = discount
      ? `<p data-testid="sandbox-discount">Cupom ${escapeHtml(discount.code)}: −${discount.percentOff}% (<s>${escapeHtml(full)}</s>)${plan?.mode === 'subscription' ? `; depois ${escapeHtml(full)} por mês` : ''}</p>`
      : '';
    const summary = `<div class="card"><p class="hint">Vetor</p><h1>${escapeHtml(plan?.title ?? 'Vetor PRO')}</h1>
<p><strong style="font-size:1.5rem" data-testid="sandbox-amount">${escapeHtml(amount)}</strong> ${period}</p>${discountLine}
<p class="hint">${escapeHtml(plan?.description ?? '')}</p></div>`;
    const cancel = `<a class="button secondary" href="${escapeHtml(session.cancel_url)}">Voltar ao Vetor sem pagar</a>`;
    if (session.status !== 'open') {
      return page(
        'Pagamento',
        `${summary}<div class="card"><p>Este pagamento já foi concluído ou expirou.</p>
<a class="button" href="${escapeHtml(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)))}">Voltar ao Vetor</a></div>`,
      );
    }
    if (plan?.paymentMethod === 'pix') {
      const code = pixCode(Number(session.amount_total ?? 0), String(session.id));
      // qrcode is loaded by the first Pix page, not at start.
      return import('qrcode')
        .then(({ default: QRCode }) => QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
        .then((svg) =>
          page(
            'Pagar com Pix',
            `${summary}<div class="card"><h2 style="font-size:1.1rem">Pague com Pix</h2>
<p class="hint">Abra o app do seu banco, escolha Pix e leia o QR code, ou use o código copia e cola. O acesso vale ${PIX_ACCESS_DAYS} dias a partir da confirmação, sem renovação automática.</p>
<div class="qr" role="img" aria-label="QR code do Pix">${svg}</div>
<label for="pix">Pix copia e cola</label><input id="pix" readonly value="${escapeHtml(code)}" onclick="this.select()">
<button type="button" class="secondary" onclick="navigator.clipboard&&navigator.clipboard.writeText(document.getElementById('pix').value);this.textContent='Código copiado'">Copiar código</button>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pix"><button type="submit">Simular pagamento do Pix (teste)</button></form>
${cancel}</div>`,
          ),
        );
    }
    return page(
      'Pagamento',
      `${summary}<div class="card"><h2 style="font-size:1.1rem">Cartão de crédito</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${escapeHtml(session.id)}">
<label for="card">Número do cartão</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="4242 4242 4242 4242">
<div class="row"><div><label for="exp">Validade</label><input id="exp" name="exp" placeholder="MM/AA" value="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" value="123" required></div></div>
<label for="name">Nome impresso no cartão</label><input id="name" name="name" autocomplete="cc-name" value="Cliente Teste">
<button type="submit">Assinar ${escapeHtml(amount)}</button></form>
<p class="hint">Cartões de teste: 4242 4242 4242 4242 aprovado · 4000 0000 0000 0002 recusado · 4000 0025 0000 3155 pede nova tentativa.</p>
${cancel}</div>`,
    );
  }

  function portalPage(portal: Obj): string {
    const list = [...subs.values()].filter((s) => s.customer === portal.customer);
    const rows = list
      .map((s) => {
        const price = s.items.data[0]?.price as { lookup_key?: string; unit_amount?: number } | undefined;
        const plan = PLANS.find((p) => p.lookupKey === price?.lookup_key);
        const end = new Date(s.current_period_end * 1000).toLocaleDateString('pt-BR', {
          timeZone: 'America/Sao_Paulo',
        });
        const state =
          s.status === 'canceled'
            ? 'Cancelada'
            : s.cancel_at_period_end
              ? `Cancelada · acesso até ${end}`
              : s.status === 'past_due'
                ? 'Pagamento pendente'
                : `Ativa · renova em ${end}`;
        const action =
          s.status === 'canceled'
            ? ''
            : s.cancel_at_period_end
              ? `<form method="post" action="/portal/${escapeHtml(portal.id)}/subscriptions/${escapeHtml(s.id)}/resume"><button type="submit" class="secondary">Reativar assinatura</button></form>`
              : `<form method="post" action="/portal/${escapeHtml(portal.id)}/subscriptions/${escapeHtml(s.id)}/cancel"><button type="submit" class="danger">Cancelar assinatura</button></form>`;
        return `<div class="card"><h2 style="font-size:1.1rem">${escapeHtml(plan?.title ?? 'Assinatura')}</h2>
<p>${escapeHtml(formatBrl(price?.unit_amount ?? 0))} por mês</p><p data-testid="portal-status"><strong>${escapeHtml(state)}</strong></p>${action}</div>`;
      })
      .join('');
    return page(
      'Gerenciar assinatura',
      `<h1>Gerenciar assinatura</h1>${rows || '<div class="card"><p>Nenhuma assinatura encontrada.</p></div>'}
<a class="button secondary" href="${escapeHtml(portal.return_url ?? '/')}">Voltar ao Vetor</a>`,
    );
  }

  function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
    res.writeHead(status, {
      'content-type': type === 'application/json' ? 'application/json' : `${type}; charset=utf-8`,
      'cache-control': 'no-store',
    });
    res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
  }
  const redirect = (res: ServerResponse, to: string) => {
    res.writeHead(303, { location: to });
    res.end();
  };

  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'checkout' && parts[1]) {
      const session = sessions.get(parts[1]);
      if (!session) {
        send(res, 404, page('Pagamento', '<div class="card"><p>Pagamento não encontrado.</p></div>'), 'text/html');
        return true;
      }
      const success = () => String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id));
      if (req.method === 'GET') {
        send(res, 200, await checkoutPage(session), 'text/html');
        return true;
      }
      if (req.method === 'POST' && parts[2] === 'pix') {
        await payPix(String(session.id));
        redirect(res, success());
        return true;
      }
      if (req.method === 'POST' && session.status === 'open') {
        const form = new URLSearchParams(await readBody(req));
        const card = (form.get('card') ?? '').replace(/\D/g, '');
        if (card === SANDBOX_CARDS.declined) {
          send(res, 402, await checkoutPage(session, 'Cartão recusado. Use outro cartão.'), 'text/html');
          return true;
        }
        if (card === SANDBOX_CARDS.retry && !retried.has(String(session.id))) {
          retried.add(String(session.id));
          send(
            res,
            402,
            await checkoutPage(session, 'O banco não confirmou o pagamento. Tente novamente para autorizar.'),
            'text/html',
          );
          return true;
        }
        if (![SANDBOX_CARDS.success, SANDBOX_CARDS.retry].includes(card as '4242424242424242')) {
          send(
            res,
            402,
            await checkoutPage(session, 'Número de cartão inválido. Use um cartão de teste.'),
            'text/html',
          );
          return true;
        }
        await completeCheckout(session, card);
        redirect(res, success());
        return true;
      }
      redirect(res, success());
      return true;
    }
    if (parts[0] === 'portal' && parts[1]) {
      const portal = portals.get(parts[1]);
      if (!portal) {
        send(res, 404, page('Assinatura', '<div class="card"><p>Sessão expirada.</p></div>'), 'text/html');
        return true;
      }
      if (req.method === 'POST' && parts[2] === 'subscriptions' && parts[3]) {
        const sub = subs.get(parts[3]);
        if (sub && sub.customer === portal.customer) {
          sub.cancel_at_period_end = parts[4] === 'cancel';
          sub.canceled_at = parts[4] === 'cancel' ? now() : null;
          await emit('customer.subscription.updated', sub);
        }
        redirect(res, `/portal/${portal.id}`);
        return true;
      }
      send(res, 200, portalPage(portal), 'text/html');
      return true;
    }
    return false;
  }

  async function payPix(sessionId: string) {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') return;
    session.status = 'complete';
    session.payment_status = 'unpaid';
    session.payment_intent = newId('pi');
    // Pix is an asynchronous method: the checkout completes first, the payment confirms after.
    await emit('checkout.session.completed', session);
    session.payment_status = 'paid';
    await emit('checkout.session.async_payment_succeeded', session);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    (async () => {
      if (url.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${secretKey}`) {
          send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
          return;
        }
        const body = req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : await readBody(req);
        const [status, answer] = await api.handle(req.method ?? 'GET', url.pathname, parseStripeForm(body));
        send(res, status, answer);
        return;
      }
      if (await handlePage(req, res, url)) return;
      send(res, 404, page('Não encontrado', '<div class="card"><p>Página não encontrada.</p></div>'), 'text/html');
    })().catch((err) => {
      options.log?.warn({ err }, 'sandbox request failed');
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: 'sandbox failure' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${host}:${port}`;

  return {
    baseUrl,
    host,
    port,
    secretKey,
    webhookSecret,
    events,
    async createPaidSubscription({ uid, email, lookupKey, customerId }) {
      let customer = customerId ? customers.get(customerId) : undefined;
      if (!customer) {
        customer = { id: customerId ?? newId('cus'), object: 'customer', email, metadata: { uid }, created: now() };
        customers.set(customer.id as string, customer);
      }
      const price = prices.find((p) => p.lookup_key === lookupKey);
      if (!price) throw new Error(`unknown price ${lookupKey}`);
      const sub = createSubscription(customer.id as string, price.id, { uid });
      await emit('customer.subscription.created', sub);
      await emit('invoice.paid', invoiceFor(sub, true));
      return sub.id;
    },
    async failRenewal(id) {
      const sub = subs.get(id);
      if (!sub) throw new Error(`unknown subscription ${id}`);
      setPeriod(sub, sub.current_period_end, sub.current_period_end + 30 * DAY);
      sub.status = 'past_due';
      const invoice = invoiceFor(sub, false);
      await emit('invoice.payment_failed', invoice);
      await emit('customer.subscription.updated', sub);
    },
    async renew(id) {
      const sub = subs.get(id);
      if (!sub) throw new Error(`unknown subscription ${id}`);
      if (sub.status !== 'past_due') setPeriod(sub, sub.current_period_end, sub.current_period_end + 30 * DAY);
      sub.status = 'active';
      await emit('invoice.paid', invoiceFor(sub, true));
      await emit('customer.subscription.updated', sub);
    },
    async endPeriod(id) {
      const sub = subs.get(id);
      if (!sub) throw new Error(`unknown subscription ${id}`);
      sub.status = 'canceled';
      sub.ended_at = now();
      await emit('customer.subscription.deleted', sub);
    },
    adopt({ customerId, email, uid, subscriptions: known }) {
      if (!customers.has(customerId)) {
        customers.set(customerId, { id: customerId, object: 'customer', email, metadata: { uid }, created: now() });
      }
      for (const k of known) {
        if (subs.has(k.id)) continue;
        const price = prices.find((p) => p.lookup_key === k.lookupKey);
        if (!price) continue;
        const sub = createSubscription(customerId, price.id, { uid });
        subs.delete(sub.id);
        sub.id = k.id;
        sub.status = k.status;
        sub.cancel_at_period_end = k.cancelAtPeriodEnd;
        setPeriod(sub, now(), k.periodEnd);
        subs.set(sub.id, sub);
      }
    },
    payPix,
    setDeliver(fn) {
      deliver = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
