// The real-statement section of `npm run eval`: statements nobody here wrote (test/fixtures/statements-real,
// provenance and hand-checked truth in truth.tsv), read the way the service reads them without a model:
// extract → split → layout read + gate, per file. Prints per file what was expected (verified / review /
// tampered), what came back, the gate's reasons and the header fields against truth, then one line:
// `real: verified A/B expected verified (US a/b, UK c/d), wrongly verified W, tampered verified T, review with reason R/C`.
// W counts verified statements whose opening, closing or printed totals differ from truth; T counts
// tampered copies (an altered amount) that verified. Both must be 0.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { toCents } from '../src/money.ts';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { pageModesObject } from '../src/pipeline/pdf/quality.ts';
import { readStatementDocument } from '../src/pipeline/read-statement.ts';
import { splitFile } from '../src/pipeline/split/index.ts';
import type { Statement } from '../src/schemas/result.ts';

export const REAL_DIR = path.resolve(import.meta.dirname, '../test/fixtures/statements-real');
const DIR = REAL_DIR;

export interface RealTruth {
  file: string;
  country: string;
  institution: string;
  periodStart: string;
  periodEnd: string;
  opening: string;
  closing: string;
  totalCredits: string;
  totalDebits: string;
  accounts: number;
  /** transaction rows counted by hand (0 when not counted) */
  transactionRows: number;
  expect: 'verified' | 'review';
  tampered: boolean;
  last4: string;
  quirks: string;
}

function readTsv(file: string): Record<string, string>[] {
  const [head, ...rows] = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const cols = head.split('\t');
  return rows.map((r) => Object.fromEntries(r.split('\t').map((v, i) => [cols[i], v.replace(/^"|"$/g, '')])));
}

export function loadRealTruth(): RealTruth[] {
  const last4 = new Map(readTsv(path.join(DIR, 'last4.tsv')).map((r) => [r.file, r.account_last4]));
  return readTsv(path.join(DIR, 'truth.tsv')).map((r) => ({
    file: r.file,
    country: r.country,
    institution: r.institution,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    opening: r.opening_balance,
    closing: r.closing_balance,
    totalCredits: r.printed_total_credits,
    totalDebits: r.printed_total_debits,
    accounts: Number(r.accounts || 1),
    transactionRows: Number(r.transaction_rows || 0),
    expect: r.expect === 'verified' ? 'verified' : 'review',
    // a tampered copy: its quirks say so (wording-only copies still expect `verified`)
    tampered: /^\s*(TAMPERED|tampered copy)/i.test(r.quirks),
    last4: last4.get(r.file) ?? '',
    quirks: r.quirks,
  }));
}

export interface RealOutcome {
  truth: RealTruth;
  statements: Statement[];
  verified: boolean;
  reasons: string[];
  pages: number;
}

/** One real file as the service reads it with no model: every statement the split finds. */
/** `extract` defaults to the service's extractor; the tests pass a cached one (same pages, read once). */
export async function readRealFile(
  truth: RealTruth,
  extract: (bytes: Uint8Array) => ReturnType<typeof extractPdf> = extractPdf,
): Promise<RealOutcome> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(DIR, truth.file)));
  const ex = await extract(bytes);
  const split = splitFile(ex.pages, ex.modes);
  const imagePages = new Set(ex.modes.filter((m) => m.mode === 'image').map((m) => m.page));
  const modes = pageModesObject(ex.modes);
  const statements = split.segments
    .filter((s) => s.kind === 'bank_statement')
    .map(
      (seg, i) =>
        readStatementDocument({
          documentId: `doc_${i + 1}`,
          sourceFile: path.basename(truth.file),
          contentSha256: '',
          packetPages: seg.pages,
          pages: ex.pages.filter((p) => seg.pages.includes(p.page)),
          pageModes: Object.fromEntries(seg.pages.map((p) => [String(p), modes[String(p)] ?? 'text'])),
          imagePages: seg.pages.filter((p) => imagePages.has(p)),
        }).statement,
    );
  const reasons: string[] = [];
  if (statements.length === 0) reasons.push('no_statement_found');
  if (statements.length > 1) reasons.push(`split_into_${statements.length}_statements`);
  for (const s of statements) reasons.push(...s.gate.reasons);
  const verified = statements.length === 1 && statements[0].gate.status === 'accepted' && statements[0].gate.reconciled;
  return { truth, statements, verified, reasons: [...new Set(reasons)], pages: ex.pages.length };
}

// Credit-card truth is written unsigned (amounts owed); compare magnitudes there.
const sameMoney = (got: string | null | undefined, want: string, unsigned: boolean): boolean | null => {
  if (!want) return null;
  if (got === null || got === undefined || got === '') return false;
  const g = toCents(got);
  const w = toCents(want);
  return unsigned ? Math.abs(g) === Math.abs(w) : g === w;
};

const GENERIC = new Set([
  'bank',
  'national',
  'n',
  'a',
  'na',
  'the',
  'of',
  'federal',
  'savings',
  'uk',
  'plc',
  'association',
  'and',
  'co',
  'company',
  'trust',
  'financial',
  'inc',
]);
const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !GENERIC.has(w));

/** The institution is right when a distinctive word of the printed name is the truth's (before its notes). */
export function sameInstitution(got: string | null | undefined, want: string): boolean {
  if (!got) return false;
  const truth = new Set(words(want.split(/[(,]/)[0]));
  return words(got).some((w) => truth.has(w));
}

export interface HeaderScore {
  field: string;
  right: number;
  total: number;
}

export function headerChecks(o: RealOutcome): Record<string, boolean | null> {
  const s = o.statements[0];
  const t = o.truth;
  const cc = /credit card/i.test(o.truth.quirks) || s?.statement_kind === 'credit_card';
  if (!s) return { period: false, opening: false, closing: false, last4: t.last4 ? false : null, institution: false };
  return {
    period: t.periodEnd
      ? (t.periodStart ? s.period_start === t.periodStart : true) && s.period_end === t.periodEnd
      : null,
    opening: sameMoney(s.opening_balance, t.opening, cc),
    closing: sameMoney(s.closing_balance, t.closing, cc),
    last4: t.last4 ? s.account_number_last4 === t.last4 : null,
    institution: sameInstitution(s.institution_name, t.institution),
  };
}

/** A verified statement whose opening, closing or printed totals differ from truth is wrongly verified. */
export function wronglyVerified(o: RealOutcome): boolean {
  if (!o.verified) return false;
  const s = o.statements[0];
  const cc = s.statement_kind === 'credit_card' || /credit card/i.test(o.truth.quirks);
  const checks = [
    sameMoney(s.opening_balance, o.truth.opening, cc),
    sameMoney(s.closing_balance, o.truth.closing, cc),
    sameMoney(s.summary_total_credits, o.truth.totalCredits, cc),
    sameMoney(s.summary_total_debits, o.truth.totalDebits, cc),
  ];
  return checks.some((c) => c === false);
}

export async function realEval(opts: { verbose?: boolean; only?: string } = {}): Promise<{ failures: string[] }> {
  const truths = loadRealTruth().filter((t) => !opts.only || t.file.includes(opts.only));
  const pad = (s: string, n: number): string => s.padEnd(n);
  const failures: string[] = [];
  const score = new Map<string, HeaderScore>();
  let pages = 0;
  let ms = 0;
  const c = {
    expV: 0,
    gotV: 0,
    usV: 0,
    usGot: 0,
    ukV: 0,
    ukGot: 0,
    wrong: 0,
    tamperedV: 0,
    review: 0,
    reviewReason: 0,
  };
  console.log(`real statements (${truths.length} files, no model):`);
  console.log(`${pad('file', 40)} ${pad('expect', 9)} ${pad('got', 9)} header (period open close last4 inst)  reasons`);
  for (const t of truths) {
    const t0 = performance.now();
    const o = await readRealFile(t);
    ms += performance.now() - t0;
    pages += o.pages;
    const expect = t.tampered && t.expect === 'review' ? 'tampered' : t.expect;
    const got = o.verified ? 'verified' : 'review';
    const h = headerChecks(o);
    for (const [field, ok] of Object.entries(h)) {
      if (ok === null) continue;
      const sc = score.get(field) ?? { field, right: 0, total: 0 };
      sc.total++;
      if (ok) sc.right++;
      score.set(field, sc);
    }
    const wrong = wronglyVerified(o);
    if (expect === 'verified') {
      c.expV++;
      if (t.country === 'US') c.usV++;
      else c.ukV++;
      if (o.verified) {
        c.gotV++;
        if (t.country === 'US') c.usGot++;
        else c.ukGot++;
      }
    }
    if (wrong) {
      c.wrong++;
      failures.push(`FAILURE wrongly verified: ${t.file}`);
    }
    if (expect === 'tampered' && o.verified) {
      c.tamperedV++;
      failures.push(`FAILURE tampered statement verified: ${t.file}`);
    }
    if (!o.verified) {
      c.review++;
      if (o.reasons.length) c.reviewReason++;
    }
    const mark = (v: boolean | null): string => (v === null ? '-' : v ? 'ok' : 'NO');
    const header = [h.period, h.opening, h.closing, h.last4, h.institution].map(mark).join(' ');
    const flag = wrong ? ' WRONG' : expect !== 'verified' && o.verified ? ' VERIFIED-UNEXPECTED' : '';
    console.log(
      `${pad(t.file, 40)} ${pad(expect, 9)} ${pad(got + flag, 9)} ${pad(header, 34)} ${o.reasons.join(', ')}`,
    );
    if (opts.verbose) {
      const s = o.statements[0];
      console.log(
        `    period ${s?.period_start ?? '-'}..${s?.period_end ?? '-'} (truth ${t.periodStart || '?'}..${t.periodEnd}), opening ${s?.opening_balance ?? '-'} (${t.opening}), closing ${s?.closing_balance ?? '-'} (${t.closing}), last4 ${s?.account_number_last4 ?? '-'} (${t.last4 || '?'}), institution ${s?.institution_name ?? '-'}`,
      );
    }
  }
  const fields = [...score.values()];
  const right = fields.reduce((a, f) => a + f.right, 0);
  const total = fields.reduce((a, f) => a + f.total, 0);
  console.log(
    `header fields right: ${fields.map((f) => `${f.field} ${f.right}/${f.total}`).join(', ')}; all ${right}/${total} (${((100 * right) / Math.max(1, total)).toFixed(1)}%)`,
  );
  console.log(`speed: real files ${Math.round(pages / (ms / 1000))} pages/s end to end (${pages} pages)`);
  console.log(
    `real: verified ${c.gotV}/${c.expV} expected verified (US ${c.usGot}/${c.usV}, UK ${c.ukGot}/${c.ukV}), wrongly verified ${c.wrong}, tampered verified ${c.tamperedV}, review with reason ${c.reviewReason}/${c.review}`,
  );
  return { failures };
}
