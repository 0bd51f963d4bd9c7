import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** @floating-ui/react's `useMergeRefs` for Mantine's ScrollArea, on Mantine's own hook (build/vendor-stand-ins.ts). */
export const useMergeRefs = <T>(refs: Ref<T>[]) => useMergedRef(...refs);
