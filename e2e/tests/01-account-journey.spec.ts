import { expect, newAccount, signIn, test } from '../fixtures.ts';

test('register → /dashboard → logout → login', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await page.getByTestId('register-first-name').fill(account.firstName);
  await page.getByTestId('register-last-name').fill(account.lastName);
  await page.getByTestId('register-email').fill(account.email);
  await page.getByTestId('register-password').fill(account.password);
  await page.getByTestId('register-password-confirm').fill(account.password);
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page.getByText(new RegExp(account.firstName)).first()).toBeVisible();

  await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
});

test('a signed-out visitor to a private page signs in and comes back to it', async ({ page }) => {
  const account = newAccount();
  await page.request.post('/api/v1/auth/register/', {
    data: {
      first_name: 'Kojo',
      last_name: 'Mensah',
      email: account.email,
      password: account.password,
      password_confirm: account.password,
    },
  });
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

test('login with a wrong password stays on the form with the error toast', async ({ page }) => {
  await signIn(page, 'nobody@e2e.test', 'Wrong-pass-1');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
