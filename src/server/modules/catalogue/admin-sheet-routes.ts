import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { productSheetEndpoints as E } from '#shared/product-sheet';
import { shopToday } from '#shared/shop-clock';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import type { CatalogWrites } from './catalog-writes';
import { SHEET_UPLOAD_LIMITS, readUploadedSheet } from '#server/uploaded-file';
import { applyImport, checkImport, exportProducts, readSheet } from './product-sheets';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Products as a spreadsheet (admin and super_admin, as product editing): the export of the
 * admin list's search, the import's dry run, and the import itself in one transaction.
 */
export function adminProductSheetRoutes(db: Db, writes: CatalogWrites) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, { limits: SHEET_UPLOAD_LIMITS });
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);

    route(app, E.export, {}, async (request, reply) => {
      const { q, format } = request.query;
      const { body } = await exportProducts(db, q.trim(), format);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="productos-${shopToday()}.${format}"`)
        .send(body);
    });

    // The dry run: what each row would do, nothing written.
    route(app, E.check, {}, async (request, reply) => {
      const file = await readUploadedSheet(request);
      const sheet = await readSheet(file.buffer, file.name);
      return reply.header('cache-control', 'no-store').send(await checkImport(db, sheet));
    });

    route(app, E.import, {}, async (request) => {
      const { validOnly } = request.query;
      const file = await readUploadedSheet(request);
      const sheet = await readSheet(file.buffer, file.name);
      return applyImport(db, writes, sheet, {
        validOnly: validOnly === 'true',
        fileName: file.name,
        by: currentUser(request),
      });
    });
  };
}
