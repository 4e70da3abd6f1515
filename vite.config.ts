import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client's build; under npm run dev the shop's server runs Vite inside itself (src/server/pages/vite-dev.ts).
export default defineConfig({
  plugins: [react()],
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
});
