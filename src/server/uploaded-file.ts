import type { FastifyRequest } from 'fastify';
import { MAX_SHEET_BYTES, PRODUCT_SHEET_MESSAGES as SHEET } from '#shared/product-sheet';
import { TEXT_MESSAGES, hasControlCharacters } from '#shared/text';
import { AppError, badRequest } from './errors';
import { IMAGE_MESSAGES } from './lib/images';

/**
 * An upload's file name, under the rule every other text follows (shared/text.ts): a control
 * or bidi character refuses the upload (400), before the name reaches a log or the database.
 */
export function checkedFileName(name: string): string {
  if (hasControlCharacters(name))
    throw badRequest(TEXT_MESSAGES.control, { file: TEXT_MESSAGES.control });
  return name;
}

/**
 * The one file of an upload. A body the multipart parser cannot read (no boundary, cut short)
 * is the client's fault: a 400 in Spanish, never a 500.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw badRequest(IMAGE_MESSAGES.notImage, { file: IMAGE_MESSAGES.notImage });
    const buffer = await file.toBuffer();
    checkedFileName(file.filename);
    return buffer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'file_too_large', IMAGE_MESSAGES.tooLarge, {
        file: IMAGE_MESSAGES.tooLarge,
      });
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest(IMAGE_MESSAGES.malformed, { file: IMAGE_MESSAGES.malformed });
  }
}

/** The multipart limits of a spreadsheet upload (the products' and the ingresos' imports). */
export const SHEET_UPLOAD_LIMITS = { fileSize: MAX_SHEET_BYTES, files: 1, fields: 0, parts: 1 };

/**
 * An uploaded spreadsheet and its name; a body the parser cannot read is a Spanish 400, a file
 * past MAX_SHEET_BYTES a 413, never a 500.
 */
export async function readUploadedSheet(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; name: string }> {
  if (!request.isMultipart()) throw badRequest(SHEET.notSheet, { file: SHEET.notSheet });
  try {
    const file = await request.file();
    if (!file) throw badRequest(SHEET.notSheet, { file: SHEET.notSheet });
    return { buffer: await file.toBuffer(), name: checkedFileName(file.filename) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'file_too_large', SHEET.tooLarge, { file: SHEET.tooLarge });
    request.log.info({ err: error }, 'unreadable spreadsheet upload');
    throw badRequest(SHEET.unreadable, { file: SHEET.unreadable });
  }
}
