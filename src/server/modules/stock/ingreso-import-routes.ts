import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { stockEndpoints as E } from '#shared/stock/endpoints';
import type { Db } from '#server/db/client';
import { currentUser } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { readSheet } from '#server/lib/sheet-read';
import { SHEET_UPLOAD_LIMITS, readUploadedSheet } from '#server/uploaded-file';
import { applyIngresoImport, ingresoFile, planIngresoImport } from './ingreso-import';
import { INGRESO_SHEET_LAYOUT } from './ingreso-import-rows';

/**
 * POST /api/admin/stock/ingresos/import: a spreadsheet of ingresos, read like the products
 * import (same multipart limits, formats and refusals). Registered inside the stock routes,
 * behind their staff check. The dry run (the default) answers 200 and writes nothing; applying
 * answers 201.
 */
export function ingresoImportRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, { limits: SHEET_UPLOAD_LIMITS });
    route(app, E.importIngresos, {}, async (request, reply) => {
      const upload = await readUploadedSheet(request);
      const sheet = await readSheet(upload.buffer, upload.name, INGRESO_SHEET_LAYOUT);
      const file = ingresoFile(upload.buffer, upload.name);
      reply.header('cache-control', 'no-store');
      if (request.query.dryRun === 'true') return (await planIngresoImport(db, sheet, file)).report;
      const report = await applyIngresoImport(db, sheet, file, currentUser(request));
      await request.server.shop.stockChanged();
      reply.status(201);
      return report;
    });
  };
}
