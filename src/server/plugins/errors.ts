import type { FastifyError, FastifyInstance } from 'fastify';
import { GENERIC_ERROR_MESSAGE } from '#shared/api';
import { TEXT_MESSAGES } from '#shared/text';
import { isUnstorableText } from '../db/unique-violation';
import { AppError, badRequest } from '../errors';
import { refusedInput } from '../validation';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
  FST_REQ_FILE_TOO_LARGE: 'El archivo es demasiado grande.',
  FST_FILES_LIMIT: 'Se enviaron demasiados archivos.',
  FST_PARTS_LIMIT: 'La solicitud tiene demasiadas partes.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'La solicitud debe ser multipart/form-data.',
};

/** One error handler: 4xx carry their Spanish message, 5xx a generic one; nothing internal leaks. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A path the input rule missed: the client's fault still, but worth a look.
    if (isUnstorableText(thrown))
      request.log.warn({ err: thrown }, 'unstorable text reached a query');
    const error =
      thrown instanceof AppError
        ? thrown
        : isUnstorableText(thrown)
          ? badRequest(TEXT_MESSAGES.control)
          : (refusedInput(request, thrown) ?? thrown);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, fields: error.fields },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      request.log.info({ err: error }, 'client error');
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (status === 429
          ? 'Demasiadas solicitudes. Por favor, esperá unos minutos e intentá nuevamente.'
          : 'La solicitud no es válida.');
      return reply.status(status).send({ error: { code: error.code ?? 'bad_request', message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: GENERIC_ERROR_MESSAGE } });
  });
}
