import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, type TestUser, test } from './support/fixtures';

// News and ads, management half: an editor writes and publishes a news item and schedules an ad for the
// search results with the management forms (pt-BR messages, dd/mm/aaaa dates, an uploaded image);
// a free vet then reads the news item and sees the ad above the search results and the house text
// ad in an item list; both changes are in the audit log. At the end the editor withdraws both, so
// the specs after this one see the library as seeded.

const DESKTOP = { width: 1440, height: 900 } as const;
const TABLET = { width: 768, height: 1024 } as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const reader: TestUser = {
  email: 'leitora-anuncios@teste.vetor.app',
  displayName: 'Clara Livre Teste',
  premium: false,
};
const NEWS_TITLE = 'Monografia de leptospirose canina revisada';
const NEWS_ID = 'monografia-de-leptospirose-canina-revisada';
const AD_TITLE = 'Leptospirose: o que mudou na monografia';

/** dd/mm/aaaa of a day counted from today, in Brasília. */
function brDay(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(day);
}

/** The whole form, at desktop and tablet widths (test-results/screenshots, copied to docs/screenshots). */
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
async function snapForm(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['tablet', TABLET],
  ] as const) {
    // The window grows to the form's height (a full-page capture would paint the fixed header and
    // menu mid-page), so the picture is the whole form at that width.
    await page.setViewportSize(viewport);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an editor writes a news item and schedules an ad; a free user sees both', async ({ page, signInAs }) => {
  await signInAs(reader);
  await page.setViewportSize(DESKTOP);
  await page.goto('/management');
  await page.getByLabel('Usuário').fill('e2e-gestao');
  await page.getByLabel('Senha').fill('e2e-senha-da-gestao-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const nav = page.getByRole('navigation', { name: 'Gestão' });

  // --- the news form ---
  await nav.getByRole('link', { name: 'Notícias' }).click();
  await page.getByRole('link', { name: 'Nova notícia' }).click();
  const news = page.getByTestId('news-form');
  await expect(news.getByRole('textbox', { name: 'Data', exact: true })).toHaveValue(brDay());
  await news.getByRole('button', { name: 'Criar notícia' }).click();
  await expect(news.getByText('Informe um título de 5 a 140 caracteres.')).toBeVisible();
  await expect(news.getByText('Informe um resumo de 10 a 400 caracteres.')).toBeVisible();
  await expect(news.getByText(/Cada bloco precisa de um título/)).toBeVisible();
  await snapForm(page, 'management-news-form-errors');

  await news.getByRole('textbox', { name: 'Título', exact: true }).fill(NEWS_TITLE);
  await expect(news.getByRole('textbox', { name: 'Identificador', exact: true })).toHaveValue(NEWS_ID);
  // A field's message goes as soon as it is changed.
  await expect(news.getByText('Informe um título de 5 a 140 caracteres.')).toHaveCount(0);
  await expect(news.getByText(/^Identificador: de 3 a 100/)).toHaveCount(0);
  await news
    .getByRole('textbox', { name: 'Resumo', exact: true })
    .fill('A monografia de leptospirose ganhou sorovares atuais, diagnóstico por PCR e MAT e o esquema vacinal.');
  await news.getByRole('textbox', { name: 'Link (opcional)', exact: true }).fill('/items/drugs');
  await news.locator('input[type=file]').setInputFiles({ name: 'leptospira.png', mimeType: 'image/png', buffer: PNG });
  await expect(news.getByRole('img', { name: 'Prévia: Foto (opcional)' })).toBeVisible();
  await news.getByRole('textbox', { name: 'Bloco 1: título', exact: true }).fill('O que há de novo');
  await news
    .getByRole('textbox', { name: 'Bloco 1: parágrafos', exact: true })
    .fill('Diagnóstico: PCR no início e MAT pareado depois.\n\nTratamento com doxiciclina por 14 dias.');
  await news.getByRole('textbox', { name: 'Bloco 1: tópicos', exact: true }).fill('Sorovares atuais\nVacinação anual');
  await news.getByRole('switch', { name: 'Publicada (visível no app)' }).check();
  await snapForm(page, 'management-news-form');
  await news.getByRole('button', { name: 'Criar notícia' }).click();
  await expect(page.getByText('Notícia criada.')).toBeVisible();
  const newsRow = page.getByTestId('management-news').getByRole('row').filter({ hasText: NEWS_TITLE });
  await expect(newsRow).toContainText(brDay());

  // --- the ad form ---
  await nav.getByRole('link', { name: 'Anúncios' }).click();
  await page.getByRole('link', { name: 'Novo anúncio' }).click();
  const ad = page.getByTestId('ad-form');
  await choose(page, 'Tipo', 'Lista');
  await ad.getByRole('textbox', { name: 'Título', exact: true }).fill(AD_TITLE);
  await ad
    .getByRole('textbox', { name: 'Texto (opcional)', exact: true })
    .fill('PCR, MAT e doxiciclina: a monografia revisada.');
  await ad
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'leptospira.png', mimeType: 'image/png', buffer: PNG });
  await choose(page, 'Local', 'Resultados da busca');
  await ad.getByRole('textbox', { name: 'Início', exact: true }).fill(brDay(3));
  await ad.getByRole('textbox', { name: 'Fim (último dia no ar)', exact: true }).fill(brDay());
  await ad.getByRole('textbox', { name: 'Link interno (opcional)', exact: true }).fill('leptospirose');
  await ad.getByRole('button', { name: 'Agendar anúncio' }).click();
  await expect(ad.getByText('O fim deve ser uma data dd/mm/aaaa igual ou posterior ao início.')).toBeVisible();
  await expect(ad.getByText(/O link interno deve ser um caminho do Vetor/)).toBeVisible();
  await ad.getByRole('textbox', { name: 'Início', exact: true }).fill(brDay());
  await ad.getByRole('textbox', { name: 'Fim (último dia no ar)', exact: true }).fill(brDay(30));
  await ad.getByRole('textbox', { name: 'Link interno (opcional)', exact: true }).fill('/items/drugs');
  await ad.getByRole('textbox', { name: 'Texto do botão de abrir', exact: true }).fill('Ler agora');
  await snapForm(page, 'management-ad-form');
  await ad.getByRole('button', { name: 'Agendar anúncio' }).click();
  await expect(page.getByText('Anúncio agendado.')).toBeVisible();
  const adRow = page.getByTestId('management-ads').getByRole('row').filter({ hasText: AD_TITLE });
  await expect(adRow).toContainText('Resultados da busca · todas · 0');
  await expect(adRow).toContainText(`${brDay()} a ${brDay(30)}`);

  // Both changes are in the audit log, by this editor.
  await nav.getByRole('link', { name: 'Registro de ações' }).click();
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'Criou notícia' }).first()).toContainText(
    `Notícia ${NEWS_ID}`,
  );
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'Agendou anúncio' }).first()).toContainText(
    'e2e-gestao',
  );

  // --- the free user ---
  await page.goto('/home');
  // The home card opens the newest item: the one just published.
  await expect(page.getByTestId('home-news-card')).toContainText(NEWS_TITLE);
  await page.getByTestId('home-news-card').click();
  const screen = page.getByRole('dialog');
  await expect(screen.getByTestId('news-detail').getByRole('heading', { name: NEWS_TITLE })).toBeVisible();
  await expect(screen.getByTestId('news-detail').getByText('Tratamento com doxiciclina por 14 dias.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/searches?q=leptospirose');
  const searchAds = page.getByTestId('ads-searches');
  await expect(searchAds.getByTestId('ad-list').filter({ hasText: AD_TITLE })).toBeVisible();
  await expect(searchAds.getByTestId('ad-label').first()).toHaveText('Publicidade');
  await expect(page.getByTestId('search-facets')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}ads-searches-desktop.png` });

  await page.goto('/items/drugs');
  await expect(page.getByTestId('ads-items').getByTestId('ad-text_list')).toContainText('Calculadoras clínicas');
  await expect(page.getByTestId('list-search')).toBeVisible();

  // --- withdrawn again: the list switches, also in the audit log ---
  await page.goto('/management/news');
  await page.getByRole('switch', { name: `Publicar ${NEWS_TITLE}` }).press('Space');
  await expect(page.getByRole('switch', { name: `Publicar ${NEWS_TITLE}` })).not.toBeChecked();
  await page.goto('/management/ads');
  await page.getByRole('switch', { name: `Ativar ${AD_TITLE}` }).press('Space');
  await expect(page.getByRole('switch', { name: `Ativar ${AD_TITLE}` })).not.toBeChecked();
  await page.goto('/management/audit');
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'Retirou notícia do ar' }).first()).toBeVisible();
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'Desativou anúncio' }).first()).toBeVisible();
  await page.goto('/searches?q=leptospirose');
  await expect(page.getByTestId('search-facets')).toBeVisible();
  await expect(page.getByTestId('ads-searches')).toHaveCount(0);
});
