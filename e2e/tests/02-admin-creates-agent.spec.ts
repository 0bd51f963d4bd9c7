import { ADMIN, expect, newAccount, signIn, test } from '../fixtures.ts';

test('the admin creates a pickup agent, who signs in and lands on the pickup home', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  const agent = newAccount('pickup');
  await page.getByTestId('add-user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Daniel');
  await dialog.getByLabel('Last name').fill('Clarke');
  await dialog.getByLabel('Email').fill(agent.email);
  await dialog.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Pickup Agent' }).click();
  // Both password fields are labelled "Password…"; they are the dialog's two password inputs, in order.
  await dialog.locator('input[type=password]').nth(0).fill(agent.password);
  await dialog.locator('input[type=password]').nth(1).fill(agent.password);
  await dialog.getByRole('button', { name: /create|add/i }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page.getByText(agent.email)).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/agent\/pickup$/);
});

test('a customer on an admin route is sent to their own home', async ({ page }) => {
  const account = newAccount();
  await page.request.post('/api/v1/auth/register/', {
    data: {
      first_name: 'Ama',
      last_name: 'Owusu',
      email: account.email,
      password: account.password,
      password_confirm: account.password,
    },
  });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});
