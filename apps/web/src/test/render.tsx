import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { UserDto } from '@ukgh/domain';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme.ts';

/** Renders routes inside the app's providers, starting at `path`; returns the router to inspect. */
export const renderRoutes = (routes: RouteObject[], path = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // env="test": Mantine renders without transitions (each would wait its duration on timers) and without
  // portals (dropdowns and dialogs stay inside the rendered tree, where cleanup removes them).
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
};

export const renderPage = (element: ReactNode, path = '/') => renderRoutes([{ path: '*', element }], path);

export const makeUser = (overrides: Partial<UserDto> = {}): UserDto => ({
  id: '5b0c8f1e-8d3e-4a57-9a47-3f6e2b1c9d01',
  first_name: 'Ama',
  last_name: 'Mensah',
  full_name: 'Ama Mensah',
  email: 'ama@example.com',
  phone_e164: null,
  role: 'CUSTOMER',
  avatar: null,
  avatar_url: null,
  is_active: true,
  created_at: '2025-01-15T10:00:00.000Z',
  notification_preferences: {
    email_notifications: true,
    sms_notifications: false,
    whatsapp_notifications: false,
    push_notifications: true,
    booking_updates: true,
    delivery_updates: true,
    payment_updates: true,
  },
  ...overrides,
});

/** A fetch double answering with `status` and a JSON body. */
export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
