import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link inside running text, in the text's own size. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} inherit>
      {children}
    </Anchor>
  );
}
