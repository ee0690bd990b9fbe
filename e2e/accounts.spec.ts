import type { Page } from '@playwright/test';
import { expect, maskedCpf, newCpf, signOutThroughMenu, snap, test, VIEWPORTS } from './support/fixtures';

// The accounts walk: a new user signs up with the e-mail code (read from the local outbox), creates a
// password, completes the questionnaire, lands on home, edits a field in /accounts, signs out and
// signs in again with the password. Screenshots of each step at phone and desktop size.

async function latestCode(page: Page, email: string): Promise<string> {
  const res = await page.request.get('/dev/outbox.json');
  const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
  const code = messages.find((m) => m.to === email)?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`sign-up by code, questionnaire, edit, sign-out and password sign-in (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `nova.${size}.${Date.now()}@clinica.com.br`;
    const cpf = newCpf();
    const shot = (step: string) => snap(page, `accounts-${size}-${step}`);

    await page.goto('/login');
    if (size === 'phone') {
      await expect(page.getByTestId('login-start')).toBeVisible();
      await shot('01-landing');
      await page.getByTestId('login-start').click();
    }
    const card = page.getByTestId('login-card');
    await expect(card).toBeVisible();
    if (size === 'desktop') await shot('01-landing');

    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-continue').click();
    await expect(page.getByTestId('login-repeat-email')).toBeVisible();
    await shot('02-repeat-email');
    await page.getByTestId('login-repeat-email').fill('outro@clinica.com.br');
    await page.getByTestId('login-continue').click();
    await expect(page.getByText('Os e-mails informados não coincidem.')).toBeVisible();
    await page.getByTestId('login-repeat-email').fill(email);
    await page.getByTestId('login-continue').click();

    await expect(card).toHaveAttribute('data-step', '1');
    await page.getByTestId('login-password').fill('vet2026abc');
    await page.getByTestId('login-password-confirmation').fill('vet2026abc');
    await shot('03-create-password');
    await page.getByTestId('login-password-submit').click();

    await expect(card).toHaveAttribute('data-step', '2');
    const verify = page.getByTestId('login-verify');
    await expect(verify).toBeDisabled();
    const code = await latestCode(page, email);
    const inputs = page.getByTestId('login-code').locator('input');
    await inputs.first().click();
    await page.keyboard.type(code);
    await expect(verify).toBeEnabled();
    await shot('04-code');
    await verify.click();

    await page.waitForURL('**/registration');
    await page.getByTestId('field-displayName').fill('Carla Mendes Rocha');
    await page.getByTestId('field-birthday').fill('15031992');
    await expect(page.getByTestId('field-birthday')).toHaveValue('15/03/1992');
    await page.getByTestId('field-cpf').fill(cpf);
    await expect(page.getByTestId('field-cpf')).toHaveValue(maskedCpf(cpf));
    await shot('05-registration-basic');
    await page.getByTestId('registration-next').click();

    await expect(page.getByTestId('registration')).toHaveAttribute('data-step', 'status');
    await page.getByTestId('registration-next').click();
    await expect(page.getByText('Campo obrigatório.')).toBeVisible();
    await page.getByTestId('status-1').click();
    await shot('06-registration-status');
    await page.getByTestId('registration-next').click();

    await expect(page.getByTestId('registration')).toHaveAttribute('data-step', 'education');
    await page.getByTestId('field-courseCompletion').fill('2016');
    await page.getByTestId('field-crmvNumber').fill('45678');
    await page.getByTestId('registration-next').click();
    await expect(page.getByText('Campo obrigatório.')).toBeVisible();
    await page.getByTestId('field-crmvState').click();
    await page.getByRole('option', { name: 'SP – São Paulo' }).click();
    await shot('07-registration-education');
    await page.getByTestId('registration-next').click();

    await expect(page.getByTestId('registration')).toHaveAttribute('data-step', 'interests');
    await page.getByText('Medicina Felina').click();
    await page.getByText('Oncologia').click();
    await shot('08-registration-interests');
    await page.getByTestId('registration-next').click();

    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { name: /Olá, .*Carla/ })).toBeVisible();
    await shot('09-home');

    await page.goto('/accounts');
    await expect(page.getByTestId('account-email')).toContainText(email);
    await expect(page.getByTestId('account-cpf')).toContainText(maskedCpf(cpf));
    await expect(page.getByTestId('account-crmv')).toBeVisible();
    await shot('10-accounts');
    await page.getByTestId('account-displayName').click();
    await page.waitForURL('**/registration/displayName');
    await expect(page.getByTestId('registration-back')).toHaveCount(0);
    await page.getByTestId('field-displayName').fill('Carla');
    await page.getByTestId('registration-next').click();
    await expect(page.getByText('Informe o nome completo, sem abreviações.')).toBeVisible();
    await page.getByTestId('field-displayName').fill('Carla Mendes Rocha Lima');
    await shot('11-edit-field');
    await page.getByTestId('registration-next').click();
    await page.waitForURL('**/accounts');
    await expect(page.getByTestId('account-displayName')).toContainText('Carla Mendes Rocha Lima');
    // Back on "Meus dados" after the save: the trail returns to it instead of naming it twice.
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toHaveText(/^Início\s*›?\s*Meus dados$/);
    await shot('12-accounts-saved');

    await signOutThroughMenu(page);
    expect(await page.evaluate(() => window.localStorage.getItem('vetor:user'))).toBeNull();

    if (size === 'phone') await page.getByTestId('login-start').click();
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-continue').click();
    await expect(card).toHaveAttribute('data-step', '1');
    await expect(page.getByTestId('login-forgot')).toBeVisible();
    await page.getByTestId('login-password').fill('errada123');
    await page.getByTestId('login-password-submit').click();
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await shot('13-wrong-password');
    await page.getByTestId('login-password').fill('vet2026abc');
    await page.getByTestId('login-password-submit').click();
    // Signing out on /accounts left it as the remembered target, which sign-in honours.
    await page.waitForURL('**/accounts');
    await expect(page.getByTestId('account-displayName')).toContainText('Carla Mendes Rocha Lima');
    await expect(page.getByTestId('account-crmv')).toContainText('45678/SP');
    await shot('14-signed-in-again');
  });
}
