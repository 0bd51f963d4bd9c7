import { useEffect, useState } from 'react';

/** Calls `near` once `element` is within half a screen of view; returns the way to stop watching. */
const observeNear = (element: Element, near: () => void) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
};

/**
 * Whether the element given to `ref` has come within half a screen of the visible part of the page (and stays
 * true from then on). A page draws a heavy part that sits below the fold only as the visitor scrolls towards
 * it, so a phone starting the page does not spend its first seconds on what nobody sees yet. True at once
 * where the browser cannot tell (no IntersectionObserver).
 */
export const useNearScreen = (): [ref: (element: Element | null) => void, near: boolean] => {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    return observeNear(element, () => setNear(true));
  }, [near, element]);
  return [setElement, near];
};

/**
 * Resolves once the element that `selector` finds is within half a screen of view; at once where there is no
 * such element (nothing drawn yet) or the browser cannot tell.
 */
export const whenNearScreen = (selector: string): Promise<void> =>
  new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') resolve();
    else observeNear(element, resolve);
  });
