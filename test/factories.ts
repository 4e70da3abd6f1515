import { randomUUID } from 'node:crypto';
import type { Role } from '#shared/auth';
import { type AdjustmentKind, percentageAdjustment } from '#shared/order-adjustments';
import type { Db } from '#server/db/client';
import {
  areas,
  categories,
  deliveryZones,
  mailQueue,
  orderAdjustments,
  orderLines,
  orders,
  subcategories,
  withdrawalRequests,
} from '#server/db/schema';
import { type NewProduct, insertProduct } from '#server/modules/catalogue/products';
import { createUser as createUserRecord } from '#server/modules/staff/users';

let sequence = 0;
const next = () => ++sequence;

export interface TestTaxonomy {
  areaId: string;
  categoryId: string;
  subcategoryId: string;
}

/** The storefront's usual taxonomy for a floor tile: the flooring area, wood look. */
export const WOOD_LOOK_FLOORING = {
  area: 'Pisos y Revestimientos',
  category: 'Porcelánicos',
  subcategory: 'Símil madera',
} as const;

export async function createTaxonomy(
  db: Db,
  names: { area?: string; category?: string; subcategory?: string } = {},
): Promise<TestTaxonomy> {
  const n = next();
  const [area] = await db
    .insert(areas)
    .values({ name: names.area ?? `Área ${n}`, description: null, order: n })
    .returning({ id: areas.id });
  const [category] = await db
    .insert(categories)
    .values({
      name: names.category ?? `Categoría ${n}`,
      description: null,
      order: 1,
      areaId: area!.id,
    })
    .returning({ id: categories.id });
  const [subcategory] = await db
    .insert(subcategories)
    .values({
      name: names.subcategory ?? `Subcategoría ${n}`,
      description: null,
      order: 1,
      categoryId: category!.id,
    })
    .returning({ id: subcategories.id });
  return { areaId: area!.id, categoryId: category!.id, subcategoryId: subcategory!.id };
}

export async function createProduct(db: Db, overrides: Partial<NewProduct> = {}): Promise<string> {
  const n = next();
  return insertProduct(db, {
    name: `Porcelanato de prueba ${n}`,
    description: 'Descripción de prueba',
    brand: 'Marca Prueba',
    price: 10000,
    discountPercentage: null,
    dimensions: '60x60',
    metersPerBox: 1.44,
    quality: '1ra',
    type: 'Mate',
    hasShipping: true,
    areaId: null,
    categoryId: null,
    subcategoryId: null,
    images: [],
    ...overrides,
  });
}

export const TEST_PASSWORD = 'clave-segura-123';

export async function createUser(
  db: Db,
  overrides: {
    email?: string;
    name?: string;
    role?: Role;
    password?: string;
    verified?: boolean;
  } = {},
): Promise<{ id: string; email: string; password: string }> {
  const n = next();
  const email = overrides.email ?? `usuario${n}@example.com`;
  const password = overrides.password ?? TEST_PASSWORD;
  const id = await createUserRecord(db, {
    email,
    name: overrides.name ?? `Usuario ${n}`,
    role: overrides.role ?? 'editor',
    password,
    verified: overrides.verified ?? true,
  });
  return { id, email, password };
}

export interface TestOrderLine {
  productId?: string | null;
  productName?: string;
  unitPrice?: number;
  quantity?: number;
  squareMeters?: number;
  includeWaste?: boolean;
  /** m² in a box when the line sold boxes of tiles; null (the default) for what has no m². */
  metersPerBox?: number | null;
}

/** An adjustment of the shop's by a % (priced by the test: `amount` negative for a discount). */
export interface TestOrderAdjustment {
  kind: AdjustmentKind;
  percentage: number;
  amount: number;
}

export type TestOrderOverrides = Partial<
  Omit<typeof orders.$inferInsert, 'id' | 'idempotencyKey' | 'totalAmount'>
> & { lines?: TestOrderLine[]; adjustments?: TestOrderAdjustment[] };

/** Inserts an order and its lines directly (admin tests); the total is the sum of the lines. */
export async function createOrder(
  db: Db,
  overrides: TestOrderOverrides = {},
): Promise<{ id: number; totalAmount: number }> {
  const n = next();
  const { lines: lineOverrides, adjustments = [], ...orderOverrides } = overrides;
  const lines = (lineOverrides ?? [{}]).map((line, position) => {
    const unitPrice = line.unitPrice ?? 10000;
    const quantity = line.quantity ?? 2;
    return {
      position,
      productId: line.productId ?? null,
      productName: line.productName ?? `Porcelanato pedido ${n}`,
      unitPrice,
      quantity,
      squareMeters: line.squareMeters ?? 2.88,
      includeWaste: line.includeWaste ?? false,
      metersPerBox: line.metersPerBox ?? null,
      lineTotal: unitPrice * quantity,
    };
  });
  const totalAmount = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const [order] = await db
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      customerName: `Cliente ${n}`,
      customerEmail: `cliente${n}@example.com`,
      customerPhone: '11 1234-5678',
      customerAddress: `Calle Falsa ${n}`,
      comments: null,
      totalAmount,
      ...orderOverrides,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');
  if (lines.length > 0) {
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
  }
  if (adjustments.length > 0) {
    await db.insert(orderAdjustments).values(
      adjustments.map(({ kind, percentage, amount }, position) => ({
        ...percentageAdjustment(kind, percentage),
        amount,
        orderId: order.id,
        position,
      })),
    );
  }
  return { id: order.id, totalAmount };
}

/** Queues one due e-mail per subject (subjects tell the deliveries apart at the SMTP server). */
export async function queueMail(db: Db, to: string, subjects: string[]): Promise<void> {
  await db
    .insert(mailQueue)
    .values(subjects.map((subject) => ({ to, subject, text: 'x', nextAttemptAt: new Date() })));
}

/** A shipping price for a partido (delivery tests). */
export async function createDeliveryZone(db: Db, value = `Partido ${next()}`): Promise<string> {
  const [zone] = await db
    .insert(deliveryZones)
    .values({ kind: 'partido', value, price: 1000 })
    .returning({ id: deliveryZones.id });
  if (!zone) throw new Error('zone insert returned no row');
  return zone.id;
}

/** A Botón de arrepentimiento request, as the public form records it (no e-mails queued). */
export async function createWithdrawal(db: Db, orderId: number | null = null): Promise<string> {
  const n = next();
  const [row] = await db
    .insert(withdrawalRequests)
    .values({
      code: `ARR-TEST-${String(n).padStart(4, '0')}`,
      orderNumber: String(orderId ?? 999_000 + n),
      orderId,
      name: `Cliente ${n}`,
      email: `cliente.${n}@example.com`,
      // Another e-mail than the order's: what staff check before acting on it.
      match: orderId === null ? 'no_order' : 'mismatch',
    })
    .returning({ id: withdrawalRequests.id });
  if (!row) throw new Error('withdrawal not created');
  return row.id;
}
