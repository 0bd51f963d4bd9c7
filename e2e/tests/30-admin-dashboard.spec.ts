import { ADMIN, expect, signIn, test } from '../fixtures.ts';

test('the admin dashboard shows the server’s figures, finds a booking and assigns its pickup agent', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('card-total_users-value')).not.toHaveText('—');

  // The cards show what the endpoint answers, not sample numbers.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const figures = await (
    await page.request.get('/api/v1/admin/dashboard/', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await expect(page.getByTestId('card-total_users-value')).toHaveText(String(figures.total_users));
  await expect(page.getByTestId('card-pending_reviews-value')).toHaveText(String(figures.pending_reviews));
  await expect(page.getByTestId('card-in_transit-value')).toHaveText(String(figures.in_transit));

  await page.getByTestId('dashboard-search').fill('kofi');
  // A confirmed booking still with the sender may get a pickup agent (the domain's rule shows the button).
  const confirmed = page
    .getByTestId('search-hit')
    .filter({ hasText: 'Confirmed' })
    .filter({ has: page.getByRole('button', { name: 'Assign agent' }) });
  await confirmed.first().getByRole('button', { name: 'Assign agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign agent' });
  await dialog.getByRole('textbox', { name: 'Pickup agent' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Pickup agent assigned successfully')).toBeVisible();
});
