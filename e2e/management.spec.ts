import { expect, proUser, snap, test, VIEWPORTS } from './support/fixtures';

// The management walk: an editor signs in to the management area, edits a disease's section, sees the
// app still show the published text, approves, and sees the new text in the app and in search;
// restores the earlier version; imports a CSV of classes with a preview first.

const TABLET = { width: 768, height: 1024 } as const;
const OLD_TITLE = 'Agente e patogenia';
const NEW_TITLE = 'Agente e patogenia xilofágica';

/** A publish answers after the library's search documents are rebuilt: seconds, growing with the library. */
const PUBLISH_MS = 30_000;

test('an editor edits, approves and restores a disease section, and imports classes', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/management');
  await page.getByLabel('Usuário').fill('e2e-gestao');
  // A wrong password first: the audit log at the end of this walk shows it.
  await page.getByLabel('Senha').fill('senha-errada-da-gestao-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Usuário ou senha incorretos.')).toBeVisible();
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
  // A cleared field is named as the form names it, in pt-BR (before: "sections › 0 › title: Too small…").
  await title.fill('');
  const problem = page.getByTestId('item-problem');
  await expect(problem).toContainText('Seção 1 › Texto: obrigatório numa seção de texto.');
  await expect(problem).not.toContainText(/Too small|expected|Invalid/);
  await title.fill(NEW_TITLE);
  await expect(problem).toBeHidden();
  await snap(page, 'management-editor-desktop');
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(page.getByText('Operação realizada com sucesso.')).toBeVisible();
  const draft = page.getByText(/^Rascunho v\d+$/);
  await expect(draft).toBeVisible();
  const draftVersion = (await draft.textContent())?.replace(/\D/g, '');

  // The app still shows the published version.
  const app = await context.newPage();
  await app.setViewportSize(VIEWPORTS.desktop);
  await app.goto('/item/cinomose');
  await expect(app.getByText(OLD_TITLE, { exact: true }).first()).toBeVisible();
  await expect(app.getByText(NEW_TITLE)).toHaveCount(0);

  await page.getByRole('button', { name: /^Aprovar e publicar/ }).click();
  // The draft's own number: "Publicado v1" of the version before would pass at once and race the
  // publish. A publish rebuilds the library's search documents before it answers (seconds, more on
  // a loaded host), hence the longer wait.
  await expect(page.getByText(`Publicado v${draftVersion}`, { exact: true })).toBeVisible({ timeout: PUBLISH_MS });

  await app.reload();
  await expect(app.getByText(NEW_TITLE).first()).toBeVisible();
  await app.goto('/items/searches');
  await app.getByTestId('search-input').fill('xilofágica');
  await app.getByTestId('search-input').press('Enter');
  await expect(app.getByTestId('search-hit').filter({ hasText: 'Cinomose' }).first()).toBeVisible();
  await app.close();

  // Compare and restore the earlier version as a new draft.
  await page.getByRole('tab', { name: 'Comparar versões' }).click();
  await expect(page.locator('tbody[data-status="changed"]').first()).toBeVisible();
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

  // Filters by action: failed management sign-ins are in the log, read in words, on a phone too.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole('combobox', { name: 'Ação' }).fill('Falhou');
  await page.getByRole('option', { name: 'Falhou ao entrar na gestão' }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toContainText('Falhou ao entrar na gestão');
  await expect(entries.first()).toContainText('Motivo:');
  await expect(entries.filter({ hasNotText: 'Falhou ao entrar na gestão' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, 'management-audit-phone');
});

// Content editing: a new subtopic and item built with the structured editor (paragraphs,
// a table with an added row, an uploaded photo, a checked video URL, a reference), published with
// the subtopic's approval and read in the app; then the drug editor.
const WIDE = { width: 1440, height: 900 } as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an editor builds a new item with the structured editor and publishes its subtopic', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(proUser);
  await page.setViewportSize(WIDE);
  await page.goto('/management/topics');
  await page.getByLabel('Usuário').fill('e2e-gestao');
  await page.getByLabel('Senha').fill('e2e-senha-da-gestao-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Tópicos e subtópicos' })).toBeVisible();

  const newSub = page.getByLabel('Nome do novo subtópico em Tratamento');
  await newSub.fill('Oftalmologia E2E');
  await newSub
    .locator('xpath=ancestor::div[contains(@class,"mantine-Group-root")][1]')
    .getByRole('button', { name: 'Criar subtópico' })
    .click();
  await expect(page.getByRole('link', { name: 'Oftalmologia E2E' })).toBeVisible();
  await snap(page, 'management-topics-desktop');
  await page.getByRole('link', { name: 'Oftalmologia E2E' }).click();
  await page.getByLabel('Nome do novo item').fill('Úlcera de córnea E2E');
  await page.getByRole('button', { name: 'Criar item (rascunho)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Úlcera de córnea E2E' })).toBeVisible();

  await page.getByLabel(/^1\.1 · Parágrafos: parágrafos/).fill('Fluoresceína positiva confirma a úlcera de córnea.');
  // A table, with a row added.
  await page.getByRole('button', { name: 'Adicionar subseção em 1', exact: true }).click();
  await page.getByRole('menuitem', { name: '5 · Tabela' }).click();
  await page.getByLabel('1.2: linha 1, coluna 1').fill('Superficial');
  await page.getByLabel('1.2: linha 1, coluna 2').fill('Colírio antibiótico');
  await page.getByRole('button', { name: 'Adicionar linha' }).click();
  await page.getByLabel('1.2: linha 2, coluna 1').fill('Melting');
  await page.getByLabel('1.2: linha 2, coluna 2').fill('Colírio antiprotease');
  // A photo carousel with an uploaded photo.
  await page.getByRole('button', { name: 'Adicionar subseção em 1', exact: true }).click();
  await page.getByRole('menuitem', { name: '6 · Fotos' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'olho-corado.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('1.3: foto 1, texto alternativo')).toHaveValue('olho corado');
  // A video: only https player URLs of the allowed hosts.
  await page.getByRole('button', { name: 'Adicionar subseção em 1', exact: true }).click();
  await page.getByRole('menuitem', { name: '8 · Vídeo' }).click();
  const video = page.getByLabel('1.4 · Vídeo: endereço do player');
  await video.fill('http://example.com/video.mp4');
  await expect(page.getByText(/Use o endereço de player \(https\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar nova versão' })).toBeDisabled();
  await video.fill('https://www.youtube-nocookie.com/embed/abcdef123');
  await page
    .getByLabel('Referência 1: obra')
    .fill("Maggs DJ, Miller PE, Ofri R. Slatter's Fundamentals of Veterinary Ophthalmology");
  await page.getByLabel('Referência 1: ano').fill('2018');
  await snap(page, 'management-structured-editor-desktop');
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(page.getByText('Operação realizada com sucesso.').first()).toBeVisible();
  await page.setViewportSize(TABLET);
  await snap(page, 'management-structured-editor-tablet');
  await page.setViewportSize(WIDE);

  // Nobody reads the draft; the subtopic's approval publishes it.
  const app = await context.newPage();
  await app.goto('/item/ulcera-de-cornea-e2e');
  await expect(app.getByText('Fluoresceína positiva confirma a úlcera de córnea.')).toHaveCount(0);
  await page.goto('/management/topics/tratamento/subtopics/oftalmologia-e2e');
  await page.getByRole('button', { name: /^Aprovar e publicar o subtópico/ }).click();
  await expect(page.getByText(/^Publicado v2$/)).toBeVisible({ timeout: PUBLISH_MS });
  await snap(page, 'management-subtopic-desktop');
  // The draft's visit ended on the home page (no such item yet); the same link now opens it.
  await app.goto('/item/ulcera-de-cornea-e2e');
  await expect(app.getByRole('heading', { level: 1, name: 'Úlcera de córnea E2E' })).toBeVisible();
  await app.getByRole('link', { name: 'Seção 1' }).click();
  await expect(app.getByText('Fluoresceína positiva confirma a úlcera de córnea.').first()).toBeVisible();
  await app.close();

  // The drug editor.
  await page.getByRole('link', { name: 'Medicamentos' }).click();
  await page.getByLabel('Buscar por nome').fill('acepro');
  await page.getByRole('link', { name: 'Acepromazina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acepromazina' })).toBeVisible();
  await page.getByRole('tab', { name: /^Doses/ }).click();
  await expect(page.getByLabel('Dose 1: dose')).toBeVisible();
  await snap(page, 'management-drug-desktop');
  await page.setViewportSize(TABLET);
  await snap(page, 'management-drug-tablet');
});
