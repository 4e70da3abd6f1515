import { sql } from 'drizzle-orm';
import { effectivePriceSql } from './pricing-sql';
import { AUTH_EVENT_TYPES } from '#shared/admin-logs';
import { ORDER_STATUSES } from '#shared/orders';
import { ADJUSTMENT_BASES, ADJUSTMENT_KIND_IDS } from '#shared/order-adjustments';
import { WITHDRAWAL_MATCHES } from '#shared/withdrawals';
import type { SharedCartLine } from '#shared/shared-carts';
import { STOCK_MOVEMENT_KINDS } from '#shared/stock/contract';
import { PURCHASE_ORDER_STATUSES } from '#shared/purchasing/statuses';
import { PRICE_CHANGE_SOURCES, PRODUCT_STATUSES } from '#shared/availability';
import {
  SLIP_RESISTANCES,
  TILE_COLORS,
  TILE_PLACEMENTS,
  TILE_USAGES,
} from '#shared/tile-attributes';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const areas = pgTable('areas', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  order: integer('order').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    order: integer('order').notNull(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    // The shop's adhesive and grout for this category's tiles ("Agregar materiales"); plain ids,
    // not foreign keys (products reference categories already): a deleted product is skipped.
    adhesiveProductId: uuid('adhesive_product_id'),
    groutProductId: uuid('grout_product_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_area_idx').on(t.areaId, t.order)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    order: integer('order').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId, t.order)],
);

/**
 * A category page's path that no longer exists ('/productos/pisos/porcelanicos' after a rename),
 * with the ids it named then; its visitors are sent on to where those items are now
 * (modules/catalogue/category-redirects.ts, docs/decisions/0008-category-urls.md). Plain ids, not foreign
 * keys: an item deleted since sends them to its nearest surviving ancestor.
 */
export const categoryRedirects = pgTable('category_redirects', {
  path: text('path').primaryKey(),
  areaId: uuid('area_id').notNull(),
  categoryId: uuid('category_id'),
  subcategoryId: uuid('subcategory_id'),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .$defaultFn(() => new Date()),
});

/** One stored image: variants live at products/{productId}/{id}-{width}.webp. */
export interface StoredImage {
  id: string;
  widths: number[];
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The supplier's code (SKU): optional, unique when present; spreadsheet imports match on it. */
    code: text('code'),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    price: money('price').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    /** The IVA rate (%) its price includes: 21 for tiles, 10,5 for the few goods ARCA reduces. */
    vatRate: numeric('vat_rate', { precision: 4, scale: 1, mode: 'number' }).notNull().default(21),
    dimensions: text('dimensions'),
    metersPerBox: numeric('meters_per_box', { precision: 10, scale: 2, mode: 'number' }),
    quality: text('quality', { enum: ['1ra', '2da'] })
      .notNull()
      .default('1ra'),
    type: text('type'),
    hasShipping: boolean('has_shipping').notNull().default(false),
    /** What one unit of quantity is: a box of tiles, a single item, a bag. */
    saleUnit: text('sale_unit', { enum: ['caja', 'unidad', 'bolsa'] })
      .notNull()
      .default('caja'),
    // A product stays in the catalogue when its taxonomy is deleted: the links become null and
    // the admin list shows it as unclassified (see docs/decisions/0002-taxonomy-deletion.md).
    areaId: uuid('area_id').references(() => areas.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, {
      onDelete: 'set null',
    }),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /**
     * The face of one tile, square and straight on, for "Ver en mi ambiente"; null:
     * the visualizer uses the first image. Variants at products/{id}/{imageId}-{width}.webp.
     */
    texture: jsonb('texture').$type<StoredImage>(),
    /** A borrador is hidden from the shop (lists, page, search, sitemap, counts), not deleted. */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('publicado'),
    /** Sin stock: still listed and findable, but it cannot be added to a cart or ordered. */
    inStock: boolean('in_stock').notNull().default(true),
    // Tile attributes (shared/tile-attributes.ts): null where the shop did not say.
    color: text('color', { enum: TILE_COLORS }),
    usage: text('usage', { enum: TILE_USAGES }),
    placement: text('placement', { enum: TILE_PLACEMENTS }),
    slipResistance: text('slip_resistance', { enum: SLIP_RESISTANCES }),
    pei: smallint('pei'),
    rectified: boolean('rectified'),
    thicknessMm: numeric('thickness_mm', { precision: 4, scale: 1, mode: 'number' }),
    /**
     * What the catalogue search matches, in the shared searchFold form: the product's searched
     * fields and its taxonomy names (modules/catalogue/search-text.ts).
     */
    searchText: text('search_text').notNull().default(''),
    /** The name alone in the same form: name matches rank first. */
    searchName: text('search_name').notNull().default(''),
    /**
     * The SEARCH_TEXT_VERSION the two columns above were computed with: a start recomputes the
     * rows of an older one (a database from before a change of the rule).
     */
    searchVersion: integer('search_version').notNull().default(0),
    /**
     * Derived like the search text (modules/catalogue/search-text.ts): the product is in the flooring
     * area (floor and wall tiles, listed first), and its size as the formato filter reads it
     * ('60x60', from the dimensions; null without one).
     */
    flooring: boolean('flooring').notNull().default(false),
    format: text('format'),
    /**
     * The product's place in the home page's Destacados row (1..n), null when it is not there:
     * the owner's "destacado" flag, which the recommended order also reads (modules/content/home.ts).
     */
    featuredPosition: integer('featured_position'),
    /**
     * Stock by lot (modules/stock): tracked products sell only what their lots hold;
     * backorder_days set means "a pedido" (sold without stock, with that lead time); the
     * threshold marks the product low (Stock screen, daily e-mail). Rows from before the issue
     * keep their old behaviour (not tracked); a product created in the admin starts tracked.
     */
    trackStock: boolean('track_stock').notNull().default(false),
    backorderDays: integer('backorder_days'),
    lowStockThreshold: integer('low_stock_threshold'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Taxonomy first, then brand: the list filters by the one and lists the brands within it by
    // walking the other (a loose index scan: one probe per brand, not one per product).
    index('products_area_brand_idx').on(t.areaId, t.brand),
    index('products_category_brand_idx').on(t.categoryId, t.brand),
    index('products_subcategory_brand_idx').on(t.subcategoryId, t.brand),
    index('products_brand_idx').on(t.brand),
    index('products_price_idx').on(t.price),
    index('products_name_idx').on(t.name, t.id),
    uniqueIndex('products_code_key').on(t.code),
    // The storefront sorts by the price a shopper pays and by quality; these keep a sorted page
    // (first or last) an index walk instead of a sort of the whole catalogue.
    index('products_effective_price_idx').on(effectivePriceSql(t.price, t.discountPercentage)),
    index('products_quality_name_idx').on(t.quality, t.name, t.id),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The storefront's default order (modules/catalogue/catalog-order.ts), walked from either end.
    index('products_recommended_idx').on(
      t.flooring.desc(),
      t.featuredPosition.asc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The formato facet, a loose index scan like the brands'.
    index('products_format_idx').on(t.format),
    index('products_area_format_idx').on(t.areaId, t.format),
    index('products_category_format_idx').on(t.categoryId, t.format),
    index('products_subcategory_format_idx').on(t.subcategoryId, t.format),
    // 'Precio por m²', products without m² last in both directions: the migration adds the two
    // expression indexes (ascending and descending, NULLS LAST), which drizzle cannot declare.
  ],
);

/**
 * How many products each (area, category, subcategory, quality) holds, kept exact by statement
 * triggers on products (migration 0003): the list's total for those filters is a sum over a few
 * dozen rows instead of a count of the whole catalogue. Derived data: never written by the app.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    areaId: uuid('area_id'),
    categoryId: uuid('category_id'),
    subcategoryId: uuid('subcategory_id'),
    quality: text('quality').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    unique('catalogue_counts_key')
      .on(t.areaId, t.categoryId, t.subcategoryId, t.quality)
      .nullsNotDistinct(),
  ],
);

/**
 * The distinct words of the products' search text and how many products hold each, kept exact by
 * statement triggers on products (migration 0006): a search looks the words one typo away from a
 * typed word up here, among a few thousand words, not in every product. Derived data: never
 * written by the app.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['editor', 'super_admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak live cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailVerifications = pgTable('email_verifications', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Single-use "¿Olvidaste tu contraseña?" links: only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const authLogs = pgTable(
  'auth_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    eventType: text('event_type', { enum: AUTH_EVENT_TYPES }).notNull(),
    role: text('role').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('auth_logs_timestamp_idx').on(t.timestamp)],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerAddress: text('customer_address').notNull(),
    comments: text('comments'),
    totalAmount: money('total_amount').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /**
     * Derived from order_payments and the total by paymentState (shared/order-payments.ts),
     * rewritten in the same transaction as every payment or line change; stored so lists can
     * show and filter it without a join.
     */
    paymentStatus: text('payment_status', { enum: ['pending', 'deposit', 'paid'] })
      .notNull()
      .default('pending'),
    /** 'shipping' for orders placed before the choice existed: they all gave an address. */
    deliveryMethod: text('delivery_method', { enum: ['pickup', 'shipping'] })
      .notNull()
      .default('shipping'),
    deliveryPartido: text('delivery_partido'),
    deliveryPostalCode: text('delivery_postal_code'),
    /** Null: "a convenir" (no zone matched); 0 for pickup. */
    deliveryCost: money('delivery_cost'),
    /**
     * The delivery days promised (YYYY-MM-DD, working days from the order's day by its zone), or
     * the one day staff set later (both the same); null: no date promised yet.
     */
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryUntil: date('delivery_until', { mode: 'string' }),
    /** The customer's key to their order page (/pedido/<token>); null for older orders. */
    accessToken: text('access_token'),
    /**
     * The day the presupuesto's prices stop holding, fixed when the order is placed (or renewed)
     * so a later change of the shop's validity setting never moves it; null only on rows written
     * outside placeOrder (read back as the order's day plus the setting).
     */
    quoteValidUntil: timestamp('quote_valid_until', { withTimezone: true, mode: 'date' }),
    /**
     * How the shopper chose to pay at checkout; null for orders placed before the
     * choice (they were all arranged later by transfer or cash).
     */
    paymentChoice: text('payment_choice', { enum: ['mercado_pago', 'transfer'] }),
    /** The buyer's CUIT or DNI (digits) for the invoice; null: a consumer without data. */
    buyerTaxId: text('buyer_tax_id'),
    /** The buyer's IVA condition (shared/invoicing.ts); null: consumidor final. */
    buyerVatCondition: text('buyer_vat_condition'),
    /** Raised by every change to the order: staff's edits carry the one they started from. */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('orders_access_token_idx').on(t.accessToken),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.customerEmail})`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The line keeps the name and price it was sold with, so history survives catalogue edits.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPrice: money('unit_price').notNull(),
    /** Box price before the discount, and the discount, when the line was priced; null on older lines. */
    listPrice: money('list_price'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    quantity: integer('quantity').notNull(),
    squareMeters: numeric('square_meters', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    includeWaste: boolean('include_waste').notNull(),
    // What the quantity counted and the m² a box held when sold: square_meters
    // is the room as the shopper typed it, the boxes' m² follow from these.
    saleUnit: text('sale_unit', { enum: ['caja', 'unidad', 'bolsa'] })
      .notNull()
      .default('caja'),
    metersPerBox: numeric('meters_per_box', { precision: 10, scale: 2, mode: 'number' }),
    layingPattern: text('laying_pattern', { enum: ['recto', 'diagonal', 'espiga'] }),
    lineTotal: money('line_total').notNull(),
    /**
     * A price staff set by hand (shared/line-prices.ts): the unit price is theirs, not the
     * catalogue's; special_discount is the % they took off the line's catalogue price, null
     * when they typed the price itself. Who and why are in the order's notes.
     */
    specialPrice: boolean('special_price').notNull().default(false),
    specialDiscount: numeric('special_discount', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/**
 * An order's discounts and surcharges, one row each, in the order they apply
 * (shared/order-adjustments.ts prices them): a % of the base or a fixed amount, and the amount it
 * came to, rewritten with the total whenever the order's lines change.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ADJUSTMENT_KIND_IDS }).notNull(),
    /** What the customer typed to take it (a coupon's code); null for the shop's own. */
    code: text('code'),
    label: text('label').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    fixedAmount: money('fixed_amount'),
    base: text('base', { enum: ADJUSTMENT_BASES }).notNull(),
    /** What it added to the total when last priced; negative for a discount. */
    amount: money('amount').notNull(),
    /** Who gave it (staff on a phone order); null when the order's checkout took it. */
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId, t.position),
    check(
      'order_adjustments_value_check',
      sql`(${t.percentage} is null) <> (${t.fixedAmount} is null)`,
    ),
  ],
);

/** Money received for an order; several per order (a seña, then the rest). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The day the money arrived, 'YYYY-MM-DD' in the shop's calendar. */
    paidOn: text('paid_on').notNull(),
    method: text('method', {
      enum: ['efectivo', 'transferencia', 'tarjeta', 'mercado_pago'],
    }).notNull(),
    reference: text('reference'),
    /** Who recorded it: the name is kept so the record survives the user's deletion. */
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    /**
     * The Mercado Pago payment this row records (its credit, or the reversal of a refund or
     * chargeback, with a negative amount); null for payments staff recorded by hand.
     */
    mercadoPagoPaymentId: text('mercado_pago_payment_id'),
    /**
     * The Mercado Pago refund this negative row records: written from the refund API's answer or
     * from the payment's notification, whichever comes first; unique, so never twice.
     */
    mercadoPagoRefundId: text('mercado_pago_refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
    index('order_payments_mercado_pago_idx').on(t.mercadoPagoPaymentId),
    uniqueIndex('order_payments_mercado_pago_refund_idx').on(t.mercadoPagoRefundId),
  ],
);

/**
 * Each Mercado Pago payment of an order, once (its id is the key): the last status read from
 * Mercado Pago's API. The money itself is in order_payments; this row is what a notification
 * (or the reconciliation job) locks while it brings the ledger in line with the status. No
 * foreign key on the order: a payment that arrives while its order is in the Papelera is kept
 * here (review 'papelera') and credited once the order is restored.
 */
export const mercadoPagoPayments = pgTable(
  'mercado_pago_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    status: text('status').notNull(),
    statusDetail: text('status_detail'),
    amount: money('amount').notNull(),
    /** As Mercado Pago answered it; null on payments recorded before it was read. */
    currencyId: text('currency_id'),
    installments: integer('installments'),
    /**
     * Why the payment is not counted and waits for staff (shared/payments/mercado-pago-review.ts):
     * another currency, an amount that is not the balance, its order in the Papelera; null:
     * counted as Mercado Pago says.
     */
    review: text('review', { enum: ['currency', 'amount', 'papelera'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mercado_pago_payments_order_idx').on(t.orderId)],
);

/**
 * Each Checkout Pro preference the shop created: the external_reference exactly as the shop
 * wrote it and the account (collector) it charges to. A payment counts for an order only when
 * its reference is one of these, and its collector the preference's. No foreign key: an order in
 * the Papelera keeps its preferences, so a payment for it is still recognised.
 */
export const mercadoPagoPreferences = pgTable(
  'mercado_pago_preferences',
  {
    preferenceId: text('preference_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    externalReference: text('external_reference').notNull(),
    collectorId: text('collector_id'),
    /** What it charged: the order's balance when it was created. */
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mercado_pago_preferences_reference_idx').on(t.externalReference),
    index('mercado_pago_preferences_order_idx').on(t.orderId),
  ],
);

/**
 * The x-request-id of every signed notification accepted: the same notification sent again
 * (a replay) finds its id here and is refused. Kept a day (housekeeping), far past the
 * signature's five minutes of validity.
 */
export const mercadoPagoNotifications = pgTable('mercado_pago_notifications', {
  requestId: text('request_id').primaryKey(),
  receivedAt: createdAt(),
});

/** Staff's internal notes on an order: never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** Shipping prices the owner sets, by partido or by código postal (modules/checkout/delivery.ts). */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['partido', 'postal_code'] }).notNull(),
    /** As the owner typed it; matched folded (partido) or exactly (código postal). */
    value: text('value').notNull(),
    price: money('price').notNull(),
    /** The delivery time in working days ("llega en 2 a 4 días hábiles"); null: not promised. */
    daysMin: integer('days_min'),
    daysMax: integer('days_max'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('delivery_zones_value_idx').on(t.kind, sql`lower(${t.value})`)],
);

/** Durable outgoing mail: a failed send is retried, never lost with the order. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** A sender's lease: until then no other process sends this message (lib/mail.ts). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    claimedBy: text('claimed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * One row per counted attempt (a sign-in or an order) under a throttle key, shared by every
 * process (lib/throttle.ts); rows older than their scope's window are pruned.
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('throttle_hits_key_idx').on(t.key, t.at),
    index('throttle_hits_scope_idx').on(t.scope, t.at),
  ],
);

export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * What staff changed, for the super_admin's 'Actividad' page (modules/staff/activity.ts). The actor's
 * e-mail and name are copied, so the entry still says who after the account is deleted.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_actor_idx').on(t.actorEmail, t.at),
  ],
);

/**
 * The Papelera: a deleted product or order kept as a snapshot of its rows (JSON, as the
 * database had them) for 30 days, restorable by a super_admin (modules/trash/trash.ts). No deleted_at
 * columns: every other query stays as it is. A product's image files stay in storage until its
 * snapshot is purged.
 */
export const trash = pgTable(
  'trash',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['product', 'order'] }).notNull(),
    /** The product's id or the order's number, as text. */
    itemKey: text('item_key').notNull(),
    label: text('label').notNull(),
    data: jsonb('data').notNull(),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedByEmail: text('deleted_by_email').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('trash_deleted_idx').on(t.deletedAt),
    index('trash_item_idx').on(t.kind, t.itemKey),
  ],
);

/** Inicio's slides and category tiles (shared/home.ts HomeContent without featuredIds), one row. */
export const homeContent = pgTable('home_content', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

/** An image uploaded for Inicio: variants live at home/{id}-{width}.webp. */
export const homeImages = pgTable('home_images', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['slide', 'tile'] }).notNull(),
  widths: jsonb('widths').$type<number[]>().notNull(),
  createdAt: createdAt(),
});

/** The legal pages' text as the owner edited it; a page without a row shows its default. */
export const legalPages = pgTable('legal_pages', {
  slug: text('slug', { enum: ['terminos', 'privacidad', 'arrepentimiento'] }).primaryKey(),
  body: text('body').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Botón de arrepentimiento requests (Resolución 424/2020): kept whether or not the order number
 * matched an order, since the shop must answer and follow up every one.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The revocation code the customer is given on screen and by e-mail. */
    code: text('code').notNull(),
    /** As typed; orderId is set when it named an existing order. */
    orderNumber: text('order_number').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /**
     * Whether the e-mail typed is the order's (matched), another (mismatch: staff check who asked),
     * or no order has the number (no_order); decided when the request arrives.
     */
    match: text('match', { enum: WITHDRAWAL_MATCHES }).notNull(),
    createdAt: createdAt(),
    attendedAt: timestamp('attended_at', { withTimezone: true, mode: 'date' }),
    attendedBy: uuid('attended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_code_idx').on(t.code),
    index('withdrawal_requests_order_idx').on(t.orderId),
    index('withdrawal_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * One bulk price change (modules/catalogue/price-batches.ts): who, when, the rule and how many products.
 * Undone as a whole (undone_at) while no later change touched those prices.
 */
export const priceBatches = pgTable(
  'price_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text: the batch still says who made it after the user is deleted. */
    userName: text('user_name').notNull(),
    rule: jsonb('rule').notNull(),
    selection: jsonb('selection').notNull(),
    products: integer('products').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: text('undone_by'),
  },
  (t) => [index('price_batches_created_idx').on(t.createdAt)],
);

/** Every change of a product's price: single and quick edits, bulk batches and their undo. */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    source: text('source', { enum: PRICE_CHANGE_SOURCES }).notNull(),
    batchId: uuid('batch_id').references(() => priceBatches.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_changes_product_idx').on(t.productId, t.id),
    index('price_changes_batch_idx').on(t.batchId),
  ],
);

/**
 * The shop's copies of itself (modules/backups/backups.ts): each scheduled or manual run, its result and
 * where its archive is. A scheduled run holds its slot (the shop's day, 'YYYY-MM-DD'): the unique
 * key lets exactly one of several processes on one database take each day's copy.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['scheduled', 'manual'] }).notNull(),
    slot: text('slot'),
    status: text('status', { enum: ['running', 'ok', 'failed'] })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The archive's key in the copies' store (DATA_DIR/backups or the bucket's backups/). */
    fileKey: text('file_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    /** Who asked for a manual copy (name kept: the run outlives the account). */
    requestedBy: text('requested_by'),
  },
  (t) => [
    uniqueIndex('backup_runs_slot_idx').on(t.slot),
    index('backup_runs_started_idx').on(t.startedAt),
  ],
);

/**
 * The day's once-a-day jobs that are not copies (the low-stock e-mail): a job's row claims its
 * shop day ('YYYY-MM-DD'), so of several processes on one database exactly one does it.
 */
export const dailyJobRuns = pgTable(
  'daily_job_runs',
  {
    job: text('job').notNull(),
    day: text('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

/**
 * One production lot of a product: its boxes share a shade (tono) and a caliber
 * (calibre). Products without lots (adhesives, sanitarios) keep one lot with code ''. The two
 * counters are what the movements add up to (modules/stock/service.ts writes both together).
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    tono: text('tono'),
    calibre: text('calibre'),
    /** 'YYYY-MM-DD' in the shop's calendar. */
    receivedOn: text('received_on').notNull(),
    note: text('note'),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_lots_product_code_key').on(t.productId, t.code),
    check('stock_lots_counts_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

/** Every change of a lot's counters, with who, when and why. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => stockLots.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    onHandDelta: integer('on_hand_delta').notNull(),
    reservedDelta: integer('reserved_delta').notNull(),
    /** A plain number: the movement outlives a deleted order. */
    orderId: integer('order_id'),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_lot_idx').on(t.lotId),
  ],
);

/**
 * Each ingresos file applied, by the SHA-256 of what it means (its rows'
 * product, lot, date and boxes; stock/ingreso-import.ts; older rows hold the SHA-256 of the
 * file's bytes): the same file uploaded again is refused instead of doubling the stock. The unique key is taken inside the
 * import's transaction, so of two concurrent uploads of one file exactly one applies.
 */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    boxes: integer('boxes').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the record: the account may be deleted later. */
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stock_imports_file_hash_key').on(t.fileHash)],
);

/**
 * A cart shared with a short link, /c/{code}. The same lines shared again get
 * the same code (content_hash: SHA-256 of the lines); each share renews created_at, from which
 * the housekeeping job deletes it after RETENTION.sharedCartDays.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    code: text('code').primaryKey(),
    contentHash: text('content_hash').notNull(),
    lines: jsonb('lines').$type<SharedCartLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shared_carts_content_hash_key').on(t.contentHash),
    index('shared_carts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * What an order holds of a product (its lines are merged per product): the lot its boxes come
 * from, and whether they are reserved, delivered (consumed) or released. lot_id null: taken
 * "a pedido" (no lot was enough).
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id').references(() => stockLots.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: ['reserved', 'consumed', 'released'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    index('stock_reservations_lot_idx').on(t.lotId),
  ],
);

/**
 * What staff keep about a customer. Customers themselves are worked out from the orders
 * (modules/customers): this row exists once staff wrote a note or marked them "profesional",
 * under the customer's key ('email:…' or 'tel:…', shared/customers/customers.ts).
 */
export const customerRecords = pgTable('customer_records', {
  key: text('key').primaryKey(),
  notes: text('notes').notNull().default(''),
  /** Installers and builders: staff take `discount_percentage` off their phone orders. */
  professional: boolean('professional').notNull().default(false),
  discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The shop's suppliers (modules/purchasing). The CUIT is kept as its 11 digits; contact, phone
 * and e-mail as typed (the phone checked as an Argentine number, the e-mail as one address).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    cuit: text('cuit'),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    paymentTerms: text('payment_terms').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('suppliers_cuit_key').on(t.cuit)],
);

/** Which products a supplier sells the shop, under the supplier's own code and at what cost. */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierCode: text('supplier_code'),
    /** Per unit of the product's sale unit (a box, a bag, an item), without taxes. */
    lastCost: money('last_cost'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.productId] }),
    index('supplier_products_product_idx').on(t.productId),
  ],
);

/**
 * A purchase order to a supplier: borrador → enviada → recibida en parte → recibida, or
 * cancelada (shared/purchasing/contract.ts). `version` moves with every change, so two receipts
 * made from the same view cannot both add their boxes.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('draft'),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(0),
    /** The hash of the token in the supplier's e-mail link to the order's PDF; null until sent. */
    accessTokenHash: text('access_token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchase_orders_supplier_idx').on(t.supplierId),
    uniqueIndex('purchase_orders_token_key').on(t.accessTokenHash),
  ],
);

/** A purchase order's lines, in the product's sale unit; the name is kept as it was ordered. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    received: integer('received').notNull().default(0),
    expectedCost: money('expected_cost'),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId),
    check('purchase_order_lines_counts_check', sql`${t.quantity} > 0 and ${t.received} >= 0`),
  ],
);

/** A delivery of a purchase order: what came, into which lot, at what cost, and what differed. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    receivedOn: text('received_on').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_receipts_order_idx').on(t.purchaseOrderId)],
);

export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => purchaseReceipts.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id').references(() => stockLots.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** What one box (or unit, or bag) of this delivery cost: the lot's cost. */
    costPerUnit: money('cost_per_unit'),
    /** What differed from the order (a broken box, another tono). */
    note: text('note'),
  },
  (t) => [index('purchase_receipt_lines_lot_idx').on(t.lotId)],
);

/**
 * The shop's fiscal data for ARCA (one row, modules/invoicing): CUIT, IVA condition, punto de
 * venta. The certificate and its key are files named by ARCA_CERT_FILE and ARCA_KEY_FILE,
 * never stored here.
 */
export const invoicingSettings = pgTable('invoicing_settings', {
  id: integer('id').primaryKey().default(1),
  cuit: text('cuit').notNull(),
  vatCondition: text('vat_condition', { enum: ['responsable_inscripto', 'monotributo'] }).notNull(),
  pointOfSale: integer('point_of_sale').notNull(),
  activityStart: text('activity_start').notNull(),
  environment: text('environment', { enum: ['homologacion', 'produccion'] }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * An invoice (or credit note) of an order, as ARCA authorised it. 'pendiente' rows wait for a
 * CAE (ARCA down); their number is set only once ARCA gives it, so a number is never held by
 * two rows of the same punto de venta and type.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pendiente', 'autorizada'] }).notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    /** ARCA's CbteTipo: 1 A, 6 B, 11 C. */
    type: integer('type').notNull(),
    number: integer('number'),
    cae: text('cae'),
    /** yyyy-mm-dd */
    caeDue: text('cae_due'),
    /** yyyy-mm-dd, the invoice's date (the shop's day). */
    issuedOn: text('issued_on').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** ARCA's DocTipo: 80 CUIT, 96 DNI, 99 none. */
    buyerDocType: integer('buyer_doc_type').notNull(),
    buyerDocNumber: text('buyer_doc_number').notNull(),
    buyerVatCondition: text('buyer_vat_condition').notNull(),
    total: money('total').notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    /** [{ rate, base, amount }] by IVA rate. */
    vatLines: jsonb('vat_lines').notNull(),
    /** The last FECAESolicitar sent and ARCA's answer (or the failure), as text. */
    request: text('request').notNull(),
    response: text('response'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    authorisedAt: timestamp('authorised_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.pointOfSale, t.type, t.number),
    uniqueIndex('invoices_order_unique').on(t.orderId),
    index('invoices_status_idx').on(t.status),
  ],
);
