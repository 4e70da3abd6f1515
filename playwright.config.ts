import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The served shop's DATA_DIR: tests read DATA_DIR/outbox to see the e-mails it wrote. */
export const E2E_DATA_DIR = path.join(tmpdir(), `shop-e2e-${PORT}`);
export const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-e2e-clave' };
/**
 * The served shop has Mercado Pago configured against a local fake of its API
 * (test/servers/mercado-pago-e2e.ts), which scripts/e2e-server.mjs starts first on this port:
 * the webServer is up before any globalSetup runs, so the port is chosen here, in advance.
 */
const MP_PORT = Number(process.env.E2E_MP_PORT ?? PORT + 1000);
export const E2E_MERCADO_PAGO = {
  url: `http://127.0.0.1:${MP_PORT}`,
  accessToken: 'TEST-e2e-0000000000-access-token',
  webhookSecret: 'clave-secreta-e2e',
};

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } };
const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const CATALOGUE_ADMIN =
  /(admin-catalog|number-entry|shop-settings|mercado-pago|bulk-prices|product-sheets|taxonomy-order|home-content|category-redirects|stock|stock-admin|stock-import|typing-not-wiped|transfer-instructions|compras)\.spec\.ts$/;

/**
 * End to end against the production build served by the real server on a fresh data dir
 * (scripts/e2e-server.mjs), in Debian's Chromium: no browser is ever downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Three browsers on two cores: a journey spends most of its time waiting (for the server, an
  // animation, a download), so the cores are far from full with two; measured, the e2e run took
  // 13,5 minutes of CPU over 36 minutes with two workers.
  workers: 3,
  // One retry, so that a timing accident on a loaded CI machine does not hide the rest; the
  // list reporter still names any test that needed it as flaky.
  retries: 1,
  // The admin journeys sign in, visit several screens and load the admin on demand: on a
  // 2-core machine running three browsers and the server, the longest take 50–90 s, and on the
  // slower machines of this class (a browser about half as fast, 2026-11-29) nearly two
  // minutes; a hang still fails, three minutes later.
  timeout: 180_000,
  // A page that takes over from the server's markup can need more than 10 s on that slower
  // machine with three browsers running (the cart's list, 2026-11-29).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A trace (DOM snapshots and a screencast of every step) only on a failed test's retry.
    // Recorded for every test, it nearly doubled the browsers' CPU time (the same visits: 21 s
    // without, 36–40 s with, 2026-11-29), on a machine the three browsers already keep busy; a
    // phone cart then took 13 s to hydrate and failed its 15-s expectation. A real failure
    // fails its retry too, and leaves that trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: CATALOGUE_ADMIN },
    // A journey tagged @una-medida is the same at both sizes (an admin form, a rule already
    // proved by the API tests): it runs at the computer's size only, and the phone project keeps
    // the journeys whose layout or touch differs.
    { name: 'phone', use: PHONE, testIgnore: CATALOGUE_ADMIN, grepInvert: /@una-medida/ },
    // The admin catalogue journeys add and delete products and taxonomy that the shopper
    // journeys count, so they run once those are done (both sizes, in parallel).
    {
      name: 'desktop-catalogue-admin',
      use: DESKTOP,
      testMatch: CATALOGUE_ADMIN,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'phone-catalogue-admin',
      use: PHONE,
      testMatch: CATALOGUE_ADMIN,
      // The number-entry journeys in an en-US browser prove the fields ignore the browser's
      // locale; the desktop run proves it, and the phone's own layout is the es-AR run's. A test
      // tagged @una-medida runs at the computer's size only, as in the phone project.
      grepInvert: [/\(en-US\)/, /@una-medida/],
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      E2E_DATA_DIR,
      HOST: '127.0.0.1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every e2e shopper comes from 127.0.0.1; the limit itself is covered by the API tests.
      ORDER_RATE_LIMIT: '1000',
      MP_FAKE_PORT: String(MP_PORT),
      // ARCA's fake (WSAA and WSFEv1) takes port + 2000; the shop gets its certificate from it.
      ARCA_FAKE_PORT: String(PORT + 2000),
      MP_API_BASE_URL: E2E_MERCADO_PAGO.url,
      MP_ACCESS_TOKEN: E2E_MERCADO_PAGO.accessToken,
      MP_WEBHOOK_SECRET: E2E_MERCADO_PAGO.webhookSecret,
    },
  },
});
