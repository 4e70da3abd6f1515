import { asc, count, eq, inArray } from 'drizzle-orm';
import { argentinePhone } from '#shared/phone';
import {
  PURCHASING_MESSAGES as M,
  type SupplierDetail,
  type SupplierInputSchema,
  type Supplier,
  type SupplierProductsInputSchema,
} from '#shared/purchasing/contract';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { products, supplierProducts, suppliers } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';
import { conflict, notFound } from '#server/errors';
import { describeChanges, recordActivity } from '../staff/activity';

type SupplierFields = z.output<typeof SupplierInputSchema>;
type SupplierRow = typeof suppliers.$inferSelect;

function supplierOf(row: SupplierRow, productCount: number): Supplier {
  const phone = row.phone ? argentinePhone(row.phone) : null;
  return {
    id: row.id,
    name: row.name,
    cuit: row.cuit,
    contact: row.contact,
    phone: row.phone,
    whatsapp: phone?.ok ? phone.whatsapp : null,
    email: row.email,
    paymentTerms: row.paymentTerms,
    notes: row.notes,
    productCount,
  };
}

export async function listSuppliers(db: Db): Promise<Supplier[]> {
  const rows = await db.select().from(suppliers).orderBy(asc(suppliers.name), asc(suppliers.id));
  const counts = await db
    .select({ supplierId: supplierProducts.supplierId, n: count() })
    .from(supplierProducts)
    .groupBy(supplierProducts.supplierId);
  const bySupplier = new Map(counts.map((c) => [c.supplierId, c.n]));
  return rows.map((row) => supplierOf(row, bySupplier.get(row.id) ?? 0));
}

export async function supplierDetail(db: Db, id: string): Promise<SupplierDetail> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw notFound(M.supplierNotFound);
  const items = await db
    .select({
      productId: products.id,
      name: products.name,
      code: products.code,
      saleUnit: products.saleUnit,
      supplierCode: supplierProducts.supplierCode,
      lastCost: supplierProducts.lastCost,
    })
    .from(supplierProducts)
    .innerJoin(products, eq(products.id, supplierProducts.productId))
    .where(eq(supplierProducts.supplierId, id))
    .orderBy(asc(products.name), asc(products.id));
  return { ...supplierOf(row, items.length), products: items };
}

const cuitTaken = () => conflict(M.cuitTaken, { cuit: M.cuitTaken });

/** A new supplier and its Actividad entry, in one transaction. */
export async function createSupplier(
  db: Db,
  actorId: string,
  input: SupplierFields,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(suppliers).values(input).returning({ id: suppliers.id });
      if (!row) throw new Error('supplier insert returned no row');
      await recordActivity(tx, {
        actorId,
        action: 'supplier.create',
        subject: `Proveedor «${input.name}»`,
        detail: input.cuit ? `CUIT ${input.cuit}` : '',
      });
      return row.id;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? cuitTaken() : error;
  }
}

const LABELS: [keyof SupplierFields, string][] = [
  ['name', 'Nombre'],
  ['cuit', 'CUIT'],
  ['contact', 'Contacto'],
  ['phone', 'Teléfono'],
  ['email', 'E-mail'],
  ['paymentTerms', 'Condiciones de pago'],
  ['notes', 'Notas'],
];

export async function updateSupplier(
  db: Db,
  actorId: string,
  id: string,
  input: SupplierFields,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
      if (!before) throw notFound(M.supplierNotFound);
      await tx.update(suppliers).set(input).where(eq(suppliers.id, id));
      const detail = describeChanges(
        LABELS.map(([key, label]) => ({
          label,
          before: before[key] ?? '',
          after: input[key] ?? '',
        })),
      );
      await recordActivity(tx, {
        actorId,
        action: 'supplier.update',
        subject: `Proveedor «${input.name}»`,
        detail,
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? cuitTaken() : error;
  }
}

/**
 * The products a supplier sells the shop, replaced as a whole (the screen edits the list), with
 * the supplier's code and last cost of each; an unknown product is a 404 and nothing changes.
 */
export async function setSupplierProducts(
  db: Db,
  actorId: string,
  id: string,
  input: z.output<typeof SupplierProductsInputSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    if (!supplier) throw notFound(M.supplierNotFound);
    const ids = input.items.map((item) => item.productId);
    if (ids.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids));
      if (found.length !== new Set(ids).size) throw notFound(M.productNotFound);
    }
    await tx.delete(supplierProducts).where(eq(supplierProducts.supplierId, id));
    if (input.items.length > 0)
      await tx
        .insert(supplierProducts)
        .values(input.items.map((item) => ({ ...item, supplierId: id })));
    await recordActivity(tx, {
      actorId,
      action: 'supplier.products',
      subject: `Proveedor «${supplier.name}»`,
      detail: `${input.items.length} productos`,
    });
  });
}
