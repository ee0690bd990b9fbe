import type { Browser, Page } from '@playwright/test';
import {
  axeViolations,
  discardOpenDrafts,
  expect,
  mintSession,
  proUser,
  snap,
  test,
  VIEWPORTS,
} from './support/fixtures';

// The prescriptions walk: a vet (the seeded demo PRO account, a professional with CRMV-SP) registers an owner
// and a dog, prescribes a drug through the dose flow with the embedded calculator and a free-text
// item, reorders and moves one to a second guide, reviews the PDF guides, shares them by e-mail
// (read back from the local outbox) and WhatsApp, opens the public link logged out, validates the
// prescription through its validation URL and repeats it. A student is sent to complete the
// registration. Screenshots at 360 px and desktop.

const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };

async function signInDemo(page: Page) {
  const res = await page.request.post(`/api/login/emails/${encodeURIComponent(DEMO.email)}/passwords`, {
    headers: { 'x-password': DEMO.password, 'x-api-key': 'vetor-web' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const session = (await res.json()) as { token: string; tokenExpire: number; user: unknown };
  await page.addInitScript(
    (s) => {
      if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
    },
    { user: session.user, token: session.token, tokenExpire: session.tokenExpire },
  );
}

const dialog = (page: Page) => page.getByRole('dialog').last();
async function next(page: Page) {
  await dialog(page)
    .getByRole('button', { name: /Próximo|Salvar/ })
    .click();
}
async function confirmWith(page: Page, label: string | RegExp) {
  await dialog(page).getByRole('button', { name: label }).click();
}

async function loggedOut(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

test('a student is sent to complete the professional registration', async ({ page }) => {
  const session = await mintSession({
    email: 'aluna@teste.vetor.app',
    displayName: 'Bia Aluna Teste',
    premium: false,
  });
  session.user.questions = { veterinaryStatus: 2 };
  await page.addInitScript((s) => window.localStorage.setItem('vetor:user', JSON.stringify(s)), session);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/prescriptions');
  await expect(page.getByTestId('registration-required')).toBeVisible();
  await snap(page, 'prescriptions-phone-00-student');
  await page.getByTestId('complete-registration').click();
  await expect(dialog(page).getByText('Complete seu cadastro profissional')).toBeVisible();
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`owner, dog, two guides, share by e-mail and WhatsApp, public link, validation, repeat (${size})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const shot = (step: string) => snap(page, `prescriptions-${size}-${step}`);
    await page.setViewportSize(viewport);
    // The journey starts with no open draft (the screen reopens one; other specs share the account).
    await discardOpenDrafts(proUser);
    await signInDemo(page);
    await page.goto('/home');
    await page.getByTestId('home-prescriptions-card').click();
    await expect(page).toHaveURL(/\/prescriptions$/);
    await expect(page.getByTestId('start-prescription')).toBeDisabled();
    await shot('01-empty');

    // Owner, then the dog, through the wizards.
    const suffix = size === 'phone' ? '1' : '2';
    const cpf = size === 'phone' ? '390.533.447-05' : '111.444.777-35';
    await page.getByTestId('pick-patient').click();
    await page.getByTestId('patient-search-input').fill('zz');
    await expect(dialog(page).getByText('Digite ao menos 3 letras para buscar.')).toBeVisible();
    await page.getByTestId('patient-search-input').fill('Inexistente');
    await expect(page.getByTestId('patients-no-data')).toBeVisible();
    await page.getByTestId('new-owner').click();
    await dialog(page)
      .getByLabel('Nome completo do tutor')
      .fill(`Mariana Conceição ${suffix === '1' ? 'Alves' : 'Brito'}`);
    await next(page);
    await dialog(page).getByLabel('CPF do tutor').pressSequentially('12345678900');
    await next(page);
    await expect(
      dialog(page).getByText('CPF inválido', { exact: false }).or(dialog(page).locator('.mantine-InputWrapper-error')),
    ).toBeVisible();
    await dialog(page).getByLabel('CPF do tutor').fill('');
    await dialog(page).getByLabel('CPF do tutor').pressSequentially(cpf.replace(/\D/g, ''));
    await expect(dialog(page).getByLabel('CPF do tutor')).toHaveValue(cpf);
    await next(page);
    await dialog(page)
      .getByLabel(/E-mail do tutor/)
      .fill('mariana@tutora.example');
    await next(page);
    await dialog(page)
      .getByLabel(/Celular do tutor/)
      .pressSequentially('11987654321');
    await expect(dialog(page).getByLabel(/Celular do tutor/)).toHaveValue('(11) 98765-4321');
    await next(page);
    await dialog(page)
      .getByLabel(/Endereço do tutor/)
      .fill('Rua das Acácias, 45, Pinheiros, São Paulo/SP');
    await shot('02-owner-wizard');
    await next(page);
    await page.getByTestId('add-patient').click();
    await dialog(page).getByLabel('Qual é o nome do paciente?').fill('Thor');
    await next(page);
    await next(page); // Cão is preselected
    await dialog(page).getByLabel('Qual é a raça?').fill('Labrador');
    await page.getByRole('option', { name: 'Labrador Retriever' }).click();
    await next(page);
    await next(page); // Macho
    await next(page); // no birthday
    await dialog(page).getByLabel('Idade (anos)').fill('5');
    await next(page);
    await dialog(page).getByLabel('Peso').fill('32,5');
    await shot('03-patient-wizard');
    await next(page);
    await expect(page.getByTestId('selected-patient')).toHaveText('Thor');

    // Item 1: tramadol through the dose flow and the embedded calculator.
    await page.getByTestId('start-prescription').click();
    await page.getByTestId('item-search-input').fill('tramadol');
    await page.getByTestId('item-result').first().click();
    await expect(dialog(page).getByText('Medicamento controlado')).toBeVisible();
    await next(page);
    await page.getByTestId('dose-option').first().click();
    await shot('04-dose');
    await next(page);
    await next(page); // presentation: the calculator fills it
    await expect(page.getByTestId('dispense-result')).toContainText('Dose dada: 3,08 mg/kg');
    await shot('05-calculator');
    await page.getByTestId('use-calculation').click();
    await next(page); // route
    await expect(page.getByTestId('posology')).toHaveValue(
      'Dar 2 cápsulas de 50 mg por via oral a cada 8 horas por 7 dias.',
    );
    await next(page);
    await page.getByTestId('quantity').fill('1 caixa com 30 cápsulas');
    await next(page);
    await next(page); // guide 1
    await expect(page.getByTestId('draft-item')).toHaveCount(1);

    // Item 2: free text on the same guide, then reordered and moved to a new guide.
    await page.getByTestId('add-item').click();
    await page.getByTestId('free-text-item').click();
    await page.getByTestId('free-text-name').fill('Banho com xampu de clorexidina 2%');
    await next(page);
    await next(page); // route
    await page
      .getByTestId('posology')
      .fill('Banho a cada 3 dias por 3 semanas, deixando a espuma agir por 10 minutos.');
    await next(page);
    await page.getByTestId('quantity').fill('1 frasco');
    await next(page);
    await next(page); // guide 1
    await expect(page.getByTestId('draft-item')).toHaveCount(2);
    await expect(page.getByTestId('draft-item-title').first()).toContainText('1. Tramadol');

    const handle = page.getByTestId('drag-handle').nth(1);
    // Keyboard dragging (space, arrow, space), with a pause for each step to be taken in.
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('draft-item-title').first()).toContainText('1. Banho com xampu');
    await shot('06-draft-reordered');

    await page.getByRole('button', { name: /Editar Banho com xampu/ }).click();
    for (let i = 0; i < 4; i++) await next(page);
    await page.getByTestId('guide-choice-1').click();
    await next(page);
    await expect(page.getByTestId('guide-tab-1')).toBeVisible();
    await expect(page.getByTestId('draft-item')).toHaveCount(1);
    await page.getByTestId('guide-tab-1').click();
    await expect(page.getByTestId('draft-item-title')).toContainText('1. Banho com xampu');
    await shot('07-two-guides');

    // Review: the guides are generated and shown.
    await page.getByTestId('review-send').click();
    await expect(page).toHaveURL(/\/prescriptions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('tab', { name: 'Guia 2' })).toBeVisible();
    await expect(page.getByTestId('open-pdf')).toBeVisible();
    await page.waitForTimeout(1500); // the browser's PDF viewer draws the guide
    await shot('08-summary');
    const rxId = page.url().split('/').at(-1) as string;

    // Share by e-mail: confirmation, dialog, owner contact, then the message in the outbox.
    await page.getByTestId('summary-continue').click();
    await confirmWith(page, 'Continuar');
    await expect(page.getByTestId('controlled-note')).toBeVisible();
    // Every available handout is listed; only the prescribed drug's (tramadol) starts checked.
    await expect(dialog(page).getByRole('checkbox', { name: 'Tramadol: remédio para dor' })).toBeChecked();
    await expect(dialog(page).getByRole('checkbox', { name: 'Diabetes no cão' })).not.toBeChecked();
    const handoutBoxes = dialog(page).getByRole('checkbox');
    expect(await handoutBoxes.count()).toBeGreaterThanOrEqual(40);
    await expect(dialog(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(page.getByTestId('share-continue')).toBeDisabled();
    await page.getByTestId('share-option-2').click();
    await shot('09-share-dialog');
    await page.getByTestId('share-continue').click();
    await expect(dialog(page).getByLabel('E-mail do tutor')).toHaveValue('mariana@tutora.example');
    await next(page);
    await expect(page.getByTestId('share-result')).toBeVisible();
    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
      messages: { to: string; subject: string; text: string; attachments: { filename: string; size: number }[] }[];
    };
    const mail = outbox.messages.find((m) => m.to === 'mariana@tutora.example');
    expect(mail?.subject).toBe('Receita de Thor — Dra. Demonstração Vetor');
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['Receita 1.pdf', 'Receita 2.pdf']);
    const link = (await page.getByTestId('share-link').textContent()) as string;
    expect(mail?.text).toContain(link);

    // Share by WhatsApp: the phone confirmed, the wa.me link with 55 and the digits.
    await page.getByTestId('summary-continue').click();
    await page.getByTestId('share-option-3').click();
    await page.getByTestId('share-continue').click();
    await expect(dialog(page).getByLabel(/Celular do tutor/)).toHaveValue('(11) 98765-4321');
    const popup = page.waitForEvent('popup').catch(() => null);
    await next(page);
    await popup;
    await expect(page.getByTestId('whatsapp-link')).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
    await expect(page.getByText('Se você não for redirecionado')).toBeVisible();
    await shot('10-shared');

    // The public link, logged out.
    const owner = await loggedOut(browser, viewport);
    await owner.goto(link);
    await expect(owner.getByTestId('public-share')).toBeVisible();
    await expect(owner.getByTestId('public-file')).toHaveCount(2);
    const pdf = await owner.request.get(`/api/patients/shares/${link.split('/').at(-1)}/files/1`);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await snap(owner, `prescriptions-${size}-11-public-share`);
    expect(await axeViolations(owner)).toEqual([]);
    // Each handout sent with the prescription opens from the same link, with this prescription's posology.
    await owner.getByTestId('public-share-handout').filter({ hasText: 'Tramadol' }).click();
    await expect(owner.getByTestId('public-handout')).toBeVisible();
    await expect(owner.getByTestId('public-handout-posology')).toContainText('Tramadol');
    await snap(owner, `prescriptions-${size}-11b-public-handout`);
    await owner.goBack();

    // The validation page the QR code opens.
    const detail = await page.evaluate(async (id) => {
      const s = JSON.parse(localStorage.getItem('vetor:user') as string);
      const r = await fetch(`/api/patients/prescriptions/${id}`, { headers: { authorization: `Bearer ${s.token}` } });
      return r.json();
    }, rxId);
    await owner.goto(`/validation/${detail.prescription.validationCode}`);
    await expect(owner.getByTestId('validation')).toContainText('CRMV-SP 12345');
    await expect(owner.getByTestId('validation')).toContainText('Thor');
    await snap(owner, `prescriptions-${size}-12-validation`);
    expect(await axeViolations(owner)).toEqual([]);
    await owner.context().close();

    // Repeat: the items come back as a new draft.
    await page.getByTestId('repeat-prescription').click();
    await expect(page).toHaveURL(/\/prescriptions$/);
    await expect(page.getByTestId('draft-item')).toHaveCount(1);
    await expect(page.getByTestId('guide-tab-1')).toBeVisible();
    await shot('13-repeated');
  });
}

test('an unknown validation code says so, and the page goes quiet (its error answer is let go)', async ({ page }) => {
  await page.goto('/validation/ZZZZ9999');
  await expect(page.getByText('Nenhuma prescrição encontrada com este código.')).toBeVisible();
  // An error answer whose body was never read kept its request open: the page never went idle.
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
});
