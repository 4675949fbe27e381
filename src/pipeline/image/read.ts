// The image read of one statement: readiness per page, then two independent reads (one call per owned
// page with its neighbours as context, all calls in parallel), each assembled and judged by the gate. The
// ledger is accepted only when the two reads agree on every amount, date and balance AND the gate passes;
// otherwise the statement is review_required with reasons. The model client arrives as an argument.
import type { Static } from 'typebox';
import { ModelCallError, type ModelClient } from '../ports/model.ts';
import { addUsage, emptyUsage } from '../ports/usage.ts';
import { formatMicros, toMicros } from '../../money.ts';
import type { AttemptSchema, Usage } from '../../schemas/result.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import type { ModelLabel } from '../categorize/index.ts';
import { gate, type GateResult } from '../gate/index.ts';
import type { StatementRead } from '../statement-read.ts';
import type { LedgerRow } from '../types.ts';
import { assembleRead, compareReads } from './assemble.ts';
import { decodeForAssessment } from '../pixels/decode.ts';
import { pageMessages, type PageImage, type ReadVariant } from './prompt.ts';
import { assessPage, summarizeReadiness, type ImageReadiness, type PageAssessment } from '../pixels/readiness.ts';
import { PageReadSchema, type PageRead } from './schema.ts';

export type Attempt = Static<typeof AttemptSchema>;

/**
 * Version of what an image read yields (prompts, assembly, comparison, gate). The document-read cache keeps
 * reads under it, so a change here means earlier verified reads are not served again: bump it whenever a
 * change could alter a read's rows or its verdict.
 */
export const IMAGE_READ_VERSION = 1;

/** Pages go to the model rendered at this resolution (statement and application reads alike). */
export const RENDER_DPI = 300;

export interface ImageReadContext {
  client: ModelClient;
  tenantId: string;
  jobId?: string | null;
  /** attempts already made on this statement (a failed layout read is attempt 1) */
  priorAttempts?: number;
  /** precomputed page assessments (else computed here from the PNGs) */
  assessments?: PageAssessment[];
}

export interface ImageReadResult {
  /** true only when both reads agree and the gate verified the ledger */
  verified: boolean;
  /** the primary read (the one shown); null when it could not be made */
  read: StatementRead | null;
  gate: GateResult | null;
  rows: LedgerRow[];
  /** per row index: the model's category and counterparty, for categorize's `byRow` */
  labels: Record<number, ModelLabel>;
  readiness: ImageReadiness;
  attempts: Attempt[];
  usage: Usage;
  /** every call was answered from the replay cache */
  cacheHit: boolean;
  reasons: string[];
  calls: number;
  /** what read the rows: `image` (the model; the default) or `ocr` (local engines) */
  readFrom?: 'image' | 'ocr';
  /**
   * The pages whose rows `readFrom` read, when the statement's other pages were read from their text layer
   * (an OCR read of a statement with scanned and text pages); absent: every page.
   */
  imagePages?: number[];
  /**
   * When the pages hold several statements (a scanned file of consecutive months: each page's header prints
   * its own period), one result per statement, each judged on its own; the fields above then describe the
   * first. Absent for a single statement.
   */
  parts?: ImageReadPart[];
}

export interface ImageReadPart extends Omit<ImageReadResult, 'parts'> {
  /** the pages (1-based, of the file) this statement was read from */
  pages: number[];
}

const SEEDS: Record<ReadVariant, number> = { primary: 1, verify: 2 };

interface OneRead {
  variant: ReadVariant;
  answers: Array<{ page: number; answer: PageRead }> | null;
  usage: Usage;
  /** usage and replay per page, so a part of the read can be costed on its own */
  perPage: Map<number, { usage: Usage; cached: boolean }>;
  failures: string[];
  replayedAll: boolean;
}

/** The same read restricted to some pages (one statement of several). */
function restrict(r: OneRead, pages: number[]): OneRead {
  const per = pages.map((p) => r.perPage.get(p)!);
  return {
    variant: r.variant,
    answers: r.answers ? r.answers.filter((a) => pages.includes(a.page)) : null,
    usage: per.reduce((u, x) => addUsage(u, x.usage), emptyUsage()),
    perPage: new Map(pages.map((p) => [p, r.perPage.get(p)!])),
    failures: r.failures,
    replayedAll: per.every((x) => x.cached),
  };
}

/**
 * Pages → statements, by the header each page prints: a page printing a period other than the current
 * statement's, or the same period for another account, starts a new statement; pages printing no period
 * belong to the statement before them.
 */
export function statementGroups(answers: Array<{ page: number; answer: PageRead }>): number[][] {
  const groups: number[][] = [];
  type Head = { period: string; last4: string | null };
  let current = null as Head | null;
  for (const { page, answer } of answers) {
    const { period_start: ps, period_end: pe, account_number_last4: last4 } = answer.header;
    const key = answer.page_is_statement && ps && pe ? { period: `${ps}..${pe}`, last4 } : null;
    const differs =
      key !== null &&
      current !== null &&
      (key.period !== current.period || (key.last4 !== null && current.last4 !== null && key.last4 !== current.last4));
    if (!groups.length || differs) groups.push([]);
    groups[groups.length - 1]!.push(page);
    // an unnamed account carries the statement's account on; a new statement starts from what it prints
    if (key !== null) current = { period: key.period, last4: key.last4 ?? (differs ? null : (current?.last4 ?? null)) };
  }
  return groups;
}

async function readOnce(pages: PageImage[], variant: ReadVariant, ctx: ImageReadContext): Promise<OneRead> {
  const client = ctx.client;
  const model = variant === 'verify' ? (client.secondVisionModel ?? client.visionModel) : client.visionModel;
  const settled = await Promise.all(
    pages.map(async (p, i) => {
      try {
        const out = await client.call({
          task: variant === 'primary' ? 'image_read' : 'image_read_verify',
          tenantId: ctx.tenantId,
          jobId: ctx.jobId ?? null,
          schemaName: 'statement_page',
          schema: PageReadSchema,
          messages: pageMessages(pages, i, variant),
          model,
          seed: SEEDS[variant],
        });
        return { page: p.page, answer: out.value as PageRead, usage: out.usage, cached: out.cached, failure: null };
      } catch (err) {
        if (!(err instanceof ModelCallError)) throw err;
        return {
          page: p.page,
          answer: null,
          usage: err.usage,
          cached: false,
          failure: `image_read_failed:page ${p.page}:${err.reason}`,
        };
      }
    }),
  );
  const usage = settled.reduce((u, s) => addUsage(u, s.usage), emptyUsage());
  const failures = settled.flatMap((s) => (s.failure ? [s.failure] : []));
  const answers = failures.length ? null : settled.map((s) => ({ page: s.page, answer: s.answer! }));
  const perPage = new Map(settled.map((s) => [s.page, { usage: s.usage, cached: s.cached }]));
  return { variant, answers, usage, perPage, failures, replayedAll: settled.every((s) => s.cached) };
}

/** Opening + credits - debits = closing held for every account (the gate's reconcile equations). */
function reconciled(g: GateResult | null): boolean {
  const eqs = g?.evidence.equations.filter((e) => e.kind === 'reconcile') ?? [];
  return eqs.length > 0 && eqs.every((e) => e.holds);
}

export async function assessPages(pages: PageImage[]): Promise<PageAssessment[]> {
  const out: PageAssessment[] = [];
  for (const p of pages) out.push(assessPage(await decodeForAssessment(p.png), p.page));
  return out;
}

export async function readStatementImages(pages: PageImage[], ctx: ImageReadContext): Promise<ImageReadResult> {
  const readiness = summarizeReadiness(ctx.assessments ?? (await assessPages(pages)));
  const base = ctx.priorAttempts ?? 0;
  const empty: ImageReadResult = {
    verified: false,
    read: null,
    gate: null,
    rows: [],
    labels: {},
    readiness,
    attempts: [],
    usage: emptyUsage(),
    cacheHit: false,
    reasons: [],
    calls: 0,
  };
  if (readiness.reupload_required) {
    const blocking = readiness.page_assessments.filter((p) => p.blocking).map((p) => p.page_number);
    return { ...empty, reasons: [reviewReason('reupload_required', `pages ${blocking.join(',')}`)] };
  }
  if (!ctx.client.configured)
    return { ...empty, reasons: [reviewReason('image_read_unavailable', 'no_model_provider')] };

  const [first, second] = await Promise.all([readOnce(pages, 'primary', ctx), readOnce(pages, 'verify', ctx)]);
  // several statements in one scan: each is assembled, compared and gated on its own
  const groups = first.answers ? statementGroups(first.answers) : [pages.map((p) => p.page)];
  if (groups.length < 2) return judge(pages, first, second, readiness, base);
  const parts = groups.map((g) => ({
    ...judge(
      pages.filter((p) => g.includes(p.page)),
      restrict(first, g),
      restrict(second, g),
      readiness,
      base,
    ),
    pages: g,
  }));
  return { ...parts[0]!, parts };
}

/** Assemble both reads of these pages, gate the primary, compare the two: verified only if all agree. */
function judge(
  pages: PageImage[],
  first: OneRead,
  second: OneRead,
  readiness: ImageReadiness,
  base: number,
): ImageReadResult {
  const usage = addUsage(first.usage, second.usage);
  const reasons = [...first.failures, ...second.failures];
  const a = first.answers ? assembleRead(first.answers) : null;
  const b = second.answers ? assembleRead(second.answers) : null;
  const ga = a ? gate(a.read) : null;
  const gb = b ? gate(b.read) : null;
  const attempt = (n: number, read: string, r: OneRead, g: GateResult | null, reason: string | null): Attempt => ({
    attempt: base + n,
    read,
    reconciled: reconciled(g),
    gate_status: g ? (g.verified ? 'accepted' : 'review_required') : 'failed',
    windows: pages.length,
    cost_usd: formatMicros(toMicros(r.usage.cost_usd)),
    reason,
  });
  if (a) reasons.push(...a.problems);
  if (ga && !ga.verified) reasons.push(...ga.reasons.map((r) => reviewReason('image_read_gate', r)));
  const disagreements = a && b ? compareReads(a.read, b.read) : [];
  reasons.push(...disagreements);
  const verified = Boolean(a && b && ga?.verified && disagreements.length === 0 && a.problems.length === 0);
  const attempts = [
    attempt(1, 'image', first, ga, first.failures[0] ?? (ga && !ga.verified ? ga.reasons.join(',') : null)),
    attempt(
      2,
      'image_verify',
      second,
      gb,
      second.failures[0] ??
        (disagreements.length ? `disagrees with read ${base + 1} on ${disagreements.length} value(s)` : null),
    ),
  ];
  return {
    verified,
    read: a?.read ?? null,
    gate: ga,
    rows: a
      ? a.read.rows.map(({ ref: _r, dateRef: _d, balanceRef: _b, group: _g, orderExempt: _o, ...row }) => row)
      : [],
    labels: a?.labels ?? {},
    readiness,
    attempts,
    usage,
    cacheHit: first.replayedAll && second.replayedAll,
    reasons: [...new Set(reasons)],
    calls: pages.length * 2,
  };
}
