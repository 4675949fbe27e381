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
import { readStatementDocument } from '../src/pipeline/statement/from-text.ts';
import { splitFile } from '../src/pipeline/split/index.ts';
import type { Statement } from '../src/schemas/result.ts';

export const REAL_DIR = path.resolve(import.meta.dirname, '../test/fixtures/statements-real');
const DIR = REAL_DIR;
/** The shared corpus (the worktree's `../shared`): the files not copied into the fixtures are read from here. */
export const SHARED_DIR = path.resolve(import.meta.dirname, '../../shared/corpus/statements-real');

/**
 * Set aside unopened before the reader's third pass (docs/layout-engine.md, "The confirm list"): no reader
 * change is developed against them; `--confirm` reads them, once, reported apart from the develop set.
 */
export const CONFIRM = new Set([
  'us/us-truist-01.pdf',
  'us/us-texascapital-01.pdf',
  'us/us-howardbank-01.pdf',
  'us/us-capitalone-01.pdf',
  'us/us-capitalone-02-cc.pdf',
  'us/us-amex-01-cc.pdf',
]);

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
  /** where the file is read from: the fixtures, else the shared corpus */
  path: string;
  set: 'develop' | 'confirm';
}

function readTsv(file: string): Record<string, string>[] {
  const [head, ...rows] = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const cols = head.split('\t');
  return rows.map((r) => Object.fromEntries(r.split('\t').map((v, i) => [cols[i], v.replace(/^"|"$/g, '')])));
}

/** The statements copied into the fixtures (what a fresh clone has). */
export function loadRealTruth(): RealTruth[] {
  return truthRows(path.join(DIR, 'truth.tsv'));
}

/**
 * The whole real corpus: the fixtures plus, when `../shared` is present, every other text-layer file there
 * (the private files the shared README lists are read from there only, never copied). `scans/` (no text layer:
 * their truth assumes OCR) belong to `npm run eval -- --scans`. The confirm list only with `confirm`.
 */
export function loadCorpusTruth(opts: { confirm?: boolean } = {}): RealTruth[] {
  const own = loadRealTruth();
  const have = new Set(own.map((t) => t.file));
  const shared = fs.existsSync(path.join(SHARED_DIR, 'truth.tsv'))
    ? truthRows(path.join(SHARED_DIR, 'truth.tsv'), SHARED_DIR, opts.confirm).filter(
        (t) => !have.has(t.file) && !t.file.startsWith('scans/'),
      )
    : [];
  return [...own, ...shared];
}

/**
 * The real scans of `../shared` (`scans/`: image-only, private, read from there only and never copied), for
 * `npm run eval -- --scans`; none when the folder is absent.
 */
export function loadSharedScans(): RealTruth[] {
  const tsv = path.join(SHARED_DIR, 'truth.tsv');
  if (!fs.existsSync(tsv)) return [];
  return truthRows(tsv, SHARED_DIR).filter((t) => t.file.startsWith('scans/'));
}

function truthRows(file: string, dir = DIR, confirm = false): RealTruth[] {
  const last4 = new Map(readTsv(path.join(DIR, 'last4.tsv')).map((r) => [r.file, r.account_last4]));
  // the confirm rows are left unread unless asked for
  const rows = readTsv(file).filter((r) => confirm || !CONFIRM.has(r.file));
  return rows.map((r) => ({
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
    path: path.join(dir, r.file),
    set: CONFIRM.has(r.file) ? 'confirm' : 'develop',
  }));
}

export interface RealOutcome {
  truth: RealTruth;
  statements: Statement[];
  verified: boolean;
  reasons: string[];
  pages: number;
  /** some page has a text layer (an image-only file is the OCR path's: `npm run eval -- --scans`) */
  textLayer: boolean;
}

/** One real file as the service reads it with no model: every statement the split finds. */
/** `extract` defaults to the service's extractor; the tests pass a cached one (same pages, read once). */
export async function readRealFile(
  truth: RealTruth,
  extract: (bytes: Uint8Array) => ReturnType<typeof extractPdf> = extractPdf,
): Promise<RealOutcome> {
  const bytes = new Uint8Array(fs.readFileSync(truth.path));
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
  const textLayer = ex.modes.some((m) => m.mode !== 'image');
  return { truth, statements, verified, reasons: [...new Set(reasons)], pages: ex.pages.length, textLayer };
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

/**
 * The institution is right when a distinctive word of the printed name is the truth's: its name before the notes,
 * or the legal name the notes open with (`ANZ Plus (Australia and New Zealand Banking Group Limited; ...)`), or
 * the whole name printed without its spaces.
 */
export function sameInstitution(got: string | null | undefined, want: string): boolean {
  if (!got) return false;
  const note = /\(([^;)]*)/.exec(want)?.[1] ?? '';
  const legal =
    /customer|replica|template|sample|real statement|redacted|anonymi|synthetic|online|fictitious|branding|division|Kansas|\d/i.test(
      note,
    )
      ? ''
      : note;
  const name = `${want.split(/[(,]/)[0]} ${legal}`;
  const truth = new Set(words(name));
  // a name printed joined (`YourBank`) is the name truth writes apart (`Your Bank`)
  const joined = (x: string): string => x.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return (
    words(got).some((w) => truth.has(w)) ||
    joined(got) === joined(/^'([^']+)'/.exec(want)?.[1] ?? want.split(/[(,]/)[0])
  );
}

/** The currency a statement of each country prints. */
const COUNTRY_CURRENCY: Record<string, string> = {
  US: 'USD',
  UK: 'GBP',
  AU: 'AUD',
  NG: 'NGN',
  NL: 'EUR',
  SG: 'SGD',
  IN: 'INR',
};

/** The statement's currency against its country's (null when there is no statement to judge). */
export function currencyRight(o: RealOutcome): boolean | null {
  const want = COUNTRY_CURRENCY[o.truth.country];
  if (!want || !o.textLayer) return null;
  return o.statements[0]?.currency === want;
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

/**
 * A verified statement whose opening, closing or printed totals differ from truth is wrongly verified; one that
 * reproduced no printed total, when its row count differs from the hand count.
 */
export function wronglyVerified(o: RealOutcome): boolean {
  if (!o.verified) return false;
  const s = o.statements[0];
  const cc = s.statement_kind === 'credit_card' || /credit card/i.test(o.truth.quirks);
  // Printed totals are compared when the statement reproduced some; without them, its rows are counted against the
  // hand count (a printed summary may net out a reversed pair the rows print: the rows are then the evidence).
  const printed = s.summary_total_credits !== null || s.summary_total_debits !== null;
  const checks = [
    sameMoney(s.opening_balance, o.truth.opening, cc),
    sameMoney(s.closing_balance, o.truth.closing, cc),
    printed ? sameMoney(s.summary_total_credits, o.truth.totalCredits, cc) : null,
    printed ? sameMoney(s.summary_total_debits, o.truth.totalDebits, cc) : null,
    !printed && o.truth.transactionRows > 0 ? s.transactions.length === o.truth.transactionRows : null,
  ];
  return checks.some((c) => c === false);
}

interface Tally {
  expV: number;
  gotV: number;
  wrong: number;
  tamperedV: number;
  review: number;
  reviewReason: number;
  files: number;
}
const tally = (): Tally => ({ expV: 0, gotV: 0, wrong: 0, tamperedV: 0, review: 0, reviewReason: 0, files: 0 });
const tallyLine = (t: Tally): string =>
  `verified ${t.gotV}/${t.expV} expected verified, wrongly verified ${t.wrong}, tampered verified ${t.tamperedV}, review with reason ${t.reviewReason}/${t.review} (${t.files} files)`;

export async function realEval(
  opts: { verbose?: boolean; only?: string; confirm?: boolean } = {},
): Promise<{ failures: string[] }> {
  const truths = loadCorpusTruth({ confirm: opts.confirm }).filter((t) => !opts.only || t.file.includes(opts.only));
  const pad = (s: string, n: number): string => s.padEnd(n);
  const failures: string[] = [];
  // header fields and tallies per set (develop / confirm), the tallies also per country
  const score = new Map<string, Map<string, HeaderScore>>();
  const tallies = new Map<string, Tally>();
  const currencyScore = new Map<string, { right: number; total: number }>();
  const bump = (key: string): Tally => tallies.get(key) ?? (tallies.set(key, tally()), tallies.get(key)!);
  let pages = 0;
  let ms = 0;
  const shared = fs.existsSync(SHARED_DIR) ? '' : ' (../shared absent: the fixtures only)';
  console.log(`real statements (${truths.length} text-layer files, no model)${shared}:`);
  console.log(`${pad('file', 40)} ${pad('expect', 9)} ${pad('got', 9)} header (period open close last4 inst)  reasons`);
  for (const set of ['develop', 'confirm'] as const) {
    const inSet = truths.filter((t) => t.set === set);
    if (inSet.length === 0) continue;
    console.log(`-- ${set} set (${inSet.length} files)`);
    for (const t of inSet) {
      const t0 = performance.now();
      const o = await readRealFile(t);
      ms += performance.now() - t0;
      pages += o.pages;
      const expect = t.tampered && t.expect === 'review' ? 'tampered' : t.expect;
      const got = o.verified ? 'verified' : 'review';
      const h = headerChecks(o);
      const fields = score.get(set) ?? new Map<string, HeaderScore>();
      score.set(set, fields);
      // header fields are scored on files with a text layer (an image-only page is no text reader's to read)
      for (const [field, ok] of Object.entries(h)) {
        if (ok === null || !o.textLayer) continue;
        const sc = fields.get(field) ?? { field, right: 0, total: 0 };
        sc.total++;
        if (ok) sc.right++;
        fields.set(field, sc);
      }
      const cur = currencyRight(o);
      if (cur !== null) {
        const cs = currencyScore.get(set) ?? { right: 0, total: 0 };
        cs.total++;
        if (cur) cs.right++;
        currencyScore.set(set, cs);
      }
      const wrong = wronglyVerified(o);
      for (const tl of [bump(`${set} ${t.country}`), bump(`${set} all`), bump(`${set} intl`)]) {
        if (tl === tallies.get(`${set} intl`) && t.country === 'US') continue;
        tl.files++;
        if (expect === 'verified') {
          tl.expV++;
          if (o.verified) tl.gotV++;
        }
        if (wrong) tl.wrong++;
        if (expect === 'tampered' && o.verified) tl.tamperedV++;
        if (!o.verified) {
          tl.review++;
          if (o.reasons.length) tl.reviewReason++;
        }
      }
      if (wrong) failures.push(`FAILURE wrongly verified: ${t.file}`);
      if (expect === 'tampered' && o.verified) failures.push(`FAILURE tampered statement verified: ${t.file}`);
      const mark = (v: boolean | null): string => (v === null ? '-' : v ? 'ok' : 'NO');
      const header = [h.period, h.opening, h.closing, h.last4, h.institution].map(mark).join(' ');
      const flag = wrong ? ' WRONG' : expect !== 'verified' && o.verified ? ' VERIFIED-UNEXPECTED' : '';
      console.log(
        `${pad(t.file, 40)} ${pad(expect, 9)} ${pad(got + flag, 9)} ${pad(o.textLayer ? header : `(image) ${header}`, 34)} ${o.reasons.join(', ')}`,
      );
      if (opts.verbose) {
        const s = o.statements[0];
        console.log(
          `    period ${s?.period_start ?? '-'}..${s?.period_end ?? '-'} (truth ${t.periodStart || '?'}..${t.periodEnd}), opening ${s?.opening_balance ?? '-'} (${t.opening}), closing ${s?.closing_balance ?? '-'} (${t.closing}), last4 ${s?.account_number_last4 ?? '-'} (${t.last4 || '?'}), institution ${s?.institution_name ?? '-'}, currency ${s?.currency ?? '-'}`,
        );
      }
    }
  }
  console.log(`speed: real files ${Math.round(pages / (ms / 1000))} pages/s end to end (${pages} pages)`);
  for (const set of ['develop', 'confirm']) {
    const fields = [...(score.get(set)?.values() ?? [])];
    if (fields.length === 0) continue;
    for (const [key, tl] of [...tallies].filter(([k]) => k.startsWith(`${set} `)).sort()) {
      const what = key.slice(set.length + 1);
      if (what !== 'all') console.log(`real ${set} ${pad(what, 5)} ${tallyLine(tl)}`);
    }
    const right = fields.reduce((a, f) => a + f.right, 0);
    const total = fields.reduce((a, f) => a + f.total, 0);
    console.log(
      `real ${set} header fields right: ${fields.map((f) => `${f.field} ${f.right}/${f.total}`).join(', ')}; all ${right}/${total} (${((100 * right) / Math.max(1, total)).toFixed(1)}%)`,
    );
    const cs = currencyScore.get(set);
    if (cs) console.log(`real ${set} currency right: ${cs.right}/${cs.total}`);
    console.log(`real ${set}: ${tallyLine(tallies.get(`${set} all`)!)}`);
  }
  return { failures };
}
