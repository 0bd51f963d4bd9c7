import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredLazy } from './deferred-lazy.tsx';

const Part = ({ text }: { text: string }) => <p data-testid="part">{text}</p>;

/** An IntersectionObserver that reports only when the test says so. */
const stubObserver = () => {
  const watched: { callback: IntersectionObserverCallback; target?: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof watched)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        watched.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, target } of watched)
        callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
};

/** Draws `Deferred` with `text` under a Suspense boundary, as the app does. */
const renderDeferred = (Deferred: ComponentType<{ text: string }>, text: string) =>
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Deferred text={text} />
    </Suspense>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('deferredLazy', () => {
  it('downloads nothing until the part is drawn, then once however often it is drawn', async () => {
    const load = vi.fn(async () => Part);
    const Deferred = deferredLazy(load);
    expect(load).not.toHaveBeenCalled();

    const { rerender } = renderDeferred(Deferred, 'first');
    expect(await screen.findByTestId('part')).toHaveTextContent('first');
    rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Deferred text="second" />
      </Suspense>,
    );
    expect(screen.getByTestId('part')).toHaveTextContent('second');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download on preload(), before the part is drawn', async () => {
    const load = vi.fn(async () => Part);
    const Deferred = deferredLazy(load);
    await Deferred.preload();
    await Deferred.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Deferred text="ready" />);
    // Already here: drawn at once, without suspending (no Suspense boundary above it).
    expect(screen.getByTestId('part')).toHaveTextContent('ready');
  });

  it("waits for the server's markup to near the screen before downloading the part", async () => {
    const report = stubObserver();
    document.body.innerHTML = '<footer data-drawn>as the server drew it</footer>';
    const load = vi.fn(async () => Part);
    const Deferred = deferredLazy(load, { nearScreen: 'footer[data-drawn]' });

    renderDeferred(Deferred, 'adopted');
    await act(async () => {});
    report(false);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();

    report(true);
    expect(await screen.findByTestId('part')).toHaveTextContent('adopted');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for the screen when preload() asks for the part (a navigation)', async () => {
    stubObserver();
    document.body.innerHTML = '<footer data-drawn>as the server drew it</footer>';
    const load = vi.fn(async () => Part);
    const Deferred = deferredLazy(load, { nearScreen: 'footer[data-drawn]' });

    renderDeferred(Deferred, 'adopted');
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    void Deferred.preload();
    expect(await screen.findByTestId('part')).toHaveTextContent('adopted');
  });

  it('downloads at once where the server drew no such markup', async () => {
    stubObserver();
    const load = vi.fn(async () => Part);
    const Deferred = deferredLazy(load, { nearScreen: 'footer[data-drawn]' });
    renderDeferred(Deferred, 'drawn by the app');
    expect(await screen.findByTestId('part')).toHaveTextContent('drawn by the app');
  });
});
