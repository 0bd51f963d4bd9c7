import { type SelectProps, TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { deferredLazy } from '../../lib/deferred-lazy.tsx';

// Mantine's searchable Select brings its combobox, a popover and floating-ui (about 28 KB): a screen whose
// first purpose is not the choice (a list with a bulk action) draws without it, and it downloads right after.
const Select = deferredLazy(() => import('./select-code.ts').then((m) => m.Select));

/** Starts the download of LazySelect's code (for usePreloadAfterDraw). */
export const lazySelectCode = Select;

/**
 * Mantine's Select, drawn once its code has arrived; until then the same field, disabled, in its place (so
 * nothing below it moves).
 */
export function LazySelect(props: SelectProps) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
          style={props.style}
          disabled
          readOnly
        />
      }
    >
      <Select {...props} />
    </Suspense>
  );
}
