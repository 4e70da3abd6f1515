import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { IMAGE_MESSAGES } from './services/images';

/**
 * The one file of an upload. A body the multipart parser cannot read (no boundary, cut short)
 * is the client's fault: a 400 in Spanish, never a 500.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw badRequest(IMAGE_MESSAGES.notImage, { file: IMAGE_MESSAGES.notImage });
    return await file.toBuffer();
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
