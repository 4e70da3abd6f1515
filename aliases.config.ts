import { fileURLToPath } from 'node:url';

/**
 * The import aliases (`#server/…`, `#client/…`, `#shared/…`, `#test/…`) for Vite and Vitest;
 * tsconfig.json's `paths` says the same for TypeScript, esbuild, tsx and Playwright. An import
 * that leaves its own area, or climbs two folders or more, takes one (docs/architecture.md).
 */
export const ALIASES = (['server', 'client', 'shared', 'test'] as const).map((area) => ({
  find: new RegExp(`^#${area}/`),
  replacement: fileURLToPath(new URL(area === 'test' ? 'test/' : `src/${area}/`, import.meta.url)),
}));
