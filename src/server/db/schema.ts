import { sql } from 'drizzle-orm';
import { AUTH_EVENT_TYPES } from '../../shared/admin-logs';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
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
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    price: money('price').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    dimensions: text('dimensions'),
    metersPerBox: numeric('meters_per_box', { precision: 10, scale: 2, mode: 'number' }),
    quality: text('quality', { enum: ['1ra', '2da'] })
      .notNull()
      .default('1ra'),
    type: text('type'),
    hasShipping: boolean('has_shipping').notNull().default(false),
    /** What one unit of quantity is: a box of tiles, a single item, a bag (issue 17 item 1). */
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
     * What the catalogue search matches, in the shared searchFold form: the product's searched
     * fields and its taxonomy names (services/search-text.ts).
     */
    searchText: text('search_text').notNull().default(''),
    /** The name alone in the same form: name matches rank first. */
    searchName: text('search_name').notNull().default(''),
    /**
     * The SEARCH_TEXT_VERSION the two columns above were computed with: a start recomputes the
     * rows of an older one (a database from before a change of the rule).
     */
    searchVersion: integer('search_version').notNull().default(0),
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
    // The storefront sorts by the price a shopper pays and by quality; these keep a sorted page
    // (first or last) an index walk instead of a sort of the whole catalogue.
    index('products_effective_price_idx').on(
      sql`(${t.price} * (1 - coalesce(${t.discountPercentage}, 0) / 100))`,
    ),
    index('products_quality_name_idx').on(t.quality, t.name, t.id),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
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
    status: text('status', { enum: ['pending', 'processing', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: ['transfer', 'cash', 'card'] }),
    paymentDate: text('payment_date'),
    paymentReference: text('payment_reference'),
    paymentNotes: text('payment_notes'),
    /** 'shipping' for orders placed before the choice existed: they all gave an address. */
    deliveryMethod: text('delivery_method', { enum: ['pickup', 'shipping'] })
      .notNull()
      .default('shipping'),
    deliveryPartido: text('delivery_partido'),
    deliveryPostalCode: text('delivery_postal_code'),
    /** Null: "a convenir" (no zone matched); 0 for pickup. */
    deliveryCost: money('delivery_cost'),
    /** The customer's key to their order page (/pedido/<token>); null for older orders. */
    accessToken: text('access_token'),
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
    quantity: integer('quantity').notNull(),
    squareMeters: numeric('square_meters', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    includeWaste: boolean('include_waste').notNull(),
    // What the quantity counted and the m² a box held when sold (issue 17 item 1): square_meters
    // is the room as the shopper typed it, the boxes' m² follow from these.
    saleUnit: text('sale_unit', { enum: ['caja', 'unidad', 'bolsa'] })
      .notNull()
      .default('caja'),
    metersPerBox: numeric('meters_per_box', { precision: 10, scale: 2, mode: 'number' }),
    layingPattern: text('laying_pattern', { enum: ['recto', 'diagonal', 'espiga'] }),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** Shipping prices the owner sets, by partido or by código postal (services/delivery.ts). */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['partido', 'postal_code'] }).notNull(),
    /** As the owner typed it; matched folded (partido) or exactly (código postal). */
    value: text('value').notNull(),
    price: money('price').notNull(),
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
    /** A sender's lease: until then no other process sends this message (services/mail.ts). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    claimedBy: text('claimed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * One row per counted attempt (a sign-in or an order) under a throttle key, shared by every
 * process (services/throttle.ts); rows older than their scope's window are pruned.
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
