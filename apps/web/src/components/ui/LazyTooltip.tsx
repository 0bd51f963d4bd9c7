import type { TooltipProps } from '@mantine/core';
import { Suspense } from 'react';
import { deferredLazy } from '../../lib/deferred-lazy.tsx';

// A tooltip only helps once the pointer rests on its control, so its code (floating-ui with Mantine's Tooltip,
// about 18 KB) downloads as the control draws instead of with the screen; until it arrives the control is
// drawn alone, as it is for a touch screen anyway.
const Tooltip = deferredLazy(() => import('./tooltip-code.ts').then((m) => m.Tooltip));

/** Mantine's Tooltip, loaded after the control it explains has drawn. */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
