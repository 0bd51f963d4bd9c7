import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last line of defence for a render or loading failure. The usual cause is a route module that no longer
 * exists after a new release, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">
          This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact
          support.
        </Text>
        {detail && (
          <Text fz="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Stack>
    </Center>
  );
}
