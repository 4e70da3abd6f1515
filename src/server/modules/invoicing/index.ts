import type { Config } from '#server/config';
import { runInBackground } from '#server/lib/background-task';
import type { ShopModule } from '../module';
import { invoicingRoutes } from './routes';
import {
  type InvoicingRuntime,
  checkAtStart,
  loadInvoicingRuntime,
  retryPendingInvoices,
} from './service';

/** One reading of the certificate per process, shared by the routes and the retry job. */
const runtimes = new WeakMap<Config, InvoicingRuntime>();
function runtimeFor(config: Config): InvoicingRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    runtime = loadInvoicingRuntime(config.arca);
    runtimes.set(config, runtime);
  }
  return runtime;
}

/** Factura electrónica through ARCA: settings, an order's invoice, and the pending-CAE job. */
export const shopModule: ShopModule = {
  name: 'invoicing',
  routes: ({ db, config, log }) => {
    const runtime = runtimeFor(config);
    void checkAtStart(db, runtime, log).catch((error: unknown) =>
      log.error({ err: error }, 'invoicing start check failed'),
    );
    return [{ prefix: '', plugin: invoicingRoutes(db, runtime) }];
  },
  tasks: ({ db, config, log, schedules }) =>
    config.arca && schedules.housekeeping
      ? [
          runInBackground(() => retryPendingInvoices(db, runtimeFor(config)), {
            firstAfterMs: 60_000,
            everyMs: 5 * 60_000,
            label: 'pending invoices',
            log,
          }),
        ]
      : [],
};
