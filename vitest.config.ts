import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases.config';

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/reliability/**', 'node_modules/**'],
    environment: 'node',
    // Migrates one database per engine for the run; each test file's are copies of it.
    globalSetup: ['test/global-setup.ts'],
    // Emotion and MUI through Vite, one copy each, as the production build bundles them (loaded
    // natively, MUI's Emotion would be another module than the app's: test/hydration.test.ts).
    server: { deps: { inline: [/@emotion\//, /@mui\//] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy (WASM): two workers fit this 2-core machine.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
