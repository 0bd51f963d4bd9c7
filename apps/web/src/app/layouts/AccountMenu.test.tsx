import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../test/render.tsx';
import { AccountMenu } from './AccountMenu.tsx';

// Mantine's dropdown is still mid-transition in jsdom, so its items are looked up with hidden: true.
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const menuItemNames = () =>
  screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent?.trim());

const openMenu = async (role: 'CUSTOMER' | 'ADMIN') => {
  renderPage(<AccountMenu user={makeUser({ role })} />);
  await userEvent.setup().click(screen.getByTestId('account-menu'));
};

describe('AccountMenu', () => {
  it("gives a customer a way to My Packages, which the header's links do not", async () => {
    await openMenu('CUSTOMER');
    expect(await menuItem('My Packages')).toHaveAttribute('href', '/dashboard/packages');
    expect(menuItemNames()).toEqual([
      'Dashboard',
      'Book Shipment',
      'My Bookings',
      'My Shipments',
      'My Packages',
      'Settings',
      'Logout',
    ]);
  });

  it('keeps the customer shortcuts out of staff menus', async () => {
    await openMenu('ADMIN');
    expect(await menuItem('Dashboard')).toHaveAttribute('href', '/admin');
    expect(menuItemNames()).toEqual(['Dashboard', 'Settings', 'Logout']);
  });
});
