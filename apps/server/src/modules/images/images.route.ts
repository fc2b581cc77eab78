import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, FORM_MESSAGES, type ImageUploadResponse } from '@kiai/shared';
import { handleHttpError } from '../../platform/http-error-handler.js';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { findImageByFileName } from './find-image.js';
import { isImagePurpose, uploadImage } from './upload-image.js';

const UNKNOWN_PURPOSE = 'Say what the image is for: ?for=classtype.';

/**
 * POST /<club>/d/api/images/?for=<purpose>: the image file as the raw request body (Content-Type image/png,
 * image/jpeg, image/webp or application/octet-stream; the type is checked on the bytes), answers `{ url }`.
 * GET /<club>/d/api/images/<id>-<hash>: the image, cacheable for a year (a new picture gets a new URL).
 */
export function imagesRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.addContentTypeParser([...IMAGE_CONTENT_TYPES, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    // A body over the limit is cut off by Fastify before the use case sees it: answer with the spec's message.
    server.setErrorHandler((error: FastifyError, request, reply) =>
      handleHttpError(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('VALIDATION_FAILED', FORM_MESSAGES.fileTooLarge) : error, request, reply),
    );
    server.post<{ Querystring: { for?: string }; Reply: ImageUploadResponse }>('/api/images/', async (request) => {
      const purpose = request.query.for;
      if (!isImagePurpose(purpose)) throw new AppError('VALIDATION_FAILED', UNKNOWN_PURPOSE);
      if (!(request.body instanceof Uint8Array)) throw new AppError('VALIDATION_FAILED', 'Send the image file as the request body.');
      return uploadImage(app, request.club, request.actor, { purpose, bytes: request.body });
    });
    server.get<{ Params: { file: string } }>('/api/images/:file', async (request, reply) => {
      const image = await findImageByFileName(app, request.club, request.params.file);
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(image.bytes));
    });
  };
}
