// Kept for the rates page alone: its calculator brings zod, and starting that download and render with the
// page made a phone's longest start-up tasks, so the page draws it only as the visitor scrolls towards it.
import { useEffect, useState } from 'react';

/**
 * Whether the element given to `ref` has come within half a screen of the visible part of the page (and stays
 * true from then on). True at once where the browser cannot tell (no IntersectionObserver).
 */
export const useNearScreen = (): [ref: (element: Element | null) => void, near: boolean] => {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [setElement, near];
};
