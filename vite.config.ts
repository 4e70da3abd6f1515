import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';

/**
 * BUNDLE_STATS=file: the client build also writes, per chunk, each module's bytes (raw and gzip)
 * to that file (rollup-plugin-visualizer's raw data); npm run bench draws a treemap per
 * storefront page from it (bench/treemap.ts). Off by default: it gzips every module.
 */
const bundleStats = process.env.BUNDLE_STATS;

// The client's build; under npm run dev the shop's server runs Vite inside itself (src/server/pages/vite-dev.ts).
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    // React Router's package points every bundler at its development build (warnings for
    // developers, some kilobytes on every page); builds take its production one, the same code
    // with those warnings off. The dev server keeps the warnings.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  plugins: [
    react(),
    ...(bundleStats && !isSsrBuild
      ? [visualizer({ template: 'raw-data', filename: bundleStats, gzipSize: true })]
      : []),
  ],
  root: 'src/client',
  publicDir: 'public',
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json maps chunks to modules (bench: no admin code on shop pages).
    manifest: true,
    // The budget that matters is gzip bytes per page, measured by npm run bench.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry /* @__PURE__ */ comments where Rollup cannot use them; harmless.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/zod/')) return;
        warn(warning);
      },
    },
  },
}));
