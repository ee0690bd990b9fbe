import type { Page } from '@playwright/test';
import {
  axeViolations,
  DOSE_EXAMPLE,
  expect,
  fillDoseCalculator,
  freeUser,
  proUser,
  test,
  VIEWPORTS,
} from './support/fixtures';

// Every screen a user lands on, checked with axe-core (the engine behind Lighthouse's accessibility
// score) against WCAG 2 A and AA: names, roles, contrast, labels. Lighthouse was run on /home and a
// drug page only, and a faded read-only field on "Meus dados" and the flashcards' unnamed star
// ratings went unseen until a wider run; this keeps every screen in the check.

/** Collects each checked view's axe violations under its name; the test asserts the list is empty. */
function axeLog(page: Page) {
  const failures: string[] = [];
  const check = async (name: string) => {
    for (const v of await axeViolations(page)) failures.push(`${name}: ${v}`);
  };
  return { failures, check };
}

const SIGNED_IN = [
  '/home',
  '/categories/1/drugs/cefalexina',
  '/items?category=1',
  '/items/favorites',
  '/items/recents',
  '/calculators',
  '/calculators/dose-calculator',
  '/calculators/iris-ckd-staging',
  '/searches',
  '/ai-search',
  '/prescriptions',
  '/handouts',
  '/cards',
  '/ddx',
  '/drugs/interactions',
  '/algorithms',
  '/algorithms/emergency-chart?peso=10&especie=cao',
  '/accounts',
  '/subscriptions',
  '/help',
  '/support',
];

// Every screen on a phone; on a desktop, a few that show its own chrome (the side menu, the wide
// layouts): the rest of a screen is the same elements at another width.
const DESKTOP = ['/home', '/categories/1/drugs/cefalexina', '/calculators', '/accounts'];

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`every screen a user lands on passes axe's WCAG A and AA rules and fits the screen (${label})`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const { failures, check } = axeLog(page);
    for (const path of ['/login', '/validation/ZZZZ9999']) {
      await page.goto(path);
      await check(path);
    }
    await signInAs(proUser);
    for (const path of label === 'phone' ? SIGNED_IN : DESKTOP) {
      await page.goto(path);
      await expect(page.locator('#conteudo')).toBeVisible();
      await check(path);
      // Reflow (WCAG 1.4.10): nothing wider than the screen, so no sideways scrolling on a phone.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) failures.push(`${path}: ${width} px wide on a ${viewport.width} px screen`);
    }
    expect(failures).toEqual([]);
  });
}

// The management area, on the desktop its editors use: every list and form screen.
const MANAGEMENT = [
  '/management',
  '/management/drugs',
  '/management/drugs/drugs/acepromazina',
  '/management/classes',
  '/management/topics',
  '/management/news',
  '/management/news/new',
  '/management/ads',
  '/management/ads/new',
  '/management/customers',
  '/management/editors',
  '/management/audit',
  '/management/health',
];

test("the management area's screens pass axe's WCAG A and AA rules", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/management');
  await page.getByLabel('Usuário').fill('e2e-gestao');
  await page.getByLabel('Senha').fill('e2e-senha-da-gestao-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  const { failures, check } = axeLog(page);
  for (const path of MANAGEMENT) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(path);
  }
  expect(failures).toEqual([]);
});

// What opens over a screen: the news screen, the user menu, the news list and the purchases dialog
// a free user meets on premium content (a phone, where they take the whole screen).
test("the screens that open over a page pass axe's WCAG A and AA rules", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await signInAs(freeUser);
  const { failures, check } = axeLog(page);
  await page.goto('/home');
  // Once the latest item is on the card (before, the card opens the list).
  await expect(page.getByTestId('home-news-card')).toContainText(/de \d{4}/);
  await page.getByTestId('home-news-card').click();
  await expect(page.getByTestId('news-detail')).toBeVisible();
  await check('news item');
  // The focus follows the view (the back button, then the row just read), never left on the body.
  await expect(page.getByRole('button', { name: 'Voltar às notícias' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('news-detail')).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveAttribute('data-testid', /^news-row-/);
  await check('news list');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('user-button').click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await check('user menu');
  await page.goto('/item/cardiomiopatia-hipertrofica-felina');
  await expect(page.getByTestId('paywall').getByTestId('plan-va_pro_monthly')).toBeVisible();
  await check('purchases dialog');
  expect(failures).toEqual([]);
});

// The dialogs and results of the clinic's workflows: choosing a patient and the owner wizard of a
// prescription, the flashcards' choice, checkpoint and card, a dose result, and the differential
// diagnosis's signs, ranking and diagnosis (a PRO user on a phone).
test("the workflows' dialogs pass axe's WCAG A and AA rules", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await signInAs(proUser);
  const { failures, check } = axeLog(page);
  await page.goto('/prescriptions');
  await page.getByTestId('pick-patient').click();
  await page.getByTestId('patient-search-input').fill('Inexistente');
  await expect(page.getByTestId('patients-no-data')).toBeVisible();
  await check('patient search');
  await page.getByTestId('new-owner').click();
  await expect(page.getByRole('dialog').getByLabel('Nome completo do tutor')).toBeVisible();
  await check('owner wizard');

  await page.goto('/categories/1/drugs/furosemida');
  await page.getByRole('button', { name: 'Flashcards' }).click();
  await expect(page.getByRole('dialog', { name: 'Escolha o que estudar' })).toBeVisible();
  await check('flashcards choice');
  await page.getByTestId('selection-start').click();
  await expect(page.getByTestId('study-checkpoint')).toBeVisible();
  await check('flashcards checkpoint');
  await page.getByTestId('study-start').click();
  await page.getByTestId('flip-card').click();
  await expect(page.getByTestId('card-answer')).toBeVisible();
  await check('flashcard answer');

  await page.goto('/calculators/dose-calculator/custom');
  await fillDoseCalculator(page, DOSE_EXAMPLE);
  await expect(page.getByTestId('calculator-placeholder')).toHaveCount(0);
  await check('dose result');

  await page.goto('/ddx');
  await page.getByText('Gato', { exact: true }).click();
  await page.getByText('Macho', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const signs = page.getByRole('combobox', { name: 'Sinais clínicos' });
  for (const option of ['Poliúria', 'Polidipsia']) {
    await signs.click();
    await signs.fill(option.slice(0, 5));
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await check('ddx signs');
  await page.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(page.getByTestId('ddx-results')).toBeVisible();
  await check('ddx results');
  await page.getByTestId('ddx-results').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('ddx diagnosis');
  expect(failures).toEqual([]);
});
