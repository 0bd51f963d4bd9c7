import { defineConfig } from 'vitest/config';

// One command runs every unit, component and API suite; each workspace keeps its own settings.
export default defineConfig({
  test: { projects: ['packages/domain', 'apps/api', 'apps/web'] },
});
