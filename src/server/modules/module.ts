import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ShopServices } from '../app';
import type { BackgroundTask } from '../lib/background-task';
import type { CatalogCache } from './catalogue/catalog-cache';
import type { OrderRateLimit } from './checkout/routes';
import type { MercadoPagoApi } from './payments/mercado-pago-client';

/**
 * What every module is handed, the one way a module gets its dependencies: the shop's services
 * (the same object routes reach as `request.server.shop`) and the process's few other facts.
 */
export interface ModuleDeps extends ShopServices {
  log: FastifyBaseLogger;
  /** The catalogue's cache itself (the feeds and the answers share it). */
  catalogCache: CatalogCache;
  /** Mercado Pago's API and webhook secret, when the shop takes payments through it. */
  mercadoPago: { api: MercadoPagoApi; webhookSecret: string } | null;
  orderRateLimit: OrderRateLimit;
  /** Folders of files served as they are (the built client's, the sources' public folder). */
  publicDirs: string[];
  /** Which background work runs: tests turn it off and run each step with a fixed clock. */
  schedules: { housekeeping: boolean; backups: boolean };
}

/** One Fastify plugin of a module, and the prefix its paths hang from. */
export interface RouteMount {
  prefix?: string;
  plugin: (app: FastifyInstance) => Promise<void>;
}

/** A domain's server side: its routes and its background work, both made from ModuleDeps. */
export interface ShopModule {
  name: string;
  routes(deps: ModuleDeps): RouteMount[];
  /** Started once every route is registered; each is closed with the server. */
  tasks?(deps: ModuleDeps): BackgroundTask[];
}
