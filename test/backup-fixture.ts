import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#server/db/client';
import {
  activityLog,
  authLogs,
  categoryRedirects,
  customerRecords,
  deliveryZones,
  homeContent,
  homeImages,
  invoices,
  invoicingSettings,
  legalPages,
  mailQueue,
  orderNotes,
  mercadoPagoPayments,
  mercadoPagoPreferences,
  orderPayments,
  priceBatches,
  priceChanges,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  sessions,
  shopSettings,
  stockImports,
  stockLots,
  stockMovements,
  stockReservations,
  supplierProducts,
  suppliers,
  trash,
} from '#server/db/schema';
import { backedUpTables } from '#server/db/snapshot';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import {
  createDeliveryZone,
  createOrder,
  createProduct,
  createTaxonomy,
  createUser,
  createWithdrawal,
} from './factories';

/**
 * A shop with at least one row in every table a backup holds, with the awkward values a copy
 * must keep: accents and quotes, nulls, decimals, JSON, identity numbers. A table added to the
 * schema later needs its rows here: tablesWithoutRows names it and the round trip fails.
 */
export async function fillEveryTable(db: Db): Promise<void> {
  const taxonomy = await createTaxonomy(db, { area: 'Pisos y Revestimientos' });
  const productId = await createProduct(db, {
    ...taxonomy,
    name: 'Porcelanato Mármol «Carrara» 60×60',
    price: 15999.5,
    discountPercentage: 12.5,
    images: [{ id: 'abc123', widths: [400, 800] }],
  });
  const user = await createUser(db, { email: 'ñandú@example.com', role: 'super_admin' });
  const order = await createOrder(db, {
    comments: 'Ñandú & "comillas" \\ barra',
    status: 'processing',
    paymentStatus: 'deposit',
    lines: [{ productId, unitPrice: 15999.5, quantity: 2 }],
    // Both order discounts, with decimals (the copy keeps them as they are).
    paymentChoice: 'transfer',
    adjustments: [
      { kind: 'professional', percentage: 15.5, amount: -4959.85 },
      { kind: 'transfer', percentage: 10, amount: -2703.92 },
    ],
  });
  await db.insert(orderPayments).values({
    orderId: order.id,
    amount: 5000.25,
    paidOn: '2026-11-20',
    method: 'transferencia',
    reference: 'seña',
    recordedById: user.id,
    recordedByName: 'Dueña',
  });
  await db.insert(mercadoPagoPayments).values({
    paymentId: '1300000001',
    orderId: order.id,
    status: 'approved',
    statusDetail: 'accredited',
    amount: 1000.5,
    currencyId: 'ARS',
    installments: 6,
  });
  await db.insert(mercadoPagoPreferences).values({
    preferenceId: '123456789-0f2d3c4b-aaaa-bbbb-cccc-1234567890ab',
    orderId: order.id,
    externalReference: String(order.id),
    collectorId: '123456789',
    amount: 1000.5,
  });
  await db.insert(orderPayments).values({
    orderId: order.id,
    amount: 1000.5,
    paidOn: '2026-11-21',
    method: 'mercado_pago',
    reference: 'Mercado Pago n.º 1300000001',
    recordedByName: 'Mercado Pago',
    mercadoPagoPaymentId: '1300000001',
  });
  await db.insert(orderPayments).values({
    orderId: order.id,
    amount: -200.5,
    paidOn: '2026-11-22',
    method: 'mercado_pago',
    reference: 'Mercado Pago n.º 1300000001 (devolución n.º 2100000001)',
    recordedByName: 'Mercado Pago',
    mercadoPagoPaymentId: '1300000001',
    mercadoPagoRefundId: '2100000001',
  });
  await db
    .insert(orderNotes)
    .values({ orderId: order.id, text: 'Llamar antes de entregar', authorName: 'Dueña' });
  await createDeliveryZone(db, 'Luján');
  await db
    .insert(deliveryZones)
    .values({ kind: 'postal_code', value: '6700', price: 2500.5, daysMin: 1, daysMax: 3 });
  await createWithdrawal(db, order.id);
  await db.insert(authLogs).values({
    userId: user.id,
    email: user.email,
    eventType: 'login',
    role: 'super_admin',
    userAgent: 'Mozilla/5.0',
  });
  await db.insert(mailQueue).values({
    to: 'cliente@example.com',
    subject: 'Tu pedido',
    text: 'Gracias',
    html: '<p>Gracias</p>',
    nextAttemptAt: new Date('2026-11-20T12:00:00Z'),
  });
  await db
    .insert(shopSettings)
    .values({ id: 1, data: { ...DEFAULT_SHOP_SETTINGS, name: 'Mi «tienda»' } });
  await db.insert(activityLog).values({
    actorId: user.id,
    actorEmail: user.email,
    actorName: 'Dueña',
    action: 'product.update',
    subject: 'Porcelanato',
    detail: 'Precio: 10.000 → 15.999,50',
  });
  await db.insert(trash).values({
    kind: 'product',
    itemKey: '00000000-0000-4000-8000-000000000001',
    label: 'Producto borrado',
    data: { row: { name: 'Borrado', price: 1.5 }, nested: [1, null, 'x'] },
    deletedBy: user.id,
    deletedByEmail: user.email,
  });
  await db.insert(homeContent).values({ id: 1, data: { slides: [], tiles: [{ title: 'Pisos' }] } });
  await db
    .insert(homeImages)
    .values({ id: '00000000-0000-4000-8000-000000000002', kind: 'slide', widths: [800, 1600] });
  await db.insert(legalPages).values({ slug: 'terminos', body: 'Términos «propios»' });
  await db.insert(customerRecords).values({
    key: 'email:instalador@example.com',
    notes: 'Colocador; paga «contra entrega»',
    professional: true,
    discountPercentage: 12.5,
    updatedBy: 'Dueña',
  });
  await db.insert(categoryRedirects).values({
    path: '/productos/pisos/viejo',
    areaId: taxonomy.areaId,
    categoryId: taxonomy.categoryId,
    subcategoryId: null,
  });
  const [batch] = await db
    .insert(priceBatches)
    .values({
      userId: user.id,
      userName: 'Dueña',
      rule: { kind: 'percent', value: 10 },
      selection: { brand: 'Marca' },
      products: 1,
    })
    .returning({ id: priceBatches.id });
  await db.insert(priceChanges).values([
    {
      productId,
      oldPrice: 10000,
      newPrice: 11000,
      source: 'edicion',
      userId: user.id,
      userName: 'Dueña',
    },
    {
      productId,
      oldPrice: 11000,
      newPrice: 15999.5,
      source: 'lote',
      batchId: batch?.id,
      userName: 'Dueña',
    },
  ]);
  const [lot] = await db
    .insert(stockLots)
    .values({
      productId,
      code: 'L-«24»',
      tono: 'T3',
      calibre: '9,5',
      receivedOn: '2026-11-02',
      note: null,
      onHand: 40,
      reserved: 2,
    })
    .returning({ id: stockLots.id });
  if (!lot) throw new Error('no lot');
  await db.insert(stockMovements).values([
    {
      productId,
      lotId: lot.id,
      kind: 'ingreso',
      onHandDelta: 40,
      reservedDelta: 0,
      actorId: user.id,
      actorName: 'Dueña',
      reason: 'Remito «A-1»',
    },
    {
      productId,
      lotId: lot.id,
      kind: 'reserva',
      onHandDelta: 0,
      reservedDelta: 2,
      orderId: order.id,
      actorName: 'Tienda',
    },
  ]);
  await db.insert(stockImports).values({
    fileHash: 'a'.repeat(64),
    fileName: 'ingresos «noviembre».csv',
    rows: 1,
    boxes: 40,
    actorId: user.id,
    actorName: 'Dueña',
  });
  await db
    .insert(stockReservations)
    .values({ orderId: order.id, productId, lotId: lot.id, quantity: 2, state: 'reserved' });
  const [supplier] = await db
    .insert(suppliers)
    .values({
      name: 'Cerámica «del Sur» S.A.',
      cuit: '30712345671',
      contact: 'Ñato Pérez',
      phone: '11 4444-1234',
      email: 'ventas@ceramica.example',
      paymentTerms: '30 días',
      notes: 'Línea 1\nLínea 2',
    })
    .returning({ id: suppliers.id });
  if (!supplier) throw new Error('no supplier');
  await db
    .insert(supplierProducts)
    .values({ supplierId: supplier.id, productId, supplierCode: 'CS-«60»', lastCost: 8500.55 });
  const [purchase] = await db
    .insert(purchaseOrders)
    .values({ supplierId: supplier.id, status: 'partly_received', createdBy: 'Dueña', version: 2 })
    .returning({ id: purchaseOrders.id });
  if (!purchase) throw new Error('no purchase order');
  const [purchaseLine] = await db
    .insert(purchaseOrderLines)
    .values({
      purchaseOrderId: purchase.id,
      position: 0,
      productId,
      productName: 'Porcelanato Mármol «Carrara» 60×60',
      quantity: 50,
      received: 40,
      expectedCost: 8500.55,
    })
    .returning({ id: purchaseOrderLines.id });
  if (!purchaseLine) throw new Error('no purchase order line');
  const [receipt] = await db
    .insert(purchaseReceipts)
    .values({
      purchaseOrderId: purchase.id,
      receivedOn: '2026-11-02',
      actorName: 'Dueña',
      actorId: user.id,
    })
    .returning({ id: purchaseReceipts.id });
  if (!receipt) throw new Error('no receipt');
  await db.insert(purchaseReceiptLines).values({
    receiptId: receipt.id,
    lineId: purchaseLine.id,
    lotId: lot.id,
    quantity: 40,
    costPerUnit: 8500.55,
    note: '2 cajas rotas',
  });
  await db.insert(invoicingSettings).values({
    cuit: '20123456786',
    vatCondition: 'responsable_inscripto',
    pointOfSale: 3,
    activityStart: '2015-03-01',
    environment: 'homologacion',
  });
  await db.insert(invoices).values({
    orderId: order.id,
    status: 'autorizada',
    pointOfSale: 3,
    type: 1,
    number: 1,
    cae: '75123456789012',
    caeDue: '2026-12-12',
    issuedOn: '2026-12-02',
    buyerName: 'Obras «del Sur» S.R.L.',
    buyerDocType: 80,
    buyerDocNumber: '30712345671',
    buyerVatCondition: 'responsable_inscripto',
    total: 1210.5,
    net: 1000.41,
    vat: 210.09,
    vatLines: [{ rate: 21, base: 1000.41, amount: 210.09 }],
    request: '<FECAESolicitar/>',
    response: '<Resultado>A</Resultado>',
    attempts: 1,
    authorisedAt: new Date('2026-12-02T13:00:00Z'),
  });
  // Left out of backups on purpose (NOT_BACKED_UP): a restore must not bring it back.
  await db.insert(sessions).values({
    id: 'session-hash',
    userId: user.id,
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

/** The backed-up tables fillEveryTable left empty (a table it does not know yet). */
export async function tablesWithoutRows(db: Db): Promise<string[]> {
  const empty: string[] = [];
  for (const table of backedUpTables()) {
    const result = await db.execute(
      sql`select exists (select 1 from ${sql.identifier(table)}) as used`,
    );
    if (!rowsOf<{ used: boolean }>(result)[0]?.used) empty.push(table);
  }
  return empty;
}
