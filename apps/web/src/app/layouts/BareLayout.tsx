import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavigationProgress } from './NavigationProgress.tsx';

/** Sign-in and password pages: no header or footer, nothing to pull attention from the form. */
export function BareLayout() {
  return (
    <Box
      component="main"
      mih="100vh"
      style={{
        background:
          'radial-gradient(1200px 600px at 10% -10%, var(--mantine-color-brand-1), transparent 60%), radial-gradient(900px 500px at 110% 110%, var(--mantine-color-gold-1), transparent 60%), var(--mantine-color-gray-0)',
      }}
    >
      <NavigationProgress />
      <Outlet />
    </Box>
  );
}
