import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { keepStatistics } from './db/maintenance';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerInputChecks } from './plugins/input';
import { contentSecurityPolicy, registerSecurity, setSecurityHeaders } from './plugins/security';
import type { ApiFetch, CreateStorefront } from '../shared/boot-data';
import { pageRequest } from './pages/page-request';
import { registerPages } from './plugins/pages';
import { registerUploads } from './plugins/uploads';
import { registerSchemas } from './validation';
import { adminPriceRoutes } from './modules/catalogue/admin-price-routes';
import { adminProductRoutes } from './modules/catalogue/admin-product-routes';
import { adminProductSheetRoutes } from './modules/catalogue/admin-sheet-routes';
import { adminTaxonomyRoutes } from './modules/catalogue/admin-taxonomy-routes';
import { adminActivityRoutes } from './modules/staff/activity-routes';
import { adminLogRoutes } from './modules/staff/log-routes';
import { adminTrashRoutes } from './modules/trash/routes';
import { adminOrderRoutes } from './modules/orders/admin-routes';
import { adminOrderWorkRoutes } from './modules/orders/work-routes';
import { adminOrderPaperRoutes } from './modules/orders/paper-routes';
import { adminOrderExportRoutes } from './modules/orders/export-routes';
import { adminUserRoutes } from './modules/staff/user-routes';
import { adminSettingsRoutes } from './modules/content/admin-settings-routes';
import { adminLegalRoutes, legalRoutes } from './modules/content/legal-routes';
import { adminWithdrawalRoutes, withdrawalRoutes } from './modules/orders/withdrawal-routes';
import { sharedCartRoutes } from './modules/checkout/shared-cart-routes';
import { authRoutes } from './modules/staff/auth-routes';
import { healthRoutes } from './modules/health/routes';
import { DEFAULT_ORDER_RATE_LIMIT, type OrderRateLimit, orderRoutes } from './modules/checkout/routes';
import { passwordRoutes } from './modules/staff/password-routes';
import { productRoutes } from './modules/catalogue/routes';
import { seoRoutes } from './modules/catalogue/seo-routes';
import { settingsRoutes } from './modules/content/settings-routes';
import { adminHomeRoutes, homeRoutes } from './modules/content/home-routes';
import { taxonomyRoutes } from './modules/catalogue/taxonomy-routes';
import { MailQueue, type MailTransport, createMailTransport } from './lib/mail';
import { type CatalogAnswers, catalogAnswers } from './modules/catalogue/catalog-answers';
import type { CatalogWrites } from './modules/catalogue/catalog-writes';
import {
  CatalogCache,
  localCatalogChanges,
  postgresCatalogChanges,
} from './modules/catalogue/catalog-cache';
import { adminDeliveryZoneRoutes, deliveryZoneRoutes } from './modules/checkout/delivery-zone-routes';
import { getShopSettings, mailSender } from './modules/content/settings';
import { type Storage, localStorage } from './lib/storage';
import { s3Storage } from './lib/storage-s3';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping';
import { adminBackupRoutes } from './modules/backups/routes';
import { adminStockRoutes } from './modules/stock/routes';
import { adminSummaryRoutes } from './modules/summary/routes';
import { adminCustomerRoutes } from './modules/customers/routes';
import { adminTextureRoutes } from './modules/visualizer/texture-routes';
import { visualizerRoutes } from './modules/visualizer/routes';
import { backupStoreFor } from './modules/backups/backup-store';
import { Backups, scheduleBackups } from './modules/backups/backups';
import { mercadoPagoApi } from './modules/payments/mercado-pago-client';
import { scheduleMercadoPagoReconciliation } from './modules/payments/reconcile';
import { scheduleLowStockMail } from './modules/stock/low-stock-mail';
import { paymentRoutes } from './modules/payments/routes';
import { adminProductFeedRoutes, productFeedRoutes } from './modules/feeds/routes';
import { productFeeds } from './modules/feeds/service';
import { ogImageRoutes } from './modules/og-images/routes';
import { ogImages } from './modules/og-images/service';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; null serves only the API (tests). */
  clientDir?: string | null;
  /** The route table's server side (the build's dist/ssr): serves the pages of clientDir. */
  storefront?: CreateStorefront;
  /** npm run dev: pages and client code from the sources through Vite (SSR, HMR), not clientDir. */
  viteDev?: boolean;
  mailTransport?: MailTransport;
  storage?: Storage;
  /** Orders accepted per client address and window (POST /api/orders). */
  orderRateLimit?: OrderRateLimit;
  /**
   * Runs the hourly clean-up (modules/housekeeping/housekeeping.ts); default true. Tests turn it off and run
   * its steps with a fixed clock: on the real one it would delete their dated rows mid-test.
   */
  housekeeping?: boolean;
  /** Takes the daily copy at the shop's hour (modules/backups/backups.ts); default: as housekeeping. */
  scheduledBackups?: boolean;
  /** Sees every route as it is added (the authorization matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

export interface ShopServices {
  db: Db;
  mail: MailQueue;
  storage: Storage;
  config: Config;
  /** The storefront's catalogue reads, cached (the API and the pages' boot data share them). */
  catalog: CatalogAnswers;
  /** Announces committed catalogue writes (modules/catalogue/catalog-writes.ts). */
  writes: CatalogWrites;
  /** The shop's copies: the admin screen, the schedule and npm run backup (main.ts). */
  backups: Backups;
  /**
   * Announces committed stock moves (orders, ingresos, ajustes: modules/stock): the cached
   * catalogue answers carry each product's availability, so they are emptied as for a write.
   */
  stockChanged(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
  }
}

/** The API answering a page's loaders in process: the same routes, caches and checks, no socket. */
function apiInProcess(app: FastifyInstance): ApiFetch {
  return async (path) => {
    // As the shopper: limits per address count the person, not this process (page-request.ts).
    const remoteAddress = pageRequest.getStore()?.ip;
    const answer = await app.inject({ method: 'GET', url: path, remoteAddress });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * A malformed path (e.g. '/api/admin/products/%') fails before routing, the error handler and
 * the hooks, so this answer sets the security headers itself.
 */
function badUrlHandler(publicUrl: string, policy: string) {
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(reply, publicUrl, policy);
    void reply.status(400).send({
      error: { code: 'bad_url', message: 'La dirección solicitada no es válida.' },
    });
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const db = database.db;
  // Product images from a CDN in front of the bucket are the one other image origin.
  const imageOrigin = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors: badUrlHandler(config.publicUrl, contentSecurityPolicy(imageOrigin)),
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const storage =
    options.storage ??
    (config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads')));
  const transport =
    options.mailTransport ??
    createMailTransport({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const mail = new MailQueue(
    db,
    transport,
    async () => mailSender(await getShopSettings(db)),
    app.log,
  );
  const catalogCache = new CatalogCache();
  const catalog = catalogAnswers(db, storage, catalogCache);
  const catalogChanges = database.url
    ? await postgresCatalogChanges(catalogCache, db, database.url, app.log)
    : localCatalogChanges(catalogCache);
  app.addHook('onClose', () => catalogChanges.close());
  const statistics = keepStatistics(database, app.log);
  app.addHook('onClose', () => statistics.close());
  const writes: CatalogWrites = {
    async changed() {
      await catalogChanges.changed();
      statistics.changed();
    },
  };
  const backups = new Backups({
    db,
    store: backupStoreFor(config),
    uploadsDir: config.s3 ? null : path.join(config.dataDir, 'uploads'),
    mail,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('shop', {
    db,
    mail,
    storage,
    config,
    catalog,
    writes,
    backups,
    stockChanged: () => catalogChanges.changed(),
  });

  registerSchemas(app);
  registerErrorHandling(app);
  registerInputChecks(app);
  await app.register(fastifyCookie);
  registerSecurity(app, config.publicUrl, imageOrigin);
  registerAuth(app, db);

  await app.register(healthRoutes(db), { prefix: '/api/health' });
  await app.register(settingsRoutes(db), { prefix: '/api/settings' });
  await app.register(homeRoutes(db, storage), { prefix: '/api/home' });
  await app.register(
    authRoutes({ db, mail, publicUrl: config.publicUrl, secureCookies: config.secureCookies }),
    { prefix: '/api/auth' },
  );
  await app.register(passwordRoutes({ db, mail, publicUrl: config.publicUrl }), {
    prefix: '/api/auth',
  });
  await app.register(taxonomyRoutes(catalog), { prefix: '/api/taxonomy' });
  await app.register(productRoutes(catalog), { prefix: '/api/products' });
  await app.register(seoRoutes(db, config.publicUrl));
  const feeds = productFeeds({ db, storage, cache: catalogCache, publicUrl: config.publicUrl });
  await app.register(productFeedRoutes(feeds));
  await app.register(adminProductFeedRoutes(feeds), { prefix: '/api/admin/feeds' });
  const publicDirs = [
    ...(options.clientDir && !options.viteDev ? [options.clientDir] : []),
    // The sources' public folder: npm run dev, and tests without a built client.
    fileURLToPath(new URL('../client/public', import.meta.url)),
  ];
  await app.register(ogImageRoutes(ogImages({ db, storage, publicDirs })));
  await app.register(
    orderRoutes({
      db,
      mail,
      publicUrl: config.publicUrl,
      mercadoPago: config.mercadoPago !== undefined,
      rateLimit: options.orderRateLimit ?? {
        ...DEFAULT_ORDER_RATE_LIMIT,
        max: config.orderRateLimit,
      },
    }),
    { prefix: '/api/orders' },
  );
  await app.register(adminProductRoutes(db, storage, writes), { prefix: '/api/admin/products' });
  await app.register(adminTaxonomyRoutes(db, writes), { prefix: '/api/admin' });
  await app.register(adminPriceRoutes(db, writes), { prefix: '/api/admin/price-batches' });
  await app.register(adminProductSheetRoutes(db, writes), { prefix: '/api/admin/product-sheets' });
  // Feature routes are registered here, one line each, by resource.
  await app.register(adminOrderRoutes(db), { prefix: '/api/admin/orders' });
  await app.register(adminOrderWorkRoutes({ db, mail, publicUrl: config.publicUrl }), {
    prefix: '/api/admin/orders',
  });
  await app.register(adminOrderPaperRoutes(db), { prefix: '/api/admin/orders' });
  await app.register(adminOrderExportRoutes(db), { prefix: '/api/admin/orders' });
  await app.register(adminUserRoutes(db, mail, config.publicUrl), { prefix: '/api/admin/users' });
  await app.register(adminLogRoutes(db), { prefix: '/api/admin/logs' });
  await app.register(adminActivityRoutes(db), { prefix: '/api/admin/activity' });
  await app.register(adminTrashRoutes(db, storage, writes), { prefix: '/api/admin/trash' });
  await app.register(deliveryZoneRoutes(db), { prefix: '/api/delivery-zones' });
  await app.register(adminDeliveryZoneRoutes(db), { prefix: '/api/admin/delivery-zones' });
  await app.register(adminSettingsRoutes(db, { mercadoPago: config.mercadoPago !== undefined }), {
    prefix: '/api/admin/settings',
  });
  await app.register(adminHomeRoutes(db, storage, writes), { prefix: '/api/admin/home' });
  await app.register(legalRoutes(db), { prefix: '/api/legal' });
  await app.register(adminLegalRoutes(db), { prefix: '/api/admin/legal' });
  await app.register(withdrawalRoutes({ db, mail, publicUrl: config.publicUrl }), {
    prefix: '/api/withdrawals',
  });
  await app.register(adminWithdrawalRoutes(db), { prefix: '/api/admin/withdrawals' });
  await app.register(sharedCartRoutes({ db, publicUrl: config.publicUrl }), {
    prefix: '/api/shared-carts',
  });
  await app.register(adminBackupRoutes(db, backups), { prefix: '/api/admin/backups' });
  await app.register(adminStockRoutes(db), { prefix: '/api/admin/stock' });
  const mercadoPago = config.mercadoPago
    ? { api: mercadoPagoApi(config.mercadoPago), webhookSecret: config.mercadoPago.webhookSecret }
    : null;
  await app.register(paymentRoutes({ db, mail, publicUrl: config.publicUrl, mercadoPago }), {
    prefix: '/api/payments',
  });
  await app.register(adminSummaryRoutes(db), { prefix: '/api/admin/summary' });
  await app.register(adminCustomerRoutes(db), { prefix: '/api/admin/customers' });
  await app.register(visualizerRoutes(db, storage), { prefix: '/api/visualizer' });
  await app.register(adminTextureRoutes(db, storage), { prefix: '/api/admin/products' });

  await registerUploads(app, storage);
  await registerPages(app, {
    clientDir: options.clientDir ?? null,
    storefront: options.storefront?.(apiInProcess(app)),
    vite: options.viteDev ? { api: apiInProcess(app) } : undefined,
    shopSettings: () => getShopSettings(db),
    publicUrl: config.publicUrl,
  });

  app.addHook('onClose', async () => {
    await mail.stop();
  });
  if (options.housekeeping ?? true) {
    const housekeeping = scheduleHousekeeping(db, storage, app.log);
    app.addHook('onClose', () => housekeeping.close());
    const lowStock = scheduleLowStockMail(db, {
      publicUrl: config.publicUrl,
      kick: () => mail.kick(),
      log: app.log,
    });
    app.addHook('onClose', () => lowStock.close());
  }
  if (mercadoPago && (options.housekeeping ?? true)) {
    const reconciliation = scheduleMercadoPagoReconciliation(db, mercadoPago.api, mail, {
      publicUrl: config.publicUrl,
      log: app.log,
    });
    app.addHook('onClose', () => reconciliation.close());
  }
  if (options.scheduledBackups ?? options.housekeeping ?? true) {
    const schedule = scheduleBackups(backups, app.log);
    app.addHook('onClose', () => schedule.close());
  }
  return app;
}
