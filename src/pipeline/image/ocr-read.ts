// The offline read of a scanned statement: every page read by two local OCR engines (or one engine and
// the model's image read, when a provider is configured), each read turned into page-text geometry and
// read by the same layout engine and gate as a text layer. The ledger is accepted only when the gate
// passes AND the two reads agree on every amount, date and balance; otherwise review, with the rows named.
// The OCR itself arrives as a function (the reader pool), so this module decides and does no I/O.
import { emptyUsage } from '../ports/usage.ts';
import { gate as runGate, type GateResult } from '../gate/index.ts';
import { compareReads } from './assemble.ts';
import type { Attempt, ImageReadResult } from './read.ts';
import { summarizeReadiness, type ImageReadiness } from '../pixels/readiness.ts';
import { readStatement } from '../layout/read.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import type { StatementRead } from '../statement-read.ts';
import type { CellBox } from '../ocr/cell.ts';
import { disputedCells, MAX_CELLS_PER_PAGE, withCellsReread, type DisputedCell } from '../ocr/disputes.ts';
import { ocrPageText } from '../ocr/page-text.ts';
import type { OcrEngineName, OcrPage } from '../ocr/types.ts';
import type { PageText } from '../types.ts';

/** A page read by an engine; with `cells`, only those cells of it, each on its own (./disputes.ts). */
export type OcrFn = (page: number, engine: OcrEngineName, cells?: CellBox[]) => Promise<OcrPage>;

/** One engine's read of the statement's pages. */
export interface EngineRead {
  engine: OcrEngineName;
  pages: OcrPage[];
  /** `ocr_failed:page N:engine:why` for each page the engine could not read */
  failures: string[];
  read: (StatementRead & { gate: GateResult }) | null;
  ms: number;
}

/**
 * Read every page with one engine; a failed page fails this read (and so the statement), not the job.
 * `textPages`: the statement's pages that have a text layer (a statement with some scanned pages): they are
 * read from the text layer, as printed, in both reads; only the scanned pages are OCRed.
 */
export async function readWithEngine(
  pages: number[],
  engine: OcrEngineName,
  ocr: OcrFn,
  textPages: PageText[] = [],
): Promise<EngineRead> {
  const t0 = performance.now();
  const settled = await Promise.all(
    pages.map(async (p) => {
      try {
        return { page: await ocr(p, engine), failure: null };
      } catch (e) {
        const why = (e as { reason?: string })?.reason ?? (e as Error)?.message ?? String(e);
        return { page: null, failure: reviewReason('ocr_failed', `page ${p}`, engine, why) };
      }
    }),
  );
  const failures = settled.flatMap((s) => (s.failure ? [s.failure] : []));
  const read = failures.length
    ? null
    : engineRead(
        settled.map((s) => s.page!),
        textPages,
      );
  return {
    engine,
    pages: settled.flatMap((s) => (s.page ? [s.page] : [])),
    failures,
    read,
    ms: Math.round(performance.now() - t0),
  };
}

/** OCR pages (and the statement's text-layer pages, if any) → the layout engine's read, judged by the gate. Pure. */
export function engineRead(pages: OcrPage[], textPages: PageText[] = []): StatementRead & { gate: GateResult } {
  const read = readStatement([...pages.map(ocrPageText), ...textPages].sort((a, b) => a.page - b.page));
  return { ...read, evidence: { ...read.evidence, reading: 'ocr', tried: [...read.evidence.tried] } };
}

const reconciled = (g: GateResult | null): boolean => {
  const eqs = g?.evidence.equations.filter((e) => e.kind === 'reconcile') ?? [];
  return eqs.length > 0 && eqs.every((e) => e.holds);
};

export function ocrAttempt(n: number, r: EngineRead, reason: string | null): Attempt {
  const g = r.read?.gate ?? null;
  return {
    attempt: n,
    read: 'ocr',
    engine: r.engine,
    pages: r.pages
      .map((p) => p.page)
      .concat(r.failures.map((f) => Number(/page (\d+)/.exec(f)?.[1])))
      .sort((a, b) => a - b),
    ms: r.ms,
    reconciled: reconciled(g),
    gate_status: g ? (g.verified ? 'accepted' : 'review_required') : 'failed',
    windows: r.pages.length + r.failures.length,
    cost_usd: '0.00',
    reason,
  };
}

/** A read's rows as ledger rows (the read's source references dropped). */
function ledgerRows(read: StatementRead | null) {
  return read
    ? read.rows.map(({ ref: _r, dateRef: _d, balanceRef: _b, group: _g, orderExempt: _o, ...row }) => row)
    : [];
}

/** The layout engine's and OCR's own problems: a read whose gate fails says why. */
function gateReasons(r: EngineRead): string[] {
  if (!r.read) return r.failures;
  return r.read.gate.verified ? [] : r.read.gate.reasons.map((x) => reviewReason('ocr_read_gate', r.engine, x));
}

/** compareReads' disagreements (`second_read_disagrees:<where>:<what>`), named by the reads compared. */
const disagreeAs = (code: 'ocr_reads_disagree' | 'ocr_model_disagree', reads: string, found: string[]): string[] =>
  found.map((d) => reviewReason(code, reads, d.slice(d.indexOf(':') + 1)));

/** The equations of a read's gate that do not hold (reconciliation, printed totals and counts, section totals). */
const failedEquations = (r: StatementRead & { gate: GateResult }): number =>
  r.gate.evidence.equations.filter((e) => !e.holds).length;

/**
 * The read a statement shows: the one its own gate passes, else the one whose printed totals more of hold
 * (one engine dropping a row fails its section's total; the other, reading every row, passes it). Only what is
 * shown: a statement is verified only when both reads agree and the gate passes.
 */
function shownRead(
  a: (StatementRead & { gate: GateResult }) | null,
  b: (StatementRead & { gate: GateResult }) | null,
): (StatementRead & { gate: GateResult }) | null {
  if (!a || !b) return a ?? b;
  if (a.gate.verified || b.gate.verified) return a.gate.verified ? a : b;
  return failedEquations(b) < failedEquations(a) ? b : a;
}

/**
 * Two engine reads of the same pages → one verdict. `second` is null when only one engine ran: then the
 * statement cannot be verified (one read is never enough for an image) and says so.
 */
export function judgeOcr(
  first: EngineRead,
  second: EngineRead | null,
  readiness: ImageReadiness,
  base: number,
): ImageReadResult {
  const a = first.read,
    b = second?.read ?? null;
  const disagreements =
    a && b ? disagreeAs('ocr_reads_disagree', `${first.engine} vs ${second!.engine}`, compareReads(a, b)) : [];
  const reasons = [
    ...gateReasons(first),
    ...(second ? gateReasons(second) : [reviewReason('ocr_second_read_unavailable')]),
    ...disagreements,
  ];
  const verified = Boolean(a && b && a.gate.verified && disagreements.length === 0);
  const attempts = [
    ocrAttempt(base + 1, first, first.failures[0] ?? (a && !a.gate.verified ? a.gate.reasons.join(',') : null)),
  ];
  if (second)
    attempts.push(
      ocrAttempt(
        base + 2,
        second,
        second.failures[0] ??
          (disagreements.length
            ? `disagrees with read ${base + 1} on ${disagreements.length} value(s)`
            : b && !b.gate.verified
              ? b.gate.reasons.join(',')
              : null),
      ),
    );
  const shown = verified ? a : shownRead(a, b);
  return {
    verified,
    read: shown,
    gate: shown?.gate ?? null,
    rows: ledgerRows(shown),
    labels: {},
    readiness,
    attempts,
    usage: emptyUsage(),
    cacheHit: false,
    reasons: [...new Set(reasons)],
    calls: 0,
    readFrom: 'ocr',
  };
}

/**
 * One engine's read checked against the model's image read (the model configured as the second read): the
 * OCR read is shown; verified only when its gate passes and the model's read agrees on every value.
 */
/**
 * The model names accounts by their last four digits, the layout engine by its own section ids: the model's
 * accounts are renamed to the layout read's, in printed order, so the comparison is of values only.
 */
function alignAccounts(model: StatementRead, ocr: StatementRead): StatementRead {
  if (model.accounts.length !== ocr.accounts.length) return model;
  const rename = new Map(model.accounts.map((x, i) => [x.sectionId, ocr.accounts[i]!.sectionId]));
  const single = ocr.accounts.length <= 1;
  return {
    ...model,
    accounts: model.accounts.map((x) => ({ ...x, sectionId: rename.get(x.sectionId)! })),
    rows: model.rows.map((r, i) => ({
      ...r,
      accountSectionId: single
        ? (ocr.rows[i]?.accountSectionId ?? null)
        : r.accountSectionId === null
          ? null
          : (rename.get(r.accountSectionId) ?? r.accountSectionId),
    })),
  };
}

export function judgeOcrWithModel(
  first: EngineRead,
  model: ImageReadResult,
  readiness: ImageReadiness,
  base: number,
): ImageReadResult {
  const a = first.read;
  const disagreements =
    a && model.read
      ? disagreeAs('ocr_model_disagree', `${first.engine} vs model`, compareReads(a, alignAccounts(model.read, a)))
      : [];
  const reasons = [...gateReasons(first), ...(model.read ? [] : model.reasons), ...disagreements];
  const verified = Boolean(a && model.read && a.gate.verified && disagreements.length === 0);
  const modelAttempts = model.attempts.map((x, i) => ({
    ...x,
    attempt: base + 2 + i,
    reason:
      i === 0 && disagreements.length
        ? `disagrees with read ${base + 1} on ${disagreements.length} value(s)`
        : x.reason,
  }));
  return {
    verified,
    read: a,
    gate: a?.gate ?? null,
    rows: ledgerRows(a),
    labels: model.labels,
    readiness,
    attempts: [
      ocrAttempt(base + 1, first, first.failures[0] ?? (a && !a.gate.verified ? a.gate.reasons.join(',') : null)),
      ...modelAttempts,
    ],
    usage: model.usage,
    cacheHit: false,
    reasons: [...new Set(reasons)],
    calls: model.calls,
    readFrom: 'ocr',
  };
}

/** The engines whose read does not pass the gate: they look again; a read the gate passes stands as it is. */
const lookingAgain = (reads: EngineRead[]): EngineRead[] => reads.filter((r) => r.read && !r.read.gate.verified);

/** The cells where the two reads' pages disagree on a value; null when a page has too many to be a few misreads. */
function disputes(first: EngineRead, second: EngineRead): DisputedCell[] | null {
  const out: DisputedCell[] = [];
  for (const pa of first.pages) {
    const pb = second.pages.find((p) => p.page === pa.page);
    const cells = pb ? disputedCells(pa, pb) : [];
    if (cells.length > MAX_CELLS_PER_PAGE) return null;
    out.push(...cells);
  }
  return out;
}

/** One engine's read with its disputed cells read again by the same engine (each page's cells in one call). */
async function rereadCells(
  r: EngineRead,
  cells: DisputedCell[],
  ocr: OcrFn,
  textPages: PageText[],
): Promise<EngineRead> {
  const t0 = performance.now();
  const pages = await Promise.all(
    r.pages.map(async (p) => {
      const boxes = cells.filter((c) => c.page === p.page).map((c) => c.box);
      return boxes.length ? withCellsReread(p, boxes, (await ocr(p.page, r.engine, boxes)).words) : p;
    }),
  );
  return { ...r, pages, read: engineRead(pages, textPages), ms: r.ms + Math.round(performance.now() - t0) };
}

/** The same cells marked for the tie-break: cut out at another scale and binarised (./cell.ts). */
const asTieBreak = (cells: DisputedCell[]): DisputedCell[] =>
  cells.map((c) => ({ ...c, box: { ...c.box, tieBreak: true } }));

/**
 * Two reads that do not verify, given a second look where they disagree: each disputed cell (./disputes.ts)
 * is read again, cut out and enlarged, by the engine whose read the gate refuses, never shown what the other
 * engine read there. The cells the two reads still dispute then get a tie-break: both engines read each of them
 * once more, cut out at three times its size and binarised (another scale and binarisation than either's
 * first two looks), again never shown the other's read. The result stands only when the two reads then agree
 * on every value and the gate passes; otherwise the first verdict stands, its disagreements listed. Without a
 * disputed cell, or with a re-read that fails, the first verdict too.
 */
export async function readTwiceSettled(
  first: EngineRead,
  second: EngineRead,
  readiness: ImageReadiness,
  base: number,
  ocr: OcrFn,
  textPages: PageText[] = [],
): Promise<ImageReadResult> {
  const verdict = judgeOcr(first, second, readiness, base);
  const cells = verdict.verified || !first.read || !second.read ? [] : disputes(first, second);
  if (!cells?.length) return verdict;
  const again = lookingAgain([first, second]);
  const looked: string[] = [];
  try {
    let [a, b] = [first, second];
    if (again.length) {
      [a, b] = (await Promise.all(
        [first, second].map((r) => (again.includes(r) ? rereadCells(r, cells, ocr, textPages) : r)),
      )) as [EngineRead, EngineRead];
      looked.push(`${cells.length} disputed cell(s) read again by ${again.map((r) => r.engine).join(' and ')}`);
    }
    let settled = judgeOcr(a, b, readiness, base);
    const left = settled.verified || !a.read || !b.read ? [] : disputes(a, b);
    if (left?.length) {
      const tie = asTieBreak(left);
      [a, b] = (await Promise.all([a, b].map((r) => rereadCells(r, tie, ocr, textPages)))) as [EngineRead, EngineRead];
      looked.push(`${left.length} cell(s) read by both at 3x, binarised`);
      settled = judgeOcr(a, b, readiness, base);
    }
    if (!settled.verified) return verdict;
    const note = `${looked.join('; ')}: the reads agree`;
    const lookedBy = left?.length ? [first, second] : again;
    return {
      ...settled,
      attempts: settled.attempts.map((x) => (lookedBy.some((r) => r.engine === x.engine) ? { ...x, reason: note } : x)),
    };
  } catch (e) {
    // a re-read that fails (timeout, reader died) settles nothing; the attempt says so
    const why = `second look at ${cells.length} cell(s) failed: ${(e as { reason?: string })?.reason ?? (e as Error)?.message ?? String(e)}`;
    const blamed = again.length ? again : [first, second];
    return {
      ...verdict,
      attempts: verdict.attempts.map((x) =>
        blamed.some((r) => r.engine === x.engine) ? { ...x, reason: x.reason ? `${x.reason}; ${why}` : why } : x,
      ),
    };
  }
}

/**
 * The offline read of a scanned statement's pages. Two engines: both read every page (in parallel, in the
 * reader pool) and must agree. One engine and a `model` read: the model is the second read. Two engines
 * that do not verify and a `model`: the model's own two reads decide, the OCR attempts stay on record.
 */
export async function readScanOffline(
  pages: number[],
  engines: OcrEngineName[],
  ocr: OcrFn,
  opts: { priorAttempts?: number; model?: () => Promise<ImageReadResult>; textPages?: PageText[] } = {},
): Promise<ImageReadResult> {
  const base = opts.priorAttempts ?? 0;
  const [first, second] = await Promise.all([
    readWithEngine(pages, engines[0]!, ocr, opts.textPages),
    engines[1] ? readWithEngine(pages, engines[1], ocr, opts.textPages) : Promise.resolve(null),
  ]);
  const assessed = (first.pages.length ? first : (second ?? first)).pages.map((p) => p.assessment);
  const readiness = summarizeReadiness(assessed);
  const blocking = readiness.reupload_required
    ? [
        reviewReason(
          'reupload_required',
          `pages ${readiness.page_assessments
            .filter((p) => p.blocking)
            .map((p) => p.page_number)
            .join(',')}`,
        ),
      ]
    : [];
  // what an offline read returns: never verified when the readiness blocks; the OCR read's rows are shown,
  // and those on the statement's text pages came from the text layer
  const offlineResult = (r: ImageReadResult): ImageReadResult => ({
    ...(blocking.length ? { ...r, verified: false, reasons: [...new Set([...blocking, ...r.reasons])] } : r),
    ...(opts.textPages?.length ? { imagePages: pages } : {}),
  });
  if (!second && opts.model) return offlineResult(judgeOcrWithModel(first, await opts.model(), readiness, base));
  // a statement the readiness blocks is never verified: no second look at its cells
  const offline = offlineResult(
    second && !blocking.length
      ? await readTwiceSettled(first, second, readiness, base, ocr, opts.textPages)
      : judgeOcr(first, second, readiness, base),
  );
  if (offline.verified || !opts.model) return offline;
  const m = await opts.model();
  const attempts = [
    ...offline.attempts,
    ...m.attempts.map((x, i) => ({ ...x, attempt: base + offline.attempts.length + i + 1 })),
  ];
  return { ...m, attempts, reasons: m.verified ? m.reasons : [...new Set([...offline.reasons, ...m.reasons])] };
}
