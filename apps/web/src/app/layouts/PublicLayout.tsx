import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DeferredFooter } from './DeferredFooter.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { SiteHeader } from './SiteHeader.tsx';

export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <DeferredFooter />
    </Box>
  );
}
