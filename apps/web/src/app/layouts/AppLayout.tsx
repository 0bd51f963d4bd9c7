import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavigationProgress } from './NavigationProgress.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** The customer area: the public header and footer around a contained page. */
export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }} py={{ base: 'lg', sm: 40 }}>
        <Container size="xl">
          <Outlet />
        </Container>
      </Box>
      <SiteFooter />
    </Box>
  );
}
