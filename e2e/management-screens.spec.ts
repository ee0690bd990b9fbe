import type { Page } from '@playwright/test';
import { E2E_PORT } from './support/constants';
import { expect, freeUser, mintSession, snap, test } from './support/fixtures';

// The management area's operations screens: an administrator looks a customer up and blocks the
// account, adds a member to the team and disables them, and opens a content-health problem in the
// drug editor, fixes it and sees it leave the list. Screenshots at desktop and tablet widths.

const WIDE = { width: 1440, height: 900 } as const;
const TABLET = { width: 768, height: 1024 } as const;
const API = `http://127.0.0.1:${E2E_PORT}/api`;
const ADMIN = { user: 'e2e-gestao', password: 'e2e-senha-da-gestao-1' };

/** The global alert covers part of the screen: closed before a screenshot (it says what the test checked). */
async function closeAlert(page: Page) {
  await page.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(page.getByRole('button', { name: 'Fechar aviso' })).toHaveCount(0);
}

async function managementCall(token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

test('an administrator blocks a customer, manages the team and fixes a content-health problem', async ({
  page,
  browser,
}) => {
  // A customer to look up: a new free account.
  const customer = await mintSession(freeUser);
  const email = String(customer.user.email);

  // A problem for the health page: ursodiol loses its cat doses (published through the real API).
  const login = await fetch(`${API}/management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const drug = await managementCall(login.token, 'GET', '/management/entities/drugs/ursodiol');
  const withoutCats = {
    ...drug.content,
    doses: drug.content.doses.map((d: { animals: number[] }) => ({ ...d, animals: [1] })),
  };
  await managementCall(login.token, 'POST', '/management/entities/drugs/ursodiol', withoutCats);
  await managementCall(login.token, 'POST', '/management/entities/drugs/ursodiol/approvals', { available: true });

  await page.setViewportSize(WIDE);
  await page.goto('/management/customers');
  await page.getByLabel('Usuário').fill(ADMIN.user);
  await page.getByLabel('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  // --- customers -------------------------------------------------------------------------------
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  const search = page.getByLabel('uid ou e-mail do cliente');
  await search.fill('ana');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(/Informe o uid completo/)).toBeVisible();
  await search.fill(email);
  await search.press('Enter');
  await page.getByRole('link', { name: freeUser.displayName }).click();
  await expect(page.getByRole('heading', { level: 1, name: freeUser.displayName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assinatura' })).toBeVisible();
  await page.getByLabel('Telefone').fill('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await snap(page, 'management-customers-desktop');
  await page.getByRole('button', { name: 'Bloquear conta' }).click();
  await page.getByRole('dialog', { name: 'Bloquear esta conta?' }).getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Conta bloqueada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desbloquear conta' })).toBeVisible();
  // The block takes effect at once: the customer's token is refused.
  const refused = await fetch(`${API}/login/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ displayName: freeUser.displayName }),
  });
  expect([401, 403]).toContain(refused.status);
  await closeAlert(page);
  await page.setViewportSize(TABLET);
  await snap(page, 'management-customers-tablet');
  await page.setViewportSize(WIDE);

  // --- editors (the team) ----------------------------------------------------------------------
  await page.getByRole('link', { name: 'Equipe da gestão' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe da gestão' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Usuário', exact: true }).fill('e2e-revisora');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Revisora E2E');
  await page.getByLabel('Senha inicial').fill('curta');
  await page.getByRole('button', { name: 'Criar acesso' }).click();
  await expect(page.getByText('A senha precisa de ao menos 10 caracteres, com letras e números.')).toBeVisible();
  await page.getByLabel('Senha inicial').fill('senha-da-revisora-1');
  await page.getByRole('button', { name: 'Criar acesso' }).click();
  await expect(page.getByText('Acesso criado para Revisora E2E (e2e-revisora).')).toBeVisible();
  const row = page.getByTestId('editor-e2e-revisora');
  await expect(row).toContainText('Editor');
  await expect(row).toContainText('Ativo');
  await closeAlert(page);
  await snap(page, 'management-editors-desktop');
  // Profile 2 sees neither customers nor the team in the menu, and an address typed by hand says why.
  const other = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pt-BR',
    serviceWorkers: 'block',
  });
  const editorPage = await other.newPage();
  await editorPage.goto('/management/customers');
  await editorPage.getByLabel('Usuário').fill('e2e-revisora');
  await editorPage.getByLabel('Senha').fill('senha-da-revisora-1');
  await editorPage.getByRole('button', { name: 'Entrar' }).click();
  await expect(editorPage.getByText('Somente administradores (perfil 1) acessam esta tela.')).toBeVisible();
  const menu = editorPage.getByRole('navigation', { name: 'Gestão' });
  await expect(menu.getByRole('link', { name: 'Saúde do conteúdo' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Clientes' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Equipe da gestão' })).toHaveCount(0);
  await other.close();
  await page.getByRole('button', { name: 'Desativar e2e-revisora' }).click();
  await expect(row).toContainText('Desativado');
  // The disabled member cannot sign in.
  const denied = await fetch(`${API}/management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'e2e-revisora', password: 'senha-da-revisora-1' }),
  });
  expect(denied.status).toBe(401);
  await closeAlert(page);
  await page.setViewportSize(TABLET);
  await snap(page, 'management-editors-tablet');
  await page.setViewportSize(WIDE);

  // --- content health --------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Saúde do conteúdo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saúde do conteúdo' })).toBeVisible();
  await page.getByRole('tab', { name: /^Sem doses \(\d+\)$/ }).click();
  const problems = page.getByRole('table', { name: 'Sem doses por espécie' });
  await expect(problems.getByRole('row').filter({ hasText: 'Ácido ursodesoxicólico' })).toContainText('Gato');
  await snap(page, 'management-health-desktop');
  await page.setViewportSize(TABLET);
  await snap(page, 'management-health-tablet');
  await page.setViewportSize(WIDE);

  // The link opens the drug editor on its doses; giving a dose back to cats and publishing fixes it.
  await problems.getByRole('link', { name: 'Ácido ursodesoxicólico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ácido ursodesoxicólico' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Doses/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByText('Dose 1: espécies', { exact: true }).locator('xpath=..').getByLabel('Gatos').check();
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(page.getByText('Operação realizada com sucesso.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar e publicar' }).click();
  // Disabled once published; a publish rebuilds the library's search documents first (seconds).
  await expect(page.getByRole('button', { name: 'Aprovar e publicar' })).toBeDisabled({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Saúde do conteúdo' }).click();
  await page.getByRole('tab', { name: /^Sem doses/ }).click();
  await expect(page.getByRole('tabpanel').getByText('Ácido ursodesoxicólico')).toHaveCount(0);
});
