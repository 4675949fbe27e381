// An independent check of the seventeenth probe set (test/fixtures/statements-probe17): it reads truth.json and the
// PDFs' text layer through pdfjs-dist directly (never the service's reader) and checks (1) each truth account:
// opening + credits - debits = closing (a card's the other way), counts add up; (2) the truth against the model,
// folded here row by row, every row inside the period; (3) in each file's text: each account's opening and closing
// are printed, every row's amount is printed, every day-end balance is printed where the statement prints day-end or
// daily balances, every "N items totaling $X" (or "There were N ... totaling $X", "N checks totaling $X") equals a
// group of rows, summary counts printed before their labels are the model's, and every running balance chains
// (|balance - previous balance| = the row's amount) in the ledgers printing a balance on every row; (4) each tampered
// copy differs from its original in exactly one printed amount, by one digit, while the model's totals are unchanged.
// Expected failures (the misprint) are listed as such.
// Run: node --import tsx scripts/check-probe17-truth.ts [--dump=NAME]
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Spec2 } from './probe/page2.ts';
import * as banks from './probe/banks17.ts';

const DIR = path.resolve(import.meta.dirname, '../test/fixtures/statements-probe17');
const truth = JSON.parse(fs.readFileSync(path.join(DIR, 'truth.json'), 'utf8')) as Record<string, any>[];
const cents = (v: string): number => Math.round(Number(v) * 100);
const problems: string[] = [];
const expected: string[] = [];
const fail = (file: string, what: string): void => {
  const t = truth.find((x) => x.file === file);
  (t && t.expect !== 'verified' ? expected : problems).push(`${file}: ${what}`);
};

// (1) the truth's own arithmetic
for (const t of truth)
  for (const a of t.accounts ?? [t]) {
    const flow = a.account_type === 'credit_card' || a.account_type === 'loan' ? -1 : 1;
    if (cents(a.opening) + flow * (cents(a.total_credits) - cents(a.total_debits)) !== cents(a.closing))
      problems.push(`${t.file} ${a.account_last4}: opening + credits - debits != closing`);
    if (a.credit_count + a.debit_count !== a.row_count) problems.push(`${t.file} ${a.account_last4}: counts`);
    if (t.currency === 'JPY')
      for (const k of ['opening', 'closing', 'total_credits', 'total_debits'])
        if (cents(a[k]) % 100) problems.push(`${t.file}: ${k} ${a[k]} has minor units in yen`);
  }

// (2) the truth against the model, folded here
const specs = new Map<string, Spec2>();
for (const make of Object.values(banks)) {
  if (typeof make !== 'function' || make.length !== 0) continue;
  const s = (make as () => Spec2)();
  specs.set(s.file, s);
}
for (const t of truth.filter((x) => x.expect !== 'tampered')) {
  const s = specs.get(t.file);
  if (!s) {
    problems.push(`${t.file}: no model`);
    continue;
  }
  s.accounts.forEach((a, i) => {
    const tr = (t.accounts ?? [t])[i];
    let bal = a.opening;
    let cr = 0;
    let db = 0;
    let nc = 0;
    let nd = 0;
    const owed = a.type === 'credit_card' || a.type === 'loan';
    for (const r of a.rows) {
      bal += owed ? -r.cents : r.cents;
      if (r.cents > 0) ((cr += r.cents), nc++);
      else ((db -= r.cents), nd++);
      if (r.date < t.period_start || r.date > t.period_end)
        problems.push(`${t.file}: row ${r.date} outside the period`);
      if (!Number.isInteger(r.cents) || r.cents === 0) problems.push(`${t.file}: row amount ${r.cents}`);
    }
    const want = [a.opening, bal, cr, db, nc, nd].join();
    const got = [
      cents(tr.opening),
      cents(tr.closing),
      cents(tr.total_credits),
      cents(tr.total_debits),
      tr.credit_count,
      tr.debit_count,
    ].join();
    if (want !== got) problems.push(`${t.file} ${tr.account_last4}: model ${want} != truth ${got}`);
  });
}

// (3) the printed text
async function lines(file: string): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(path.join(DIR, file))), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const rot = page.rotate % 360 === 90;
    const tc = await page.getTextContent();
    const rows = new Map<number, { x: number; s: string; w: number }[]>();
    for (const it of tc.items as { str: string; transform: number[]; width: number }[]) {
      if (!it.str.trim()) continue;
      // a page turned a quarter (/Rotate 90): its lines run up the sheet, the line's place is the x coordinate
      const [along, across] = rot ? [it.transform[5], -it.transform[4]] : [it.transform[4], it.transform[5]];
      const y = Math.round(across);
      rows.set(y, [...(rows.get(y) ?? []), { x: along, s: it.str, w: it.width }]);
    }
    for (const [, cs] of [...rows.entries()].sort((a, b) => b[0] - a[0])) {
      cs.sort((a, b) => a.x - b.x);
      let line = '';
      let end = -1e9;
      for (const c of cs) {
        const gap = c.x - end;
        line += line && gap > 1.2 ? (gap > 7 ? '   ' : ' ') : '';
        line += c.s;
        end = c.x + c.w;
      }
      out.push(line);
    }
  }
  return out;
}

const AMT_US = /(?<![\w/.,-])(\$?\(\$?[\d,]*\.\d\d\)|-?\$?[\d,]*\d\.\d\d(?:-| CR| DR| H)?)(?![\d/])/g;
const AMT_EU = /(?<![\w/.,-])(-?\d{1,3}(?:\.\d{3})*,\d\d-?)(?![\d/])/g;
const AMT_JP = /(?<![\w/.,-])(-?\d{1,3}(?:,\d{3})*)(?![\d/.,])/g;
const value = (s: string, ccy = 'USD'): number => {
  const neg = s.includes('(') || s.startsWith('-') || s.endsWith('-') || s.endsWith(' DR');
  const n =
    ccy === 'EUR'
      ? Math.round(Number(s.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
      : ccy === 'JPY'
        ? Number(s.replace(/[^\d]/g, '')) * 100
        : Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
  return neg ? -n : n;
};
const amounts = (l: string, ccy = 'USD'): string[] =>
  [...l.matchAll(ccy === 'EUR' ? AMT_EU : ccy === 'JPY' ? AMT_JP : AMT_US)].map((m) => m[1]);
const DATE =
  /^(\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|[A-Z][a-z]{2} \d{1,2}(?:, \d{4})?|\d{4}-\d{2}-\d{2}|\d{4}\/\d{2}\/\d{2}|\d{2}[A-Z]{3}|\d{2}\.\d{2}\.\d{4}|\d{2}-[A-Z]{3}-\d{2})\b/;
const money = (n: number, ccy: string): string => {
  const a = Math.abs(n);
  const g = (w: number, sep: string): string => String(w).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (ccy === 'EUR') return `${g(Math.floor(a / 100), '.')},${String(a % 100).padStart(2, '0')}`;
  if (ccy === 'JPY') return g(a / 100, ',');
  return `${g(Math.floor(a / 100), ',')}.${String(a % 100).padStart(2, '0')}`;
};

const texts = new Map<string, string[]>();
for (const t of truth) texts.set(t.file, await lines(t.file));
const dump = process.argv.find((a) => a.startsWith('--dump='))?.slice(7);
if (dump) for (const [f, ls] of texts) if (f.includes(dump)) console.log(`==== ${f}\n${ls.join('\n')}`);

for (const t of truth) {
  const ls = texts.get(t.file)!;
  const ccy = t.currency;
  const bag = ls.flatMap((l) => amounts(l, ccy)).map((x) => Math.abs(value(x, ccy)));
  const has = (n: number): boolean => bag.includes(Math.abs(n));
  for (const a of t.accounts ?? [t])
    for (const k of ['opening', 'closing']) if (!has(cents(a[k]))) fail(t.file, `${k} ${a[k]} not printed`);
  const s = specs.get(t.tampered_from ?? t.file)!;
  if (t.expect !== 'tampered') {
    let missing = 0;
    for (const a of s.accounts) for (const r of a.rows) if (!has(r.cents)) missing++;
    if (missing) fail(t.file, `${missing} row amounts not printed`);
  }
  if (t.classes.includes('running-balance-day-end') || t.classes.includes('daily-ledger-balance-table')) {
    for (const a of s.accounts) {
      let bal = a.opening;
      const byDay = new Map<string, number>();
      for (const r of a.rows) byDay.set(r.date, (bal += r.cents));
      const gone = [...byDay.values()].filter((b) => !has(b)).length;
      if (gone) fail(t.file, `${gone} of ${byDay.size} day-end balances not printed`);
    }
  }
  const rows = s.accounts.flatMap((a) => a.rows);
  const ck = rows.filter((r) => r.kind === 'check');
  const nonCheck = rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  const groups = [rows.filter((r) => r.cents > 0), rows.filter((r) => r.cents < 0), ck, nonCheck].map(
    (g) => `${g.length}|${g.reduce((x, r) => x + Math.abs(r.cents), 0)}`,
  );
  for (const m of ls.join('\n').matchAll(/(\d+) [A-Za-z /]*?totaling (\$[\d,]+\.\d\d)/g))
    if (!groups.includes(`${m[1]}|${value(m[2])}`)) fail(t.file, `"${m[0]}" is no group of rows`);
  // the counts a summary prints before (or after) its labels
  for (const a of s.accounts) {
    const nc = a.rows.filter((r) => r.cents > 0).length;
    const nd = a.rows.filter((r) => r.cents < 0).length;
    if (t.classes.includes('summary-counts-before-label')) {
      const want: Record<string, number> = {
        Checks: a.rows.filter((r) => r.kind === 'check').length,
        'Withdrawals / Debits': a.rows.filter((r) => r.cents < 0 && r.kind !== 'check').length,
        'Deposits / Credits': nc,
        Additions: a.rows.filter((r) => r.cents > 0 && r.kind !== 'interest').length,
        Subtractions: a.rows.filter((r) => r.cents < 0 && r.kind !== 'fee').length,
      };
      let seen = 0;
      for (const l of ls) {
        const m =
          /^(?:\d\d\/\d\d\s+)?(\d+)\s+(Checks|Withdrawals \/ Debits|Deposits \/ Credits|Additions|Subtractions)\b/.exec(
            l,
          );
        if (!m) continue;
        seen++;
        if (Number(m[1]) !== want[m[2]])
          fail(t.file, `summary count "${m[1]} ${m[2]}" is not the model's ${want[m[2]]}`);
      }
      if (seen < 2) fail(t.file, `summary counts ${nc} / ${nd} not printed before the labels`);
    }
  }
  if (t.classes.includes('running-balance-every-row')) {
    const seq = t.classes.includes('newest-first') ? [...ls].reverse() : ls;
    let prev: number | undefined;
    let links = 0;
    let broken = 0;
    // a daily balance table (`Date Balance Date Balance ...`) holds date-and-amount pairs that are no ledger rows
    let daily = false;
    for (const l of seq) {
      if (/^Date\s+Balance\s+Date/i.test(l)) daily = true;
      else if (/Description|Transaction/i.test(l)) daily = false;
      if (daily) continue;
      const am = amounts(l, ccy);
      if (am.length === 1 && /balance|forward|saldo/i.test(l) && (!DATE.test(l) || /opening|beginning/i.test(l)))
        prev = value(am[0], ccy);
      if (am.length < 2 || !DATE.test(l)) continue; // an overdraft charge names its item's amount: the last two are the row's
      const [amt, bal] = am.slice(-2).map((x) => value(x, ccy));
      if (prev !== undefined) {
        links++;
        if (Math.abs(bal - prev) !== Math.abs(amt)) broken++;
      }
      prev = bal;
    }
    if (!links) fail(t.file, 'no running balance found');
    if (broken) fail(t.file, `${broken} of ${links} running-balance links broken`);
  }
}

// every page is the page its running header says: "Page n of N" on the N pages the file holds (no page overflowed)
for (const t of truth) {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(path.join(DIR, t.file))), verbosity: 0 })
    .promise;
  const said = texts
    .get(t.file)!
    .join('\n')
    .match(/(?:page:? )?(\d+) of (\d+)/gi)
    ?.map((x) => Number(/of (\d+)/i.exec(x)![1]));
  if (!said?.length || said.some((n) => n !== doc.numPages))
    problems.push(`${t.file}: ${doc.numPages} pages, the running header says ${[...new Set(said)].join('/')}`);
}

// the review statements: the misprinted figure their note names is what the page prints
for (const t of truth.filter((x) => x.expect === 'review')) {
  const shown = /prints \w+ as (\$[\d,().]+)/.exec(t.note ?? '')?.[1];
  const bag = texts
    .get(t.file)!
    .flatMap((l) => amounts(l, t.currency))
    .map((x) => Math.abs(value(x, t.currency)));
  if (!shown || !bag.includes(Math.abs(value(shown))))
    problems.push(`${t.file}: the misprinted ${shown} is not printed`);
  else expected.push(`${t.file}: prints ${shown} (${t.note})`);
}

// (4) each tampered copy: exactly one printed amount differs from its original's, by one digit; the rows no longer add
for (const t of truth.filter((x) => x.expect === 'tampered')) {
  const bag = (f: string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const l of texts.get(f)!) for (const a of amounts(l, t.currency)) m.set(a, (m.get(a) ?? 0) + 1);
    return m;
  };
  const a = bag(t.tampered_from);
  const b = bag(t.file);
  const gone = [...a].flatMap(([k, n]) => Array(Math.max(0, n - (b.get(k) ?? 0))).fill(k));
  const added = [...b].flatMap(([k, n]) => Array(Math.max(0, n - (a.get(k) ?? 0))).fill(k));
  const oneDigit =
    gone.length === 1 &&
    added.length === 1 &&
    gone[0].length === added[0].length &&
    [...gone[0]].filter((ch, i) => ch !== added[0][i]).length === 1;
  if (!oneDigit) problems.push(`${t.file}: printed amounts differ by ${JSON.stringify({ gone, added })}`);
  else {
    const delta = Math.abs(value(added[0], t.currency)) - Math.abs(value(gone[0], t.currency));
    console.log(
      `${t.file}: ${gone[0]} printed as ${added[0]} (${delta > 0 ? '+' : ''}${delta / 100}); every total and balance printed as before, so the rows are off by that much`,
    );
  }
}

console.log(`${truth.length} files checked`);
for (const e of expected) console.log(`expected (not verified): ${e}`);
for (const p of problems) console.log(`PROBLEM: ${p}`);
process.exit(problems.length ? 1 : 0);
