import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Toasts are kept in @mantine/notifications' store from the first call; the component that shows them (and its
// transition library) loads after the first paint, then shows any toast already queued.
const Toasts = lazy(() => import('./Toasts.tsx').then((m) => ({ default: m.Toasts })));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
