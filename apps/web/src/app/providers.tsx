import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toasts' component (@mantine/notifications and its transition library) would put the public pages over
// their budget; toasts wait in the notifications store from the first call and show once it has loaded.
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
