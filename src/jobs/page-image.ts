// A page of a job's document as a PNG, so a client can draw a row's `source.bbox` on it. The page is rendered
// in a reader process (the PDF pool: time and memory limits, a pixel cap) from the job's stored file; a
// rendered page is kept in a small in-process cache (a finished job's files never change; erasure deletes
// the job, and its pages are then refused at the job lookup before any cache is read).
import { TtlCache } from '../cache.ts';
import { notFound } from '../errors.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import { getJob } from '../store/jobs.ts';

/** Renders page `page` (1-based) of a PDF or converts an image to a one-page PDF first; both in a reader. */
export interface PageRenderer {
  render(bytes: Uint8Array, page: number, dpi: number): Promise<Uint8Array>;
  imageToPdf(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<Uint8Array>;
}

export interface PageImageDeps {
  db: Db;
  blobs: BlobStore;
  renderer: () => PageRenderer;
  cache: TtlCache<Uint8Array>;
}

/** 96 DPI: a letter page is 816 px wide, a column of a 1280 px screen; 150 is the most a client may ask. */
export const PAGE_DPI_DEFAULT = 96;
export const PAGE_DPI_MAX = 150;

/** ~40 pages of a few hundred KB each: a reviewer's open packet, not a page store. */
export const createPageCache = (): TtlCache<Uint8Array> => new TtlCache(40, 10 * 60_000);

interface DocumentRef {
  document_id: string;
  source_file: string;
  packet_pages: number[];
}
interface IntakeFile {
  filename: string;
  content_type: string;
  sha256: string;
}

export async function pageImage(
  deps: PageImageDeps,
  q: { tenantId: string; jobId: string; documentId: string; page: string; dpi: number },
): Promise<Uint8Array> {
  const job = await getJob(deps.db, q.tenantId, q.jobId);
  if (!job) throw notFound('job');
  const result = (job.result ?? {}) as { statements?: DocumentRef[]; applications?: DocumentRef[] };
  const doc = [...(result.statements ?? []), ...(result.applications ?? [])].find(
    (d) => d.document_id === q.documentId,
  );
  if (!doc) throw notFound('document');
  const page = /^\d{1,6}$/.test(q.page) ? Number(q.page) : NaN;
  if (!doc.packet_pages.includes(page)) throw notFound('page');
  const key = `${q.tenantId}/${q.jobId}/${q.documentId}/${page}@${q.dpi}`;
  const hit = deps.cache.get(key);
  if (hit) return hit;
  const files = ((job.intake ?? {}) as { files?: IntakeFile[] }).files ?? [];
  const file = files.find((f) => f.filename === doc.source_file);
  if (!file) throw notFound('document file');
  const renderer = deps.renderer();
  let bytes = await deps.blobs.get(file.sha256);
  if (file.content_type === 'image/png' || file.content_type === 'image/jpeg')
    bytes = await renderer.imageToPdf(bytes, file.content_type);
  const png = await renderer.render(bytes, page, q.dpi);
  deps.cache.set(key, png);
  return png;
}
