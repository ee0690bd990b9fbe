import { expect, freeUser, snap, test, VIEWPORTS } from './support/fixtures';

// An "em breve" page asks whether the user would use the area and sends the answer to
// POST /preferences/fake-doors (docs/product/platform-accounts-subscription.md §7: resource, confirm).

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`an em-breve area records the user's interest (${size})`, async ({ page, signInAs }) => {
    await page.setViewportSize(viewport);
    await signInAs(freeUser);
    await page.goto('/em-breve/news');
    await expect(page.getByTestId('coming-soon')).toBeVisible();
    await expect(page.getByTestId('fake-door')).toContainText('Você usaria esta seção?');
    await snap(page, `fake-door-${size}-01-question`);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/preferences/fake-doors') && r.method() === 'POST');
    await page.getByTestId('fake-door-yes').click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ resource: 'news', confirm: true });
    expect((await request.response())?.status()).toBe(200);
    await expect(page.getByTestId('fake-door-thanks')).toHaveText(
      'Obrigado! Sua resposta nos ajuda a decidir o que construir primeiro.',
    );
    await snap(page, `fake-door-${size}-02-thanks`);
  });
}

test('a signed-out visitor is not asked (the answer needs an account)', async ({ page }) => {
  await page.goto('/em-breve/news');
  await expect(page).not.toHaveURL(/em-breve/);
  await expect(page.getByTestId('fake-door')).toHaveCount(0);
});
