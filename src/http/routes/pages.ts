// GET /v1/jobs/{job_id}/documents/{document_id}/pages/{n}.png: a page of a job's document, so a client can
// draw each transaction's `source.bbox` over it (docs/console.md).
import { Type } from 'typebox';
import {
  createPageCache,
  PAGE_DPI_DEFAULT,
  PAGE_DPI_MAX,
  pageImage,
  type PageRenderer,
} from '../../jobs/page-image.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

export function registerPageRoutes(app: App, deps: AppDeps): void {
  const cache = createPageCache();
  let renderer: PageRenderer | null = null;
  const pages = {
    db: deps.store.db,
    blobs: deps.blobs,
    cache,
    renderer: (): PageRenderer => (renderer ??= deps.pageRenderer!()),
  };
  app.get(
    '/v1/jobs/:job_id/documents/:document_id/pages/:page.png',
    {
      schema: {
        operationId: 'getDocumentPage',
        description:
          "A page of one of the job's documents (a statement or an application) as a PNG. `page` is a page of the document's source file, as a transaction's `page` and `source.page` are; it must be one of the document's `packet_pages`. Transactions' `source.bbox` are in PDF points: scale them by `dpi / 72` to draw them on this image (the image may be rendered smaller for a very large page: scale by the image's width over the page's instead).",
        tags: ['jobs'],
        summary: "Get a page of a job's document as a PNG",
        params: Type.Object({
          job_id: Type.String({ maxLength: 64 }),
          document_id: Type.String({ maxLength: 128 }),
          page: Type.String({ maxLength: 64, description: 'a page number of the source file, from 1' }),
        }),
        querystring: Type.Object({
          dpi: Type.Optional(
            Type.Integer({
              minimum: 36,
              maximum: PAGE_DPI_MAX,
              default: PAGE_DPI_DEFAULT,
              description: 'resolution of the image',
            }),
          ),
        }),
        produces: ['image/png'],
        response: {
          200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'the page as a PNG' }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      if (!deps.pageRenderer) throw new Error('no page renderer in this process');
      const png = await pageImage(pages, {
        tenantId: caller.tenantId,
        jobId: request.params.job_id,
        documentId: request.params.document_id,
        page: request.params.page, // checked after the job: a page of no job of this tenant is a 404 like any
        dpi: request.query.dpi ?? PAGE_DPI_DEFAULT,
      });
      // private: the page is the tenant's; a finished job's page never changes
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    },
  );
}
