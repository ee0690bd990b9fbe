import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newCpf, snap, test, VIEWPORTS } from './support/fixtures';

// docs/product/platform-accounts-subscription.md §4 Purchase, Subscription management and Duo plan in the browser, against the local payment
// sandbox (real Stripe SDK on the server, the sandbox's own checkout and portal pages, signed webhooks).
// These users are real accounts (signed up with the e-mail code from the local outbox), because PRO
// comes only from purchases.

const DISEASE = 'cardiomiopatia-hipertrofica-felina';
const DISEASE_TITLE = 'Cardiomiopatia hipertrófica felina';

interface Session {
  token: string;
  tokenExpire: number;
  user: { uid: string; email: string; [key: string]: unknown };
}

async function signUp(request: APIRequestContext, email: string): Promise<Session> {
  const sent = await request.post('/api/login/emails/codes', { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as { messages: { to: string; text: string }[] };
  const code = outbox.messages.find((m) => m.to === email)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
  const confirmed = await request.post(`/api/login/emails/codes/${code}`, { data: { email, code } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const session = (await confirmed.json()) as Session;
  // A name, so the menu greets the user; CPF and nationality stay empty to meet the registration dialog.
  const saved = await request.post('/api/login/users', {
    data: { displayName: 'Carla Teste Compra' },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { ...session, user: (await saved.json()).user };
}

async function useSession(page: Page, session: Session) {
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
  }, session);
}

/** From the open purchases dialog: pick a plan, fill the registration dialog, pay in the sandbox, come back. */
async function buyInSandbox(page: Page, plan: string, shotPrefix?: string, coupon?: string) {
  const dialog = page.getByTestId('paywall');
  await dialog.getByTestId(`plan-${plan}`).click();
  if (coupon) {
    await dialog.getByRole('button', { name: 'Tenho um cupom' }).click();
    await dialog.getByLabel('Cupom de desconto').fill(coupon);
  }
  await dialog.getByRole('button', { name: 'Assinar o Vetor PRO' }).click();
  // Neither CPF nor nationality yet: the registration dialog comes first.
  const registration = page.getByRole('dialog', { name: 'Complete o seu cadastro' });
  await expect(registration).toBeVisible();
  await registration.getByLabel('CPF').fill(newCpf());
  await registration.getByRole('button', { name: 'Salvar e continuar' }).click();
  await page.waitForURL(/\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: /Vetor PRO/ })).toBeVisible();
  // A coupon lowers what the checkout charges (it used to show the full price).
  if (coupon === 'VETOR10') {
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R$ 44,91');
    await expect(page.getByTestId('sandbox-discount')).toContainText('Cupom VETOR10: −10%');
  }
  if (shotPrefix) await snap(page, `${shotPrefix}-checkout`);
  // The declined test card first: the page says so and nothing is charged.
  await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Assinar R\$/ }).click();
  await expect(page.getByRole('alert')).toContainText('Cartão recusado');
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Assinar R\$/ }).click();
  await page.waitForURL(/\/home/);
  const success = page.getByTestId('purchase-success');
  await expect(success).toContainText('Estamos liberando o seu acesso PRO');
  await expect(success).toContainText('Assinatura confirmada!', { timeout: 20_000 });
  if (shotPrefix) await snap(page, `${shotPrefix}-success`);
  await success.getByRole('button', { name: 'Começar a usar' }).click();
}

test('a free user meets the paywall, buys PRO in the sandbox, reads the disease, then cancels in the portal', async ({
  page,
  request,
}) => {
  const session = await signUp(request, `compra-${Date.now()}@teste.vetor.app`);
  await useSession(page, session);
  await page.setViewportSize(VIEWPORTS.phone);

  // The premium disease answers 403: the purchases dialog opens with the plans.
  await page.goto(`/item/${DISEASE}`);
  const dialog = page.getByTestId('paywall');
  await expect(dialog.getByTestId('plan-va_pro_monthly')).toContainText('R$ 49,90');
  await expect(dialog.getByTestId('plan-va_pro_yearly_pix')).toContainText('Pix');
  await snap(page, 'subscriptions-paywall-phone');

  await buyInSandbox(page, 'va_pro_monthly', 'subscriptions-phone', 'VETOR10');
  // Back on the page that asked for PRO, now readable.
  await expect(page.getByRole('heading', { level: 1, name: DISEASE_TITLE })).toBeVisible();

  // The menu now manages the subscription; the portal cancels at the end of the period.
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  await page.getByTestId('menu-subscription').click();
  await expect(page.getByTestId('subscription-status')).toContainText('Ativa · renova em');
  // The plan, its price, the card and the receipt of the (discounted) first month.
  await expect(page.getByTestId('subscription-card')).toContainText('Vetor PRO mensal');
  await expect(page.getByTestId('subscription-price')).toHaveText('R$ 49,90 por mês');
  await expect(page.getByTestId('subscription-payment')).toHaveText('Pagamento: Visa final 4242');
  await expect(page.getByTestId('subscription-receipts')).toContainText('R$ 44,91');
  await snap(page, 'subscriptions-manage-phone');
  await page.getByTestId('subscription-card').getByRole('button', { name: 'Gerenciar assinatura' }).click();
  await page.waitForURL(/\/portal\/bps_/);
  await snap(page, 'subscriptions-portal-phone');
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByTestId('portal-status')).toContainText('Cancelada · acesso até');
  await page.getByRole('link', { name: 'Voltar ao Vetor' }).click();
  await page.waitForURL(/\/subscriptions/);
  await expect(page.getByTestId('subscription-status')).toContainText('Cancelada · acesso até');
  // Access stays until the end of the paid period.
  await page.goto(`/item/${DISEASE}`);
  await expect(page.getByRole('heading', { level: 1, name: DISEASE_TITLE })).toBeVisible();
  // Deleting the account now asks for no cancellation: the subscription is already cancelled.
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByTestId('delete-agree')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Assinatura ativa' })).toHaveCount(0);
});

test('a duo owner shares the plan by e-mail and the invited vet accepts through the link', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const owner = await signUp(request, `titular-${stamp}@teste.vetor.app`);
  const guestEmail = `convidada-${stamp}@teste.vetor.app`;
  const guest = await signUp(request, guestEmail);

  const ownerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const ownerPage = await ownerContext.newPage();
  await useSession(ownerPage, owner);
  // /checkouts opens the purchase dialog over home.
  await ownerPage.goto('/checkouts');
  await expect(ownerPage.getByTestId('paywall').getByTestId('plan-va_pro_duo_monthly')).toBeVisible();
  await snap(ownerPage, 'subscriptions-paywall-desktop');
  await buyInSandbox(ownerPage, 'va_pro_duo_monthly', 'subscriptions-desktop');

  await ownerPage.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  await ownerPage.getByTestId('menu-duo').click();
  const duo = ownerPage.getByTestId('duo-owner');
  await expect(duo.getByTestId('duo-current')).toContainText('Ainda não compartilhada');
  await duo.getByLabel('E-mail de quem vai usar a assinatura').fill(guestEmail);
  await duo.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(duo.getByTestId('duo-current')).toContainText(guestEmail);
  await expect(duo.getByTestId('duo-status')).toHaveText('Convite enviado: aguardando aceite');
  await snap(ownerPage, 'subscriptions-duo-desktop');

  // The invitation e-mail carries the link with the owner's id.
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    messages: { to: string; subject: string; text: string }[];
  };
  const invitation = outbox.messages.find((m) => m.to === guestEmail && m.subject === 'Convite para o Vetor PRO Duo');
  const link = invitation?.text.match(/https?:\/\/\S+va_pro_duo_owner=[0-9a-f-]+/)?.[0];
  expect(link).toBeTruthy();
  // The link points where the owner reached the app (no PUBLIC_URL here), not a fixed localhost.
  expect(new URL(link ?? '').origin).toBe(new URL(ownerPage.url()).origin);
  const path = new URL(link ?? '').pathname + new URL(link ?? '').search;

  const guestContext = await browser.newContext({ viewport: VIEWPORTS.phone });
  const guestPage = await guestContext.newPage();
  await useSession(guestPage, guest);
  await guestPage.goto(path);
  await expect(guestPage.getByText('Pronto! Você agora tem acesso ao Vetor PRO compartilhado.')).toBeVisible();
  await expect(guestPage).toHaveURL(/\/home$/);
  await guestPage.goto(`/item/${DISEASE}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: DISEASE_TITLE })).toBeVisible();
  await guestPage.goto('/subscriptions');
  await expect(guestPage.getByTestId('duo-recipient')).toContainText(owner.user.email);
  await snap(guestPage, 'subscriptions-duo-recipient-phone');
  // The owner now sees the invitation accepted.
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('duo-owner').getByTestId('duo-status')).toHaveText('Convite aceito: já usa o PRO');
  await ownerContext.close();
  await guestContext.close();
});

test('a PRO user asking for deletion is told to cancel first; continuing cancels the subscription at the provider', async ({
  page,
  request,
}) => {
  const session = await signUp(request, `exclusao-${Date.now()}@teste.vetor.app`);
  await useSession(page, session);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/checkouts');
  await expect(page.getByTestId('paywall').getByTestId('plan-va_pro_monthly')).toBeVisible();
  await buyInSandbox(page, 'va_pro_monthly');

  // The notice: "cancel subscription" leads home and then to subscription management.
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const notice = page.getByRole('dialog', { name: 'Assinatura ativa' });
  await expect(notice).toContainText('Você possui uma assinatura PRO ativa');
  await notice.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.waitForURL(/\/subscriptions/);
  await expect(page.getByTestId('subscription-status')).toContainText('Ativa');

  // Continuing to the deletion cancels the subscription with the deletion.
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page
    .getByRole('dialog', { name: 'Assinatura ativa' })
    .getByRole('button', { name: 'Continuar com a exclusão' })
    .click();
  await page.getByTestId('delete-agree').check();
  await page.getByTestId('delete-confirm').click();
  await page.waitForURL(/\/login/);
  const after = await request.get('/api/purchases/subscriptions', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  // A deleted account's tokens stop working at once; that the provider cancelled the subscription
  // is checked against the sandbox in subscriptions.int.test.ts.
  expect(after.status()).toBe(401);
});
