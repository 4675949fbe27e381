// npm run eval: generate the fixture corpus, then extract → split → read → gate every statement and
// compare with the generator's truth. Prints per layout: statements verified/total, row precision/recall
// on (date, amount, type, balance), split correctness and speed. Tampered statements must NOT verify;
// a tampered-but-verified statement or a verified statement with any wrong row is printed as FAILURE.
// Final line: `eval: verified A/B statements, rows F1 x.xxx, pages/s N`.
// Then the real statements (scripts/eval-real.ts), ending `real: verified A/B expected verified ...`.
// `--real` runs only the real section, `--generated` only the generated one; `--file=NAME` narrows the real one.
// `--underwriting` runs only the underwriting section (scripts/eval-underwriting.ts: categories, NSF /
// returned-item / overdraft precision and recall, counterparties, positions, jobs in review), which the
// default run prints first.
// The real section reads the fixtures and, when present, the rest of `../shared/corpus/statements-real` (develop
// set); `--confirm` adds the confirm list (docs/layout-engine.md), reported apart.
// `--scans` runs only the scanned/photographed section (scripts/eval-scans.ts; `--scan=NAME` narrows it).
// The applications section (scripts/eval-applications.ts) runs with every default run; `--applications` runs
// it alone (`--form=NAME` narrows it): fields and owners right / total per form, no provider, held-out apart.
// `--probe` runs only the blind probe set (scripts/eval-probe.ts: US statements written without looking at the
// reader, read through the built command; `--file=NAME` narrows it; the held-out half's lines only with `--holdout`).
// `--perturb` reads the verified develop statements again through text-layer changes that alter nothing printed
// (scripts/eval-perturb.ts); `--set=real,1,...,15` narrows it to the develop set and those probe sets, `--only=words,tampered`
// to those perturbations (and the tampered digits).
// `--probe2` runs the second blind probe set instead, held out whole: only its summary line unless `--holdout`.
// `--probe3` runs the third blind set, held out by halves like the first (`PROBE3_HOLDOUT`; its held-out lines only with `--holdout`).
// `--probe4` runs the fourth blind set the same way (`PROBE4_HOLDOUT`; the held-out half's summary line always, its lines only with `--holdout`).
// `--probe5` runs the fifth blind set, held out whole like the second: only its summary line unless `--holdout`.
// `--probe6` runs the sixth blind set, held out whole like the fifth: only its summary line unless `--holdout`.
// `--probe7` runs the seventh blind set, held out whole like the sixth: only its summary line unless `--holdout`.
// `--probe8` runs the eighth blind set, held out whole like the seventh: only its summary line unless `--holdout`.
// `--probe9` runs the ninth blind set, held out whole like the eighth: only its summary line unless `--holdout`.
// `--probe10` runs the tenth blind set, held out whole like the ninth: only its summary line unless `--holdout`.
// `--probe11` runs the eleventh blind set, held out whole like the tenth: only its summary line unless `--holdout`.
// `--probe12` to `--probe16` run the twelfth to sixteenth blind sets, held out whole the same way.
import { performance } from 'node:perf_hooks';
import { generateCorpus } from './generator/index.ts';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { splitFile } from '../src/pipeline/split/index.ts';
import { readStatement } from '../src/pipeline/layout/read.ts';
import { realEval } from './eval-real.ts';
import { scansEval } from './eval-scans.ts';
import { applicationsEval } from './eval-applications.ts';
import { compareRows } from './eval-rows.ts';
import { underwritingEval } from './eval-underwriting.ts';
import { probeEval } from './eval-probe.ts';
import { perturbEval } from './eval-perturb.ts';

interface LayoutStats {
  statements: number;
  verified: number;
  tp: number;
  read: number;
  truth: number;
  splitOk: number;
  splitTotal: number;
}

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const failures: string[] = [];
  if (process.argv.includes('--scans')) {
    // the scan section alone: minutes of OCR CPU, so never part of the default run
    failures.push(...(await scansEval({ verbose, only: process.argv.find((a) => a.startsWith('--scan='))?.slice(7) })));
    for (const f of failures) console.log(f);
    if (failures.length) process.exitCode = 1;
    return;
  }
  if (process.argv.includes('--perturb')) {
    const list = (flag: string) =>
      process.argv
        .find((a) => a.startsWith(`--${flag}=`))
        ?.slice(flag.length + 3)
        .split(',');
    failures.push(
      ...(await perturbEval({
        only: process.argv.find((a) => a.startsWith('--file='))?.slice(7),
        sets: list('set'),
        perturbations: list('only'),
      })),
    );
    for (const f of failures) console.log(f);
    if (failures.length) process.exitCode = 1;
    return;
  }
  const probeFlag = process.argv.find((a) => /^--probe\d*$/.test(a));
  if (probeFlag) {
    failures.push(
      ...probeEval({
        verbose,
        only: process.argv.find((a) => a.startsWith('--file='))?.slice(7),
        holdout: process.argv.includes('--holdout'),
        set: Number(probeFlag.slice('--probe'.length) || 1),
      }),
    );
    for (const f of failures) console.log(f);
    if (failures.length) process.exitCode = 1;
    return;
  }
  const form = process.argv.find((a) => a.startsWith('--form='))?.slice(7);
  if (process.argv.includes('--applications')) {
    failures.push(...(await applicationsEval({ verbose, only: form, scanned: true })));
    for (const f of failures) console.log(f);
    if (failures.length) process.exitCode = 1;
    return;
  }
  if (
    process.argv.includes('--underwriting') ||
    (!process.argv.includes('--real') && !process.argv.includes('--generated'))
  )
    underwritingEval({ verbose });
  if (process.argv.includes('--underwriting')) return;
  if (!process.argv.includes('--real')) failures.push(...(await generatedEval(verbose)));
  if (!process.argv.includes('--generated')) {
    const only = process.argv.find((a) => a.startsWith('--file='))?.slice(7);
    failures.push(...(await realEval({ verbose, only, confirm: process.argv.includes('--confirm') })).failures);
  }
  if (!process.argv.includes('--real') && !process.argv.includes('--generated'))
    failures.push(...(await applicationsEval({ verbose, only: form })));
  console.log('scans: not run here (4-5 min of OCR on 2 cores): `npm run eval -- --scans` reads the scanned section');
  for (const f of failures) console.log(f);
  if (failures.length) process.exitCode = 1;
}

async function generatedEval(verbose: boolean): Promise<string[]> {
  const only = process.argv.find((a) => a.startsWith('--layout='))?.slice(9);
  const corpus = await generateCorpus(only ? { layouts: [only] } : {});
  const stats = new Map<string, LayoutStats>();
  const failures: string[] = [];
  const tamperLines: string[] = [];
  let pagesRead = 0;
  let readMs = 0;
  let extractMs = 0;
  let verifiedClean = 0;
  let clean = 0;
  let tp = 0;
  let nRead = 0;
  let nTruth = 0;
  for (const fx of corpus) {
    const t0 = performance.now();
    const ex = await extractPdf(fx.pdf);
    extractMs += performance.now() - t0;
    const split = splitFile(ex.pages, ex.modes);
    const segs = split.segments.filter((s) => s.kind === 'bank_statement');
    for (const truth of fx.truth.statements) {
      const layout = truth.layout;
      const st = stats.get(layout) ?? {
        statements: 0,
        verified: 0,
        tp: 0,
        read: 0,
        truth: 0,
        splitOk: 0,
        splitTotal: 0,
      };
      stats.set(layout, st);
      const seg = segs.find((s) => s.pages.join(',') === truth.pages.join(','));
      st.splitTotal++;
      if (seg) st.splitOk++;
      // Read the statement's own pages (from the split when it agrees, else from the truth, so the
      // reader is measured on its own even when the split is wrong).
      const own = seg ? seg.pages : truth.pages;
      const pages = ex.pages.filter((p) => own.includes(p.page));
      const t1 = performance.now();
      const read = readStatement(pages);
      readMs += performance.now() - t1;
      pagesRead += pages.length;
      const cmp = compareRows(read.rows, truth);
      const exact = cmp.missing.length === 0 && cmp.extra.length === 0;
      const name = `${fx.name}${fx.truth.statements.length > 1 ? ` [p${truth.pages[0]}-${truth.pages[truth.pages.length - 1]}]` : ''}`;
      if (truth.tampered) {
        tamperLines.push(
          `  ${read.gate.verified ? 'FAILURE verified' : 'ok not verified'}  ${name}: ${read.gate.reasons.join(', ')}`,
        );
        if (read.gate.verified) failures.push(`FAILURE tampered statement verified: ${name}`);
        continue;
      }
      clean++;
      st.statements++;
      st.tp += cmp.tp;
      st.read += read.rows.length;
      st.truth += truth.transactions.length;
      tp += cmp.tp;
      nRead += read.rows.length;
      nTruth += truth.transactions.length;
      if (read.gate.verified) {
        st.verified++;
        verifiedClean++;
        if (!exact)
          failures.push(
            `FAILURE verified with wrong rows: ${name}: missing ${cmp.missing.slice(0, 3).join('; ')} extra ${cmp.extra.slice(0, 3).join('; ')}`,
          );
      } else if (verbose) {
        console.log(`not verified ${name}: ${read.gate.reconciliationReason}`);
        for (const m of cmp.missing.slice(0, 6)) console.log(`   missing ${m}`);
        for (const e of cmp.extra.slice(0, 6)) console.log(`   extra   ${e}`);
      }
    }
  }
  const pad = (s: string, n: number): string => s.padEnd(n);
  console.log(`${pad('layout', 26)} verified   precision recall  split`);
  for (const [layout, s] of [...stats].sort()) {
    const p = s.read ? s.tp / s.read : 0;
    const r = s.truth ? s.tp / s.truth : 0;
    console.log(
      `${pad(layout, 26)} ${pad(`${s.verified}/${s.statements}`, 10)} ${p.toFixed(3)}     ${r.toFixed(3)}   ${s.splitOk}/${s.splitTotal}`,
    );
  }
  if (tamperLines.length) {
    console.log('tampered (must not verify):');
    for (const l of tamperLines) console.log(l);
  }
  const precision = nRead ? tp / nRead : 0;
  const recall = nTruth ? tp / nTruth : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const pps = readMs ? Math.round(pagesRead / (readMs / 1000)) : 0;
  const extractPps = extractMs ? Math.round(pagesRead / (extractMs / 1000)) : 0;
  console.log(`speed: read+gate ${pps} pages/s, pdfjs extraction ${extractPps} pages/s (${pagesRead} pages)`);
  console.log(`eval: verified ${verifiedClean}/${clean} statements, rows F1 ${f1.toFixed(3)}, pages/s ${pps}`);
  return failures;
}

await main();
