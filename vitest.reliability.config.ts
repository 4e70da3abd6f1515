import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases.config';

/** npm run test:reliability: real server processes under load, SIGTERM and kill -9. */
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    include: ['test/reliability/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // One test file at a time (its one or two server processes): the load must be the only thing
    // on this 2-core machine.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 1, minForks: 1 } },
    fileParallelism: false,
  },
});
