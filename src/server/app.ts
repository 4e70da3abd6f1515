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
import type { ApiFetch, CreateStorefront } from '#shared/boot-data';
import { pageRequest } from './pages/page-request';
import { registerPages } from './plugins/pages';
import { registerUploads } from './plugins/uploads';
import { registerSchemas } from './validation';
import { MailQueue, type MailTransport, createMailTransport } from './lib/mail';
import { catalogAnswers, type CatalogAnswers } from './modules/catalogue/catalog-answers';
import type { CatalogWrites } from './modules/catalogue/catalog-writes';
import {
  CatalogCache,
  localCatalogChanges,
  postgresCatalogChanges,
} from './modules/catalogue/catalog-cache';
import { DEFAULT_ORDER_RATE_LIMIT, type OrderRateLimit } from './modules/checkout/routes';
import { getShopSettings, mailSender } from './modules/content/settings';
import { type Storage, localStorage } from './lib/storage';
import { s3Storage } from './lib/storage-s3';
import { backupStoreFor } from './modules/backups/backup-store';
import { Backups } from './modules/backups/backups';
import { mercadoPagoApi } from './modules/payments/mercado-pago-client';
import { loadModules } from './modules';
import type { ModuleDeps } from './modules/module';

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
  // Every folder of modules/ (modules/index.ts), before anything is opened: a bad one stops here.
  const modules = await loadModules();
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

  const deps: ModuleDeps = {
    ...app.shop,
    log: app.log,
    catalogCache,
    mercadoPago: config.mercadoPago
      ? { api: mercadoPagoApi(config.mercadoPago), webhookSecret: config.mercadoPago.webhookSecret }
      : null,
    orderRateLimit: options.orderRateLimit ?? {
      ...DEFAULT_ORDER_RATE_LIMIT,
      max: config.orderRateLimit,
    },
    publicDirs: [
      ...(options.clientDir && !options.viteDev ? [options.clientDir] : []),
      // The sources' public folder: npm run dev, and tests without a built client.
      fileURLToPath(new URL('../client/public', import.meta.url)),
    ],
    schedules: {
      housekeeping: options.housekeeping ?? true,
      backups: options.scheduledBackups ?? options.housekeeping ?? true,
    },
  };
  for (const module of modules) {
    for (const { plugin, prefix } of module.routes(deps)) await app.register(plugin, { prefix });
  }

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
  for (const module of modules) {
    for (const task of module.tasks?.(deps) ?? []) app.addHook('onClose', () => task.close());
  }
  return app;
}
