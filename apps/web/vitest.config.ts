import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Call history starts empty in every test, since the shared toast mock outlives each file.
    clearMocks: true,
    // jsdom, React and Mantine are loaded once for all files instead of once per file, which halves the suite.
    isolate: false,
    // The longest tests (the booking wizard's) take about 3 s here; the default 5 s leaves no room for load.
    testTimeout: 20_000,
  },
});
