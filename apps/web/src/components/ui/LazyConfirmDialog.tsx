import { Suspense } from 'react';
import { deferredLazy } from '../../lib/deferred-lazy.tsx';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

// A question asked after a tap: its modal's code (Mantine's Modal, focus trap and scroll lock) loads as the
// button beside it draws, not with the screen, and is at hand (kept for use offline) before the tap.
const ConfirmDialog = deferredLazy(() => import('./ConfirmDialog.tsx').then((m) => m.ConfirmDialog));

/** ConfirmDialog, downloaded once the screen that may ask it has drawn: render it beside its button. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
