import type { Page } from '@playwright/test';
import { expect, freeUser, proUser, snap, test, VIEWPORTS } from './support/fixtures';

// The news, ads and support walk: a free vet on a 360 px phone sees the home carousel ad marked
// "Publicidade" and opens it (the click is counted in the management area), reads a news item from
// the Notícias tab (its unread mark goes), sends "Fale conosco" (both e-mails leave through the mail
// plugin) and opens the help centre; a PRO vet sees no ads. Screenshots at 360 px and desktop.

async function outbox(page: Page) {
  return (
    (await (await page.request.get('/dev/outbox.json')).json()) as {
      messages: { to: string; subject: string; text: string; replyTo?: string }[];
    }
  ).messages;
}

/**
 * Signs in to the management area once per test: the polls below read the click counts several
 * times, and the login allows 10 attempts a minute per address (the management specs before this
 * one use some of them).
 */
async function managementToken(page: Page) {
  const login = await page.request.post('/api/management/login', {
    data: { user: 'e2e-gestao', password: 'e2e-senha-da-gestao-1' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function managementAds(page: Page, token: string) {
  const res = await page.request.get('/api/management/ads', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { ads: { title: string; confirms: number; closes: number }[] }).ads;
}

test('a free user sees a home carousel ad marked Publicidade and opens it', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.setViewportSize(VIEWPORTS.phone);
  const token = await managementToken(page);
  const before = (await managementAds(page, token)).find((a) => a.title === 'Conheça o Vetor PRO')?.confirms ?? 0;
  await page.goto('/home');
  const ads = page.getByTestId('ads-home');
  await expect(ads).toBeVisible();
  await expect(ads.getByTestId('ad-label').first()).toHaveText('Publicidade');
  const pro = ads.getByTestId('ad-carousel').filter({ hasText: 'Conheça o Vetor PRO' });
  await expect(pro).toBeVisible();
  // Ads carousel height: 100 px at 360 px of width (docs/product/content-and-study.md §9).
  expect((await pro.boundingBox())?.height).toBe(100);
  await ads.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await snap(page, 'ads-home-phone');
  await pro.getByRole('button', { name: /Conhecer/ }).click();
  // /checkouts opens the purchases dialog over the page (docs/product/platform-accounts-subscription.md §6).
  await expect(page.getByRole('dialog').getByText('Escolha o seu plano')).toBeVisible();
  await expect
    .poll(async () => (await managementAds(page, token)).find((a) => a.title === 'Conheça o Vetor PRO')?.confirms)
    .toBe(before + 1);

  // Closing the other ad records a close and hides it.
  await page.goto('/home');
  const handouts = page.getByTestId('ads-home').getByTestId('ad-carousel').filter({ hasText: 'Novas orientações' });
  await handouts.getByRole('button', { name: /Fechar publicidade/ }).click();
  await expect(handouts).toHaveCount(0);
  await expect
    .poll(async () => (await managementAds(page, token)).find((a) => a.title === 'Novas orientações ao tutor')?.closes)
    .toBeGreaterThan(0);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.reload();
  await expect(page.getByTestId('home-news-card')).toBeVisible();
  await snap(page, 'home-news-desktop');
});

test('a PRO user sees no ads', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.goto('/home');
  await expect(page.getByTestId('home-search-card')).toBeVisible();
  await expect(page.getByTestId('home-news-card')).toBeVisible();
  const res = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('vetor:user') as string) as { token: string };
    const r = await fetch('/api/preferences/ads?location=home&breakpoint=xs&index=0', {
      headers: { authorization: `Bearer ${s.token}`, 'x-api-key': 'vetor-web' },
    });
    return r.json();
  });
  expect(res).toEqual({ ads: [] });
  await expect(page.getByTestId('ads-home')).toHaveCount(0);
});

test('a news item read on a phone, from the Notícias tab', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/home');
  const card = page.getByTestId('home-news-card');
  await expect(card.getByTestId('home-news-unread')).toHaveText(/^\d+ novas$/);
  const unread = Number.parseInt((await card.getByTestId('home-news-unread').textContent()) as string, 10);
  await page
    .getByTestId('bottom-nav')
    .getByRole('button', { name: /Notícias/ })
    .click();
  const screen = page.getByRole('dialog');
  await expect(screen.getByText(`Notícias (${unread} não lidas)`)).toBeVisible();
  await expect(screen.getByTestId('news-row-drc-estadiamento-iris-2023')).toBeVisible();
  await snap(page, 'news-list-phone');
  await screen.getByTestId('news-row-drc-estadiamento-iris-2023').click();
  const detail = screen.getByTestId('news-detail');
  await expect(detail.getByRole('heading', { name: /estadiamento IRIS modificado em 2023/ })).toBeVisible();
  await expect(detail.getByText('Estágios pela creatinina')).toBeVisible();
  await expect(detail.getByText(/International Renal Interest Society/).first()).toBeVisible();
  await snap(page, 'news-item-phone');
  // Its link opens the calculator inside the app and closes the screen.
  await detail.getByTestId('news-link').click();
  await expect(page).toHaveURL(/\/calculators\/iris-ckd-staging$/);
  await page.goto('/home');
  await expect(page.getByTestId('home-news-unread')).toHaveText(`${unread - 1} novas`);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId('home-news-card').click();
  await expect(page.getByTestId('news-detail')).toBeVisible();
  await snap(page, 'news-item-desktop');
});

test('Fale conosco e-mails support and acknowledges the user; the help centre opens its articles', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Abrir menu do usuário' }).click();
  await page.getByTestId('menu-support').click();
  await expect(page).toHaveURL(/\/support$/);
  const form = page.getByTestId('support-form');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Escolha o assunto.')).toBeVisible();
  await expect(form.getByText('Conte um pouco mais (ao menos 10 caracteres).')).toBeVisible();
  await snap(page, 'support-form-errors-phone');
  await form.getByLabel('Assunto').click();
  await page.getByRole('option', { name: 'Conteúdo (doses, monografias, referências)' }).click();
  const subject = `Dúvida ${Date.now()}`;
  await form.getByLabel('Título').fill(subject);
  await form.getByLabel('Mensagem').fill('A dose de gabapentina para gatos está em mg/kg?\nObrigada.');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByTestId('support-sent')).toContainText('Mensagem enviada. Respondemos por e-mail');
  await snap(page, 'support-sent-phone');
  const messages = await outbox(page);
  const toSupport = messages.find((m) => m.to === 'contato@vetor.app' && m.subject.endsWith(subject));
  expect(toSupport?.text).toContain('gabapentina para gatos');
  expect(messages.find((m) => m.subject === `Recebemos sua mensagem: ${subject}`)).toBeTruthy();

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Central de ajuda' })).toBeVisible();
  await snap(page, 'help-desktop');
  await page.getByTestId('help-purchases').click();
  await expect(page.getByTestId('help-article')).toContainText('Cancelamento e reembolso');
  await snap(page, 'help-purchases-desktop');
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, 'help-purchases-phone');
  await page.goto('/help');
  await page.getByTestId('help-flashcards').click();
  await expect(page.getByRole('dialog', { name: 'Como estudar com flashcards' })).toBeVisible();
});

test('the management area lists ads with their click counts and publishes news', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/management');
  await page.getByLabel('Usuário').fill('e2e-gestao');
  await page.getByLabel('Senha').fill('e2e-senha-da-gestao-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: 'Anúncios' }).click();
  const ads = page.getByTestId('management-ads');
  const pro = ads.getByRole('row').filter({ hasText: 'Conheça o Vetor PRO' });
  await expect(pro).toContainText('Início · todas · 0');
  await snap(page, 'management-ads-desktop');
  await page.getByRole('link', { name: 'Notícias' }).click();
  const news = page.getByTestId('management-news');
  // 13 seeded items and the header, plus any item an earlier spec wrote (news-ads-management.spec.ts).
  await expect(news.getByRole('row').nth(13)).toBeVisible();
  await snap(page, 'management-news-desktop');
});
