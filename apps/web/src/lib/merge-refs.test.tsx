import { useMergeRefs as floatingUiMergeRefs } from '@floating-ui/react';
import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs.ts';

/** What a ref of each kind sees from mounting a div and unmounting it, merged by `merge`. */
const lifecycle = (merge: (refs: Ref<HTMLDivElement>[]) => Ref<HTMLDivElement>) => {
  const objectRef = createRef<HTMLDivElement>();
  const calls: (string | null)[] = [];
  const callbackRef = (node: HTMLDivElement | null) => {
    calls.push(node ? node.id : null);
  };
  const cleanup = vi.fn();
  const withCleanup = (node: HTMLDivElement | null) => {
    calls.push(node ? `cleanup-kind ${node.id}` : 'cleanup-kind null');
    return cleanup;
  };
  function Box() {
    return <div id="viewport" ref={merge([objectRef, callbackRef, withCleanup])} />;
  }
  const { unmount } = render(<Box />);
  const mounted = { object: objectRef.current?.id, calls: [...calls] };
  unmount();
  return { mounted, unmounted: { object: objectRef.current, calls, cleanups: cleanup.mock.calls.length } };
};

describe("useMergeRefs (Mantine's ScrollArea's, in place of floating-ui's)", () => {
  it('gives every ref the element, and clears or cleans up each on unmount', () => {
    const ours = lifecycle(useMergeRefs);
    expect(ours.mounted).toEqual({ object: 'viewport', calls: ['viewport', 'cleanup-kind viewport'] });
    expect(ours.unmounted).toEqual({
      object: null,
      calls: ['viewport', 'cleanup-kind viewport', null],
      cleanups: 1,
    });
  });

  it("does what floating-ui's does with the same refs", () => {
    expect(lifecycle(useMergeRefs)).toEqual(lifecycle(floatingUiMergeRefs));
  });
});
