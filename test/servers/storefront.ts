// The real app with the storefront's server renderer, on a fresh embedded database with two
// floor tiles and an order, listening on a free port: prints {"url", "productId", "orderToken"}
// as one JSON line, then serves until killed. The hydration test (test/hydration.test.ts) runs it as a child process,
// so that its own globals can be a browser's (happy-dom) while the server's stay Node's.
import { createStorefront } from '#client/render-page';
import { createTestApp } from '../app';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';
import { INDEX_HTML } from '../pages';
import { validBody } from '../payloads';

const t = await createTestApp(
  'pglite',
  {},
  { clientFiles: { 'index.html': INDEX_HTML }, storefront: createStorefront },
);
const taxonomy = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
const productId = await createProduct(t.db, {
  ...taxonomy,
  name: 'Porcelanato Roble 20x120',
  brand: 'Andina',
  price: 45990.5,
  discountPercentage: 10,
  dimensions: '20x120',
  metersPerBox: 1.44,
});
await createProduct(t.db, { ...taxonomy, name: 'Porcelanato Nogal', inStock: false });
// An order, for the customer's order page (/pedido/:token): its link comes in the confirmation.
const placed = await t.app.inject({
  method: 'POST',
  url: '/api/orders',
  payload: validBody.order(productId),
});
if (placed.statusCode !== 201) throw new Error(`el pedido no se creó (${placed.statusCode})`);
await t.app.shop.mail.flush();
const orderToken = /\/pedido\/([\w-]+)/.exec(
  t.sentMail.find((mail) => mail.to === 'ana@example.com')?.text ?? '',
)?.[1];
if (!orderToken) throw new Error('la confirmación no trae el enlace del pedido');
const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url, productId, orderToken })}\n`);
const stop = () => void t.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
