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

const moduleFile = (path: string) =>
  fileURLToPath(new URL(`node_modules/${path}`, import.meta.url));

/** A module the bundler puts in place of another, for one importer only. */
interface StandIn {
  /** The import as the importer writes it. */
  source: string;
  /** The end of the importing file's path. */
  importer: string;
  code: string;
}

/**
 * A component fetched when it first renders: nothing until its chunk arrives, itself from then
 * on. `imperative` names the methods a parent calls through its ref (answered once it is there).
 */
function onFirstRender(file: string, imperative: string[] = []): string {
  const handle = imperative.length
    ? `React.useImperativeHandle(ref, () => ({ ${imperative
        .map((name) => `${name}: (...args) => inner.current?.${name}(...args)`)
        .join(', ')} }), []);`
    : '';
  return `import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
let Real = null;
let loading = null;
const load = () => (loading ??= import(${JSON.stringify(moduleFile(file))}).then((m) => { Real = m.default; }));
export default React.forwardRef(function OnFirstRender(props, ref) {
  const inner = React.useRef(null);
  ${handle}
  const [, setLoaded] = React.useState(Real !== null);
  React.useEffect(() => {
    if (Real === null) load().then(() => setLoaded(true), () => {});
  }, []);
  return Real === null ? null : jsx(Real, { ...props, ref: ${imperative.length ? 'inner' : 'ref'} });
});
`;
}

const refuse = (what: string) =>
  `throw new Error('${what}: quitá su reemplazo de STAND_INS en vite.config.ts');`;

/**
 * Code the libraries import on every page for features this shop never uses, or uses only after
 * an interaction; the bundler cannot tell, so every page's first load carried it. The browser's
 * build gets a stand-in for each, for that importer only (a direct import elsewhere gets the real
 * module); the dev server and the server's render keep the libraries as they are.
 */
const STAND_INS: StandIn[] = [
  // MUI's createTheme and ThemeProvider reach their CSS-variables halves (about 7 KB gzip) only
  // for a theme with `cssVariables` or `colorSchemes`, which src/client/theme.ts has neither of.
  {
    source: './createThemeWithVars.js',
    importer: '/@mui/material/esm/styles/createTheme.js',
    code: `export default function createThemeWithVars() { ${refuse('El tema usa variables CSS')} }`,
  },
  {
    source: './ThemeProviderWithVars.js',
    importer: '/@mui/material/esm/styles/ThemeProvider.js',
    code: `export function CssVarsProvider() { ${refuse('El tema usa variables CSS')} }`,
  },
  // The theme's source for Pigment CSS (theme.toRuntimeSource), which the shop does not use.
  {
    source: './stringifyTheme.js',
    importer: '/@mui/material/esm/styles/createThemeNoVars.js',
    code: `export function stringifyTheme() { ${refuse('stringifyTheme (Pigment CSS)')} }`,
  },
  // ButtonBase's press ripple (TouchRipple with react-transition-group, about 4 KB gzip), which
  // it mounts only at a button's first press (useLazyRipple): fetched then, so only the very
  // first press of a visit, while its chunk comes, shows none. Keyboard focus has the shop's ring.
  {
    source: './TouchRipple.js',
    importer: '/@mui/material/esm/ButtonBase/ButtonBase.js',
    code: onFirstRender('@mui/material/esm/ButtonBase/TouchRipple.js', [
      'start',
      'stop',
      'pulsate',
    ]),
  },
  // Button's and IconButton's spinner for their `loading` prop, which no button of the shop's
  // uses (a spinner of the shop's own imports CircularProgress itself).
  ...['Button/Button.js', 'IconButton/IconButton.js'].map((file) => ({
    source: '../CircularProgress/index.js',
    importer: `/@mui/material/esm/${file}`,
    code: onFirstRender('@mui/material/esm/CircularProgress/CircularProgress.js'),
  })),
  // Emotion's withTheme (which MUI does not use) copies a component's statics with
  // hoist-non-react-statics and an old react-is (about 2 KB gzip).
  {
    source: '../_isolated-hnrs/dist/emotion-react-_isolated-hnrs.browser.esm.js',
    importer: '.browser.esm.js',
    code: 'export default function hoistNonReactStatics(target) { return target; }',
  },
  {
    source: 'hoist-non-react-statics',
    importer: '/@emotion/react/dist/emotion-react.browser.esm.js',
    code: 'export {};',
  },
];

function lighterLibraries(): Plugin {
  const prefix = '\0stand-in:';
  return {
    name: 'lighter-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = STAND_INS.find(
        (candidate) => candidate.source === source && importer?.endsWith(candidate.importer),
      );
      // Stand-ins with the same code are one module (Button's and IconButton's spinner).
      return standIn
        ? `${prefix}${STAND_INS.findIndex(({ code }) => code === standIn.code)}`
        : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return STAND_INS[Number(id.slice(prefix.length))]?.code ?? null;
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
    ...(command === 'build' && !isSsrBuild ? [lighterLibraries()] : []),
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
        // The server's render imports the admin's routes statically (route-table.ts), the
        // browser on demand (router.tsx): the server's bundle has no chunks to split.
        if (isSsrBuild && warning.message.includes('admin-routes.tsx is dynamically imported'))
          return;
        warn(warning);
      },
    },
  },
}));
