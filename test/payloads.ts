import { randomUUID } from 'node:crypto';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { shopToday } from '#shared/shop-clock';
import type { TestTaxonomy } from './factories';

/** Valid request bodies for the write routes, shared by the route-wide tests. */
/** Counts the withdrawal bodies made, for their order numbers and e-mails. */
let withdrawals = 0;

export const validBody = {
  order: (productId: string) => ({
    idempotencyKey: randomUUID(),
    customer: {
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '11 1234-5678',
      address: 'Calle 123',
      comments: '',
    },
    items: [{ productId, quantity: 1, squareMeters: 1.44, includeWaste: false }],
  }),
  product: (taxonomy: TestTaxonomy) => ({
    name: 'Porcelanato Matriz',
    description: '',
    brand: 'Marca',
    price: 1000,
    discountPercentage: null,
    dimensions: '60x60',
    metersPerBox: 1.44,
    quality: '1ra',
    type: 'Mate',
    hasShipping: false,
    ...taxonomy,
  }),
  area: () => ({ name: `Área ${randomUUID()}`, description: '', order: 1 }),
  category: (areaId: string) => ({
    name: `Categoría ${randomUUID()}`,
    description: '',
    order: 1,
    areaId,
  }),
  subcategory: (categoryId: string) => ({
    name: `Subcategoría ${randomUUID()}`,
    description: '',
    order: 1,
    categoryId,
  }),
  priceBatch: (productIds: string[] = []) => ({
    selection: { areaId: null, brand: '', search: '', productIds },
    rule: { kind: 'porcentaje', direction: 'subir', amount: 12.5, rounding: 10 },
  }),
  orderStatus: () => ({ status: 'processing' }),
  payment: () => ({ amount: 45_990.5, date: shopToday(), method: 'transferencia' }),
  /** For an order as createOrder makes it (version 1). */
  orderLines: (productId: string) => ({
    version: 1,
    items: [{ productId, quantity: 2, squareMeters: 0, includeWaste: false }],
  }),
  orderNote: () => ({ text: 'Llamó el cliente: retira el sábado.' }),
  newUser: () => ({
    name: 'Nueva Editora',
    email: `editora.${randomUUID()}@example.com`,
    password: 'una-clave-larga',
  }),
  userUpdate: () => ({ name: 'Cambiado', role: 'editor' }),
  settings: () => ({
    ...DEFAULT_SHOP_SETTINGS,
    transfer: {
      holder: 'Cerámicos Ruta 192 SRL',
      cuit: '30-71234567-1',
      cbu: '2850590940090418135201',
      alias: 'ceramicos.ruta192',
      bank: 'Banco Nación',
    },
  }),
  /** A different order number and e-mail each time: the form allows three a day of each. */
  withdrawal: () => {
    const n = ++withdrawals;
    return { orderNumber: String(500_000 + n), name: 'Ana Pérez', email: `ana.${n}@example.com` };
  },
};

/** A multipart/form-data body with one file field, as the admin's image upload sends it. */
export function multipart(filename: string, contentType: string, body: Buffer) {
  const boundary = '----tile-shop-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
