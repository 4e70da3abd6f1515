import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { ALIASES } from './aliases.config';

/**
 * BUNDLE_STATS=file: the client build also writes, per chunk, each module's bytes (raw and gzip)
 * to that file (rollup-plugin-visualizer's raw data); npm run bench draws a treemap per
 * storefront page from it (bench/treemap.ts). Off by default: it gzips every module.
 */
const bundleStats = process.env.BUNDLE_STATS;

/**
 * MUI's createTheme and ThemeProvider reach their CSS-variables halves (createThemeWithVars and
 * CssVarsProvider, about 7 KB gzip with their helpers) only for a theme with `cssVariables` or
 * `colorSchemes`, which src/client/theme.ts has neither of; the bundler cannot tell, so every
 * page downloaded them. Builds get a stub in their place that says so if a theme ever asks for CSS
 * variables; the dev server keeps MUI's modules.
 */
function themeWithoutCssVariables(): Plugin {
  const failure = `throw new Error('El tema usa variables CSS: quitá themeWithoutCssVariables de vite.config.ts');`;
  const stubs: Record<string, { importer: string; code: string }> = {
    './createThemeWithVars.js': {
      importer: '/@mui/material/esm/styles/createTheme.js',
      code: `export default function createThemeWithVars() { ${failure} }`,
    },
    './ThemeProviderWithVars.js': {
      importer: '/@mui/material/esm/styles/ThemeProvider.js',
      code: `export function CssVarsProvider() { ${failure} }`,
    },
  };
  const prefix = '\0theme-without-css-variables:';
  return {
    name: 'theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = stubs[source];
      return stub && importer?.endsWith(stub.importer) ? prefix + source : null;
    },
    load(id) {
      return id.startsWith(prefix) ? (stubs[id.slice(prefix.length)]?.code ?? null) : null;
    },
  };
}

// The client's build; under npm run dev the shop's server runs Vite inside itself (src/server/pages/vite-dev.ts).
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    // React Router's package points every bundler at its development build (warnings for
    // developers, some kilobytes on every page); builds take its production one, the same code
    // with those warnings off. The dev server keeps the warnings.
    alias: [
      ...ALIASES,
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  plugins: [
    react(),
    ...(command === 'build' ? [themeWithoutCssVariables()] : []),
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
