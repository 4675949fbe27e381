// Public API of the fixture generator: deterministic bank-statement PDFs with exact ground truth.
//   generateCorpus()                      every layout x 3 months, packets, tampered variants
//   generateStatementPdf(layout, seed, o) one statement
// Nothing here reads the clock or the network; the same inputs give the same bytes.
import type { TruthFile } from './truth.ts';
import { LAYOUTS, layoutByName } from './layouts/index.ts';
import { buildPacket, PACKETS } from './packets.ts';
import { renderStatement, viewFor } from './statement.ts';
import { buildTamper, TAMPERS } from './tamper.ts';

export type { TruthFile } from './truth.ts';
export { LAYOUTS, layoutByName } from './layouts/index.ts';
export { truthProblems, statementProblems } from './verify.ts';
export { PACKETS } from './packets.ts';
export { TAMPERS } from './tamper.ts';
export { generateScannedPacket, type ScannedOptions } from './scanned.ts';
export { generateOcrLayerStatement } from './ocr-layer.ts';

export interface Fixture {
  name: string;
  pdf: Uint8Array;
  truth: TruthFile;
}

export interface CorpusOptions {
  /** restrict to these layout names */
  layouts?: string[];
  /** statements per layout (default: the layout's series length, 3) */
  months?: number;
  /** include multi-statement and mixed-document packets (default true) */
  packets?: boolean;
  /** include tamper-* variants (default true) */
  tampered?: boolean;
  seed?: number;
}

export interface StatementOptions {
  month?: number;
  /** only the period's first `rows` rows of each account (a short statement, e.g. one page) */
  rows?: number;
}

export async function generateStatementPdf(
  layoutName: string,
  seed = 1,
  opts: StatementOptions = {},
): Promise<Fixture> {
  const layout = layoutByName(layoutName);
  const month = opts.month ?? 0;
  const view = viewFor(layout, seed, month, opts.rows);
  const r = await renderStatement(layout, view, `${layout.name}:${seed}:${month}`);
  const name = `${layout.name}-${view.periodEnd.slice(0, 7)}${seed === 1 ? '' : `-s${seed}`}${opts.rows ? `-r${opts.rows}` : ''}`;
  return {
    name,
    pdf: r.pdf,
    truth: {
      file: `${name}.pdf`,
      layout: layout.name,
      page_classes: Array(r.pageCount).fill('bank_statement'),
      statements: [r.truth],
      quirks: layout.quirks,
    },
  };
}

export async function generateCorpus(opts: CorpusOptions = {}): Promise<Fixture[]> {
  const seed = opts.seed ?? 1;
  const out: Fixture[] = [];
  for (const layout of LAYOUTS) {
    if (opts.layouts && !opts.layouts.includes(layout.name)) continue;
    const months = Math.min(opts.months ?? layout.series.months, layout.series.months);
    for (let m = 0; m < months; m++) out.push(await generateStatementPdf(layout.name, seed, { month: m }));
  }
  const wanted = (names: string[]) => !opts.layouts || names.some((n) => opts.layouts!.includes(n));
  if (opts.packets !== false) {
    for (const p of PACKETS) {
      if (wanted(p.parts.flatMap((x) => ('statement' in x ? [x.statement] : [])))) out.push(await buildPacket(p, seed));
    }
  }
  if (opts.tampered !== false) {
    for (const t of TAMPERS) if (wanted([t.layout])) out.push(await buildTamper(t, seed));
  }
  return out;
}
export { scanCopy, SCAN_DEFECTS, SCAN_SET, type ScanDefect } from './scans.ts';
