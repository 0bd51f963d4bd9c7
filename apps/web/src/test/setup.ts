import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens announce results through `toast`; tests assert what was announced, not Mantine's rendering of it.
// Test files share one module registry (isolate: false), so the mock is one object for all of them: a
// component imported by an earlier file and the file asserting now must see the same functions.
vi.mock('../lib/toast.ts', () => {
  const shared = globalThis as { __toastMock?: object };
  shared.__toastMock ??= { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  return { toast: shared.__toastMock };
});

// jsdom cannot load another page; tests observe the full page loads the app asks for (same sharing as above).
vi.mock('../lib/navigation.ts', () => {
  const shared = globalThis as { __hardNavigateMock?: () => void };
  shared.__hardNavigateMock ??= vi.fn();
  return { hardNavigate: shared.__hardNavigateMock };
});

// jsdom has no canvas to draw on: signature_pad is a pad on which the recipient has signed (a tiny PNG).
// Mocked here, not per file, since files share one module registry and the dialog may load first elsewhere.
vi.mock('signature_pad', () => ({
  default: class {
    isEmpty = () => false;
    toDataURL = (type: string) =>
      type === 'image/png' ? `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\nsignature')}` : 'data:,';
    addEventListener() {}
    removeEventListener() {}
    off() {}
    clear() {}
  },
}));

// user-event's defaults cost time and test nothing here: `delay: 0` waits a timer turn between keystrokes,
// and the pointer-events check runs jsdom's slow getComputedStyle up the tree before every click and key.
// Every `userEvent.setup()` gets these defaults; a test can still pass its own options.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@testing-library/user-event')>();
  const { PointerEventsCheckLevel } = actual;
  const setup: typeof actual.userEvent.setup = (options) =>
    actual.userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
  const userEvent = { ...actual.userEvent, setup };
  return { ...actual, userEvent, default: userEvent };
});

// findBy/waitFor give up after 1 s by default, which a loaded CI machine can spend on one render of a big
// screen; what they wait for must still appear, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine's components ask for.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
