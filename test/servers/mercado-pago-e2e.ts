import { startFakeMercadoPago } from './mercado-pago';

/**
 * The fake Mercado Pago of the end-to-end run, as a process of its own: scripts/e2e-server.mjs
 * starts it with tsx before the shop, on the port and with the credentials playwright.config.ts
 * gives both (E2E_MERCADO_PAGO), and prints one line once it listens. The shop reaches its API
 * through MP_API_BASE_URL; the browser opens its checkout page (init_point) and pays there.
 */
const port = Number(process.env.MP_FAKE_PORT);
const accessToken = process.env.MP_ACCESS_TOKEN;
const webhookSecret = process.env.MP_WEBHOOK_SECRET;
if (!Number.isInteger(port) || port <= 0 || !accessToken || !webhookSecret)
  throw new Error('MP_FAKE_PORT, MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET must be set');

const fake = await startFakeMercadoPago({ accessToken, webhookSecret, port });
console.log(`fake Mercado Pago listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
