// `npm run eval -- --scans`: scanned and photographed copies of generated statements (the generator's
// scanCopy: clean, rotated, noisy, blurred, gray, 200 DPI, a phone photo of one page) and scans of tampered
// statements, read offline by the local OCR engines with no model: each engine alone (its read judged by
// the gate) and the two-read path (both engines must agree and the gate pass). Prints per file what each
// read gave, then `scans: verified A/B statements with no model, rows F1 x.xxx on verified, wrong verified N,
// tampered verified N, s/page ...`. A verified statement with a wrong row, or a tampered one, is a FAILURE.
// Then the real statements with scanned pages (test/fixtures/statements-real, and the private real scans of
// ../shared/corpus/statements-real/scans when present, read from there only), read as the service reads
// them: `real scans: verified A/B ..., wrong verified N` (wrong: opening, closing or row count unlike truth).
import { performance } from 'node:perf_hooks';
import { generateStatementPdf, scanCopy, SCAN_SET, TAMPERS, type Fixture } from './generator/index.ts';
import { buildTamper } from './generator/tamper.ts';
import { createPdfPool } from '../src/readers/pool.ts';
import { readTwiceSettled, readWithEngine, type OcrFn } from '../src/pipeline/image/ocr-read.ts';
import { OCR_DPI, OCR_ENGINES } from '../src/pipeline/ocr/types.ts';
import { summarizeReadiness } from '../src/pipeline/pixels/readiness.ts';
import { compareRows } from './eval-rows.ts';
import { loadRealTruth, loadSharedScans, readRealFile } from './eval-real.ts';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { readScanOffline } from '../src/pipeline/image/ocr-read.ts';
import { toCents } from '../src/money.ts';
import fs from 'node:fs';

type Pool = ReturnType<typeof createPdfPool>;

/**
 * The real statements with scanned pages (test/fixtures/statements-real) whose text layer does not verify,
 * read as the service reads them: their scanned pages by both engines, their text pages from the text layer. Verified is right when the
 * opening, closing and row count are truth.tsv's (hand-checked).
 */
async function realScans(pool: Pool, failures: string[], only?: string): Promise<void> {
  let found = 0,
    verified = 0,
    wrong = 0,
    pages = 0,
    ms = 0;
  for (const truth of [...loadRealTruth(), ...loadSharedScans()].filter((t) => !only || t.file.includes(only))) {
    const bytes = new Uint8Array(fs.readFileSync(truth.path));
    const read = await extractPdf(bytes);
    // as the service: a statement its text layer already verifies is not OCRed
    if (read.imagePages.length === 0 || (await readRealFile(truth, async () => read)).verified) continue;
    found++;
    const textPages = read.pages.filter((p) => !read.imagePages.includes(p.page));
    const t0 = performance.now();
    const r = await readScanOffline(
      read.imagePages,
      [...OCR_ENGINES],
      (p, e, cells) => pool.ocr(bytes, p, e, OCR_DPI, cells),
      {
        textPages,
      },
    );
    ms += performance.now() - t0;
    pages += read.imagePages.length;
    const cents = (v: string) => (v ? toCents(v) : null);
    const opening = r.read?.accounts[0]?.opening?.cents ?? null;
    const closing = r.read?.accounts[0]?.closing?.cents ?? null;
    const right =
      opening === cents(truth.opening) &&
      closing === cents(truth.closing) &&
      (!truth.transactionRows || r.rows.length === truth.transactionRows);
    console.log(
      `${truth.file.padEnd(44)} ${r.verified ? 'VERIFIED' : 'review  '}  rows ${r.rows.length}/${truth.transactionRows || '?'}  scanned pages ${read.imagePages.join(',')}  ${r.verified ? (right ? 'matches truth' : 'DIFFERS FROM TRUTH') : r.reasons.slice(0, 3).join(', ')}`,
    );
    if (!r.verified) continue;
    verified++;
    if (!right) {
      wrong++;
      failures.push(`FAILURE real scan verified unlike its truth: ${truth.file}`);
    }
  }
  console.log(
    `real scans: verified ${verified}/${found} real statements with scanned pages, with no model, wrong verified ${wrong}, two reads ${pages ? (ms / 1000 / pages).toFixed(1) : '-'} s/page (${pages} pages)`,
  );
}

async function sourceOf(entry: (typeof SCAN_SET)[number]): Promise<Fixture> {
  if (entry.tamper)
    return buildTamper(
      TAMPERS.find((t) => t.name === entry.tamper)!,
      1,
    );
  return generateStatementPdf(entry.layout!, 1);
}

export async function scansEval(opts: { verbose?: boolean; only?: string } = {}): Promise<string[]> {
  const failures: string[] = [];
  // two readers: the two engines read a page at the same time, as in the service
  const pool = createPdfPool({ threads: 2, timeoutMs: 600_000, maxMemoryMb: 1024 });
  const engineMs = new Map<string, number>();
  let pages = 0,
    twoReadMs = 0,
    clean = 0,
    verified = 0,
    tp = 0,
    nRead = 0,
    nTruth = 0,
    wrong = 0,
    tamperedVerified = 0;
  const single = new Map<string, number>();
  try {
    for (const entry of SCAN_SET) {
      const fx = await scanCopy(await sourceOf(entry), entry.defect);
      if (opts.only && !fx.name.includes(opts.only)) continue;
      const truth = fx.truth.statements[0]!;
      const t0 = performance.now();
      const ocr: OcrFn = (p, eng, cells) => pool.ocr(fx.pdf, p, eng, OCR_DPI, cells);
      const [a, b] = await Promise.all(OCR_ENGINES.map((e) => readWithEngine(truth.pages, e, ocr)));
      const result = await readTwiceSettled(a!, b!, summarizeReadiness(a!.pages.map((p) => p.assessment)), 0, ocr);
      twoReadMs += performance.now() - t0;
      pages += truth.pages.length;
      for (const r of [a!, b!])
        engineMs.set(r.engine, (engineMs.get(r.engine) ?? 0) + r.pages.reduce((s, p) => s + p.ms, 0));
      const cmp = compareRows(result.rows, truth);
      const exact = cmp.missing.length === 0 && cmp.extra.length === 0;
      const each = [a!, b!].map((r) => {
        const ok = r.read?.gate.verified ?? false;
        if (ok && !truth.tampered) single.set(r.engine, (single.get(r.engine) ?? 0) + 1);
        return `${r.engine} ${ok ? 'gate ok' : `gate: ${(r.read?.gate.reasons ?? r.failures).slice(0, 3).join(',')}`} (${r.pages.map((p) => (p.ms / 1000).toFixed(1)).join('+')} s)`;
      });
      console.log(
        `${fx.name.padEnd(44)} ${result.verified ? 'VERIFIED' : 'review  '}  rows ${result.rows.length}/${truth.transactions.length}  ${each.join(' | ')}`,
      );
      if (!result.verified && opts.verbose) for (const r of result.reasons.slice(0, 8)) console.log(`    ${r}`);
      if (truth.tampered) {
        if (result.verified) {
          tamperedVerified++;
          failures.push(`FAILURE tampered scan verified: ${fx.name}`);
        }
        continue;
      }
      clean++;
      if (!result.verified) continue;
      verified++;
      tp += cmp.tp;
      nRead += result.rows.length;
      nTruth += truth.transactions.length;
      if (!exact) {
        wrong++;
        failures.push(
          `FAILURE scan verified with wrong rows: ${fx.name}: missing ${cmp.missing.slice(0, 3).join('; ')} extra ${cmp.extra.slice(0, 3).join('; ')}`,
        );
      }
    }
    // the generated section's lines first: the real scans take tens of minutes more
    const p = nRead ? tp / nRead : 0,
      r = nTruth ? tp / nTruth : 0;
    const f1 = p + r ? (2 * p * r) / (p + r) : 0;
    const perPage = (ms: number) => (pages ? (ms / 1000 / pages).toFixed(1) : '-');
    console.log(
      `engines alone (gate only, not enough to verify): ${[...OCR_ENGINES].map((e) => `${e} ${single.get(e) ?? 0}/${clean}`).join(', ')}`,
    );
    console.log(
      `s/page: ${[...engineMs].map(([e, ms]) => `${e} ${perPage(ms)}`).join(', ')}, two reads (wall, both engines in parallel) ${perPage(twoReadMs)} (${pages} pages)`,
    );
    console.log(
      `scans: verified ${verified}/${clean} statements with no model, rows F1 ${f1.toFixed(3)} on verified, wrong verified ${wrong}, tampered verified ${tamperedVerified}`,
    );
    await realScans(pool, failures, opts.only);
  } finally {
    await pool.destroy();
  }
  return failures;
}
