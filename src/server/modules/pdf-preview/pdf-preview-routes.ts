// GET /sys/common/pdf/pdfPreviewIframe?url=<stored path of a PDF> (JeecgBoot's PDF preview, loaded
// in an <iframe>): an HTML page framing the file's static URL. An <iframe> sends no header, so the
// route takes the static-file cookie like the static route (auth/static-cookie.ts). Only a stored
// PDF path is accepted (the upload's exact shapes: no '..', no absolute or foreign URL), and the
// page is answered only to a reader the file's row lets in, so a refusal reads as one message
// instead of an error inside the frame.
import type { FastifyInstance } from 'fastify';
import { PDF_PREVIEW_PARAM, PDF_PREVIEW_PATH } from '../../../shared/pdf';
import { isStoredPath } from '../../../shared/uploads';
import { authOf } from '../../auth/authenticate';
import { Errors } from '../../errors';
import type { AppServices } from '../../services';
import { mayReadFile } from '../files/file-access';
import { fileByPath } from '../files/file-rows';
import { PREVIEW_HEADERS, previewPage } from './preview-page';

const isStoredPdf = (value: unknown): value is string =>
  typeof value === 'string' && value.endsWith('.pdf') && isStoredPath(value);

export function registerPdfPreviewRoutes(api: FastifyInstance, services: AppServices): void {
  api.get<{ Querystring: Record<string, unknown> }>(
    PDF_PREVIEW_PATH,
    { config: { access: 'inHandler', tokenCookie: true } },
    async (request, reply) => {
      const wanted = request.query[PDF_PREVIEW_PARAM];
      if (!isStoredPdf(wanted)) throw Errors.pdfPreviewUrlInvalid();
      const file = await fileByPath(services.db, wanted);
      if (!file) throw Errors.fileMissing();
      if (!(await mayReadFile(services, authOf(request), file))) throw Errors.fileForbidden();
      return reply.headers(PREVIEW_HEADERS).send(previewPage(services.config.apiPrefix, wanted));
    },
  );
}
