import { expect, proUser, snap, test, VIEWPORTS } from './support/fixtures';

// Issue 17's walk: an editor signs in to the management area, edits a disease's section, sees the
// app still show the published text, approves, and sees the new text in the app and in search;
// restores the earlier version; imports a CSV of classes with a preview first.

const TABLET = { width: 768, height: 1024 } as const;
const OLD_TITLE = 'Agente e patogenia';
const NEW_TITLE = 'Agente e patogenia xilofágica';

test('an editor edits, approves and restores a disease section, and imports classes', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/management');
  await page.getByLabel('Usuário').fill('e2e-gestao');
  await page.getByLabel('Senha').fill('e2e-senha-da-gestao-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Itens dos tópicos' })).toBeVisible();
  await page.getByLabel('Filtrar por nome').fill('cinomose');
  await expect(page.getByRole('link', { name: 'Cinomose canina' })).toBeVisible();
  await snap(page, 'management-items-desktop');
  await page.getByRole('link', { name: 'Cinomose canina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cinomose canina' })).toBeVisible();

  const title = page.getByLabel('1 · Macrotítulo: texto');
  await expect(title).toHaveValue(OLD_TITLE);
  await title.fill(NEW_TITLE);
  await snap(page, 'management-editor-desktop');
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(page.getByText('Operação realizada com sucesso.')).toBeVisible();
  await expect(page.getByText(/^Rascunho v\d+$/)).toBeVisible();

  // The app still shows the published version.
  const app = await context.newPage();
  await app.setViewportSize(VIEWPORTS.desktop);
  await app.goto('/item/cinomose');
  await expect(app.getByText(OLD_TITLE, { exact: true }).first()).toBeVisible();
  await expect(app.getByText(NEW_TITLE)).toHaveCount(0);

  await page.getByRole('button', { name: /^Aprovar e publicar/ }).click();
  await expect(page.getByText(/^Publicado v\d+$/)).toBeVisible();

  await app.reload();
  await expect(app.getByText(NEW_TITLE).first()).toBeVisible();
  await app.goto('/items/searches');
  await app.getByTestId('search-input').fill('xilofágica');
  await app.getByTestId('search-input').press('Enter');
  await expect(app.getByTestId('search-hit').filter({ hasText: 'Cinomose' }).first()).toBeVisible();
  await app.close();

  // Compare and restore the earlier version as a new draft.
  await page.getByRole('tab', { name: 'Comparar versões' }).click();
  await expect(page.locator('tr[data-changed]').first()).toBeVisible();
  await snap(page, 'management-compare-desktop');
  await page.getByRole('tab', { name: /^Histórico/ }).click();
  await page.getByRole('button', { name: 'Restaurar como nova versão' }).first().click();
  await expect(page.getByText('Operação realizada com sucesso.').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Conteúdo' }).click();
  await expect(page.getByLabel('1 · Macrotítulo: texto')).toHaveValue(OLD_TITLE);

  // Classes: a CSV import with a preview, then applied.
  await page.getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('heading', { name: 'Classes' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'classes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('nome;categoria\nClasse importada E2E;1\nOutra classe E2E;1\n', 'utf8'),
  });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByText('Prévia: 2 linha(s)')).toBeVisible();
  await snap(page, 'management-import-desktop');
  await page.getByRole('button', { name: 'Aplicar importação' }).click();
  await expect(page.getByText('Importação aplicada: 2 classe(s) nova(s).')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Classes da categoria' })).toContainText('Classe importada E2E');

  // A bad file shows the spec's message and writes nothing.
  await page.locator('input[type=file]').setInputFiles({
    name: 'ruim.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a;b;c;d\n1;2;3;4\n', 'utf8'),
  });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quantidade de colunas inválidas (max 3).' })).toBeVisible();

  await page.setViewportSize(TABLET);
  await snap(page, 'management-classes-tablet');
  // At tablet width the side navigation stays open (the burger is for narrower screens).
  await page.getByRole('link', { name: 'Registro de ações' }).click();
  await expect(page.getByRole('heading', { name: 'Registro de ações' })).toBeVisible();
  await expect(page.getByText('Aprovou e publicou').first()).toBeVisible();
  await snap(page, 'management-audit-tablet');
});
