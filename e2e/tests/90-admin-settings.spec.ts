import { ADMIN, expect, newAccount, signIn, test } from '../fixtures.ts';
import { scrollToCalculator } from '../support/ui.ts';

// Runs last (workers: 1, files in order): it changes the rate card the earlier price checks rely on,
// and puts it back at the end.
test('an admin raises the Standard price per kg: the calculator, a new quote and the page itself use it at once', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  const rates = page.getByRole('form', { name: 'Rates' });
  const perKg = rates.getByLabel('Price per kg').first();
  await expect(perKg).toHaveValue('£2.50');

  const setPerKg = async (value: string) => {
    await perKg.fill(value);
    await rates.getByRole('button', { name: 'Save rates' }).click();
    await expect(
      page.getByText('Rates saved: new quotes use them, existing bookings keep their price'),
    ).toBeVisible();
  };

  await setPerKg('3');
  try {
    const quote = await page.request.post('/api/v1/quotes/', {
      data: { service_level_code: 'STANDARD', packages: [{ pkg_type: 'BOX', weight_kg: 20 }] },
    });
    expect((await quote.json()).price_quote_gbp).toBe(60);

    await page.goto('/rates');
    await (await scrollToCalculator(page)).fill('20');
    await expect(page.getByTestId('calc-total-gbp')).toHaveText('£60.00');

    // The server draws the new price into the page: a visitor without JavaScript reads it too.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const visitor = await noScript.newPage();
      await visitor.goto(new URL('/rates', page.url()).href);
      const card = visitor.getByRole('region', { name: 'Our rate card' });
      await expect(card.getByText('£3.00').first()).toBeVisible();
      await expect(card.getByText('£2.50')).toHaveCount(0);
    } finally {
      await noScript.close();
    }
  } finally {
    await page.goto('/admin/settings');
    await setPerKg('2.5');
  }
});

test('an admin adds a delivery agent, then deactivates them', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  const agent = newAccount('delivery');
  await page.getByTestId('add-user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Yaw');
  await dialog.getByLabel('Last name').fill('Darko');
  await dialog.getByLabel('Email').fill(agent.email);
  await dialog.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Delivery Agent' }).click();
  await dialog.locator('input[type=password]').nth(0).fill(agent.password);
  await dialog.locator('input[type=password]').nth(1).fill(agent.password);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  await page.getByRole('switch', { name: 'Deactivate Yaw Darko' }).click();
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Activate Yaw Darko' })).toBeVisible();

  // A deactivated agent is no longer offered to the agent pickers.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const agents = await page.request.get('/api/v1/admin/agents/?role=DELIVERY', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(agents.status()).toBe(200);
  expect((await agents.json()).map((a: { email: string }) => a.email)).not.toContain(agent.email);
});
