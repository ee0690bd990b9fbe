import { expect, freeUser, proUser, snap, test, VIEWPORTS } from './support/fixtures';

// The content walk: a free user lists systemic drugs, filters by system and species, reads a drug's
// doses and products, opens its references, favorites it and finds it under favorites; a premium
// disease sends them to the purchase flow, and a PRO user reads it.

const DRUG = 'Cefalexina';
const DISEASE = 'cardiomiopatia-hipertrofica-felina';

test('a free user filters systemic drugs, reads a drug, favorites it; a premium disease opens the purchase flow', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/items?category=1');
  await expect(page.getByRole('heading', { name: 'Medicamentos Sistêmicos' })).toBeVisible();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await snap(page, 'content-list-phone');

  // Filter by system (Sistemas tab) and by species (Básicos tab).
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByRole('tab', { name: 'Sistemas' }).click();
  await dialog.getByText('Antimicrobianos/Antiparasitários', { exact: true }).click();
  await dialog.getByRole('tab', { name: 'Básicos' }).click();
  await dialog.getByText('Gatos', { exact: true }).click();
  await snap(page, 'content-filter-dialog-phone');
  await dialog.getByRole('button', { name: /Aplicar/ }).click();
  await expect(page.getByTestId('filter-chips')).toContainText('Antimicrobianos/Antiparasitários');
  await expect(page.getByTestId('filter-chips')).toContainText('Gatos');
  await expect(page.getByRole('button', { name: 'Filtros (2 ativos)' })).toBeVisible();
  await expect(page.getByTestId('brands-toggle')).toHaveCount(0);

  await page.getByTestId('list-search').fill('cefalex');
  await page.getByRole('button', { name: DRUG, exact: true }).click();
  await page.waitForURL(/\/categories\/1\/drugs\/cefalexina/);
  await expect(page.getByRole('heading', { level: 1, name: DRUG })).toBeVisible();
  await snap(page, 'content-drug-info-phone');

  await page.getByRole('tab', { name: 'Doses' }).click();
  await expect(page.getByTestId('doses-warning')).toBeVisible();
  await expect(page.getByTestId('dose-card').first()).toBeVisible();
  await snap(page, 'content-drug-doses-phone');
  await page.getByTestId('dose-card').first().click();
  await page.waitForURL(/\/doses\/0/);
  await expect(page.getByTestId('doses-warning')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar às doses' }).click();

  await page.getByRole('tab', { name: 'Produtos' }).click();
  await expect(page.getByText('Produtos veterinários')).toBeVisible();
  await expect(page.getByText('Produtos de uso humano')).toBeVisible();
  await snap(page, 'content-drug-products-phone');
  // Nothing on the page is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByTestId('product-link').first().click();
  await page.waitForURL(/\/categories\/1\/products\//);
  await snap(page, 'content-product-phone');
  await page.goBack();

  await page.getByTestId('drug-references').click();
  const refs = page.getByRole('dialog', { name: 'Referências' });
  await expect(refs.getByTestId('reference-row').first()).toBeVisible();
  await refs
    .getByTestId('reference-row')
    .filter({ hasText: /Nível \d/ })
    .first()
    .click();
  await page.waitForURL('**/references');
  await expect(page.getByTestId('evidence-pyramid')).toBeVisible();
  await expect(page.getByTestId('reference-card')).toContainText(DRUG);
  await snap(page, 'content-references-card-phone');
  await page.goBack();

  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await expect(page.getByText('Adicionado aos favoritos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();

  await page.goto('/items/favorites');
  await expect(page.getByRole('button', { name: DRUG, exact: true })).toBeVisible();

  // A premium disease: the list shows a lock and opening it goes to the purchase flow.
  await page.goto('/items?category=11');
  await page.getByTestId('list-search').fill('cardiomiopatia');
  await page.getByRole('button', { name: /Cardiomiopatia hipertrófica felina \(conteúdo PRO/ }).click();
  await expect(page.getByRole('dialog')).toContainText(/PRO/);
  // The same through a direct link: the server answers 403 and the purchase flow opens.
  await page.goto(`/item/${DISEASE}`);
  await expect(page.getByRole('dialog')).toContainText(/PRO/);
});

test('a PRO user reads the premium disease and its sections', async ({ page, signInAs }) => {
  await signInAs(proUser);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto(`/item/${DISEASE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cardiomiopatia hipertrófica felina' })).toBeVisible();
    await expect(page.getByTestId('item-timeline')).toBeVisible();
    await snap(page, `content-item-${size}`);
  }
  await page.getByTestId('item-timeline').getByRole('link').first().click();
  await page.waitForURL(/\/content\/0\/section\/0/);
  await expect(page.getByRole('button', { name: /Próxima/ })).toBeVisible();
  await page.getByRole('button', { name: /Próxima/ }).click();
  await page.waitForURL(/\/content\/\d+\/section\/\d+/);
});

test('a wide table scrolls inside its own box on a phone, never the page', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/item/bioquimica-serica-valores-de-referencia/content/0/section/0');
  const region = page.getByRole('region', { name: /^Tabela/ }).first();
  await expect(region.getByRole('columnheader', { name: 'Analito' })).toBeVisible();
  const box = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(box.scroll).toBeGreaterThan(box.client);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Reachable by keyboard, so a keyboard user can scroll it.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await snap(page, 'content-table-phone');
});

test('desktop screenshots of the list, filters, drug, product and reference card', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/items?category=1');
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await snap(page, 'content-list-desktop');
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await page.getByRole('dialog', { name: 'Filtros' }).getByRole('tab', { name: 'Sistemas' }).click();
  await snap(page, 'content-filter-dialog-desktop');
  await page.keyboard.press('Escape');
  await page.goto('/categories/1/drugs/cefalexina');
  await expect(page.getByRole('heading', { level: 1, name: DRUG })).toBeVisible();
  await snap(page, 'content-drug-info-desktop');
  await page.getByRole('tab', { name: 'Doses' }).click();
  await snap(page, 'content-drug-doses-desktop');
  await page.getByRole('tab', { name: 'Produtos' }).click();
  await snap(page, 'content-drug-products-desktop');
  await page.getByTestId('product-link').first().click();
  await page.waitForURL(/\/products\//);
  await snap(page, 'content-product-desktop');
  await page.goBack();
  await page.getByTestId('drug-references').click();
  // The reference with an evidence level, so the card shows the pyramid.
  await page
    .getByRole('dialog', { name: 'Referências' })
    .getByTestId('reference-row')
    .filter({ hasText: /Nível \d/ })
    .first()
    .click();
  await page.waitForURL('**/references');
  await expect(page.getByTestId('evidence-pyramid')).toBeVisible();
  await snap(page, 'content-references-card-desktop');
  await page.goto('/items?topic=supplements');
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await snap(page, 'content-photo-list-desktop');
});
