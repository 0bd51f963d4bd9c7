import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDownload } from '../../lib/documents.ts';

interface Props extends ButtonProps {
  /** Fetches and saves the file (lib/documents.ts). */
  download: () => Promise<void>;
  /** The toast when it fails; the server's reason goes underneath. */
  failure: string;
  icon?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A button that downloads a PDF the API makes, spinning while it comes. */
export function DownloadButton({ download, failure, icon, children, ...props }: Props) {
  const mutation = useDownload(failure);
  return (
    <Button
      variant="default"
      leftSection={icon ?? <IconDownload size={16} />}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(download)}
      {...props}
    >
      {children}
    </Button>
  );
}
