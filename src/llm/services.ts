// The one entry the orchestrator receives: everything the language model does for the pipeline, behind a
// client built from config. With no provider configured every task still answers: image reads return
// review_required (`image_read_unavailable`), categorization and positions report `not_run`, applications
// keep their text-layer and form values. Entry: createModelServices.
import type { Config } from '../config.ts';
import type { PacketCategorization, CategorizedRow } from '../pipeline/categorize/index.ts';
import type { PdfPool } from '../pipeline/pdf/pool.ts';
import { readStatementImages, type ImageReadResult } from '../pipeline/image/read.ts';
import type { PageImage } from '../pipeline/image/prompt.ts';
import type { PageAssessment } from '../pipeline/image/readiness.ts';
import { readApplication, type ApplicationInput } from '../pipeline/application/read.ts';
import type { Application } from '../schemas/result.ts';
import type { Db } from '../store/db.ts';
import { findDocumentRead, saveDocumentRead, type DocumentRead } from '../store/llm.ts';
import { categorizeWithModel, type ModelCategorization } from './categorize.ts';
import { createModelClient, type ModelClient } from './client.ts';
import { decidePositions, financingCandidates, type FinancingCandidate, type PositionDecision } from './positions.ts';

/** Per-call context: whose money is spent, for which job. */
export interface TaskContext {
  tenantId: string;
  jobId?: string | null;
}

export interface ModelServices {
  client: ModelClient;
  /** false when no provider is configured (the rules stand alone and results say so) */
  configured: boolean;
  /** Render `pages` (1-based, of `bytes`) at 300 DPI and read them as one statement. */
  imageRead(input: { bytes: Uint8Array; pages: number[] }, ctx: TaskContext & { priorAttempts?: number }): Promise<ImageReadResult>;
  /** Same, from already-rendered pages. */
  imageReadRendered(pages: PageImage[], ctx: TaskContext & { priorAttempts?: number; assessments?: PageAssessment[] }): Promise<ImageReadResult>;
  /** One call per layout-read statement; labels for categorizePacket's `modelLabels.byGroup`. */
  categorizeWithModel(cat: PacketCategorization, ctx: TaskContext): Promise<ModelCategorization>;
  financingCandidates(rows: CategorizedRow[]): FinancingCandidate[];
  /** Claims for analyzePacket's `financingClaims` (checked there by cadence). */
  decidePositions(candidates: FinancingCandidate[], ctx: TaskContext): Promise<PositionDecision>;
  readApplication(input: Omit<ApplicationInput, 'renderPage'>, ctx: TaskContext): Promise<Application>;
  /** The document-read cache: identical content already read for the tenant. `kind` carries the reader's version (`statement:v1`). */
  findDocumentRead<T>(tenantId: string, contentSha256: string, kind: string): Promise<DocumentRead<T> | null>;
  saveDocumentRead(r: { tenantId: string; contentSha256: string; kind: string; jobId: string; documentId: string; read: unknown }): Promise<void>;
}

export const RENDER_DPI = 300;

export function createModelServices(deps: { config: Config; db: Db; pdfPool?: PdfPool; now?: () => Date; client?: ModelClient }): ModelServices {
  const now = deps.now ?? (() => new Date());
  const client = deps.client ?? createModelClient({ config: deps.config.llm, db: deps.db, now });
  const render = async (bytes: Uint8Array, pages: number[]): Promise<PageImage[]> => {
    if (!deps.pdfPool) throw new Error('image read needs the PDF pool to render pages');
    return Promise.all(pages.map(async (page) => ({ page, png: await deps.pdfPool!.render(bytes, page, RENDER_DPI) })));
  };
  const withClient = <T extends TaskContext>(ctx: T) => ({ ...ctx, client });
  return {
    client,
    configured: client.configured,
    async imageRead(input, ctx) {
      return readStatementImages(await render(input.bytes, input.pages), withClient(ctx));
    },
    imageReadRendered: (pages, ctx) => readStatementImages(pages, withClient(ctx)),
    categorizeWithModel: (cat, ctx) => categorizeWithModel(cat, withClient(ctx)),
    financingCandidates,
    decidePositions: (candidates, ctx) => decidePositions(candidates, withClient(ctx)),
    readApplication: (input, ctx) =>
      readApplication({ ...input, renderPage: deps.pdfPool ? (page) => deps.pdfPool!.render(input.bytes, page, RENDER_DPI) : undefined }, withClient(ctx)),
    findDocumentRead: (tenantId, sha, kind) => findDocumentRead(deps.db, tenantId, sha, kind),
    saveDocumentRead: (r) => saveDocumentRead(deps.db, { ...r, at: now() }),
  };
}
