// An independent check of the tenth probe set (test/fixtures/statements-probe10), written apart from its writer: it
// reads truth.json and the PDFs' text layer through pdfjs-dist directly (never the service's reader) and checks
// (1) each truth account: opening + credits - debits = closing (a card's or a loan's the other way), counts add up;
// (2) the truth against the model, folded here row by row; (3) in each file's text: the summary's opening and
// closing are printed, every "N items totaling $X" heading, "Total Checks (N) $X" and card subtotal equals the rows,
// and every running balance chains (|balance - previous balance| = the row's amount) in the ledgers that print a
// balance on every row; (4) each tampered copy differs from its original in exactly one printed amount, by one digit,
// and its chain or its totals no longer hold. Expected failures (the misprint, the missing page) are listed as such.
// Run: node --import tsx scripts/check-probe10-truth.ts
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Spec2 } from './probe/page2.ts';
import * as banks from './probe/banks10.ts';

const DIR = path.resolve(import.meta.dirname, '../test/fixtures/statements-probe10');
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
  }

// (2) the truth against the model, folded here
const specs = new Map<string, Spec2>();
for (const make of Object.values(banks)) {
  if (typeof make !== 'function' || make.length !== 0 || make.name === 'transposed') continue;
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
    const tc = await (await doc.getPage(i)).getTextContent();
    const rows = new Map<number, { x: number; s: string; w: number }[]>();
    for (const it of tc.items as { str: string; transform: number[]; width: number }[]) {
      if (!it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      rows.set(y, [...(rows.get(y) ?? []), { x: it.transform[4], s: it.str, w: it.width }]);
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

const AMT = /(?<![\w/.-])(\$?\(\$?[\d,]*\.\d\d\)|-?\$?[\d,]*\.\d\d(?: OD|Cr|Dr| CR)?)(?![\d/])/g;
const value = (s: string): number => {
  const neg = s.includes('(') || s.startsWith('-') || s.endsWith('OD') || s.endsWith('Dr') || s.endsWith(' CR');
  const n = Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
  return neg ? -n : n;
};
const amounts = (l: string): string[] => [...l.matchAll(AMT)].map((m) => m[1]);
const DATE =
  /^(\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|\d{2} [A-Z][a-z]{2}(?: \d{4})?|[A-Z][a-z]{2} \d{1,2}(?:, \d{4})?|\d{4}-\d{2}-\d{2})\b/;
const money = (n: number, ccy: string): string[] => {
  const a = Math.abs(n);
  const us = `${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
  const w = String(Math.floor(a / 100));
  const lk =
    w.length > 3
      ? `${w.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${w.slice(-3)}.${String(a % 100).padStart(2, '0')}`
      : us;
  return ccy === 'INR' ? [lk] : [us, a < 100 ? us.slice(1) : us];
};

const texts = new Map<string, string[]>();
for (const t of truth) texts.set(t.file, await lines(t.file));

for (const t of truth) {
  const ls = texts.get(t.file)!;
  const all = ls.join('\n');
  for (const a of t.accounts ?? [t])
    for (const k of ['opening', 'closing'])
      if (!money(cents(a[k]), t.currency).some((m) => all.includes(m))) fail(t.file, `${k} ${a[k]} not printed`);
  const s = specs.get(t.tampered_from ?? t.file)!;
  const rows = s.accounts.flatMap((a) => a.rows);
  const groups = [
    rows.filter((r) => r.cents > 0),
    rows.filter((r) => r.cents < 0),
    rows.filter((r) => r.cents < 0 && r.kind !== 'check'),
    rows.filter((r) => r.cents < 0 && r.kind !== 'check' && r.kind !== 'card'),
    rows.filter((r) => r.cents < 0 && r.kind !== 'card'),
  ].map((g) => `${g.length}|${g.reduce((x, r) => x + Math.abs(r.cents), 0)}`);
  for (const m of all.matchAll(/(\d+) items? totaling (\$[\d,]+\.\d\d)/g))
    if (!groups.includes(`${m[1]}|${value(m[2])}`)) fail(t.file, `heading "${m[0]}" is no group of rows`);
  for (const m of all.matchAll(/Total Checks \((\d+)\)\s+(\$[\d,]+\.\d\d)/g)) {
    const ck = rows.filter((r) => r.kind === 'check');
    if (Number(m[1]) !== ck.length || value(m[2]) !== ck.reduce((x, r) => x - r.cents, 0)) fail(t.file, `"${m[0]}"`);
    // the printed checks add up to the printed total
    const printed = ls
      .filter((l) => /^\d{3,5}\*?\s/.test(l))
      .flatMap((l) => amounts(l))
      .reduce((x, v) => x + Math.abs(value(v)), 0);
    if (printed !== value(m[2])) fail(t.file, `printed checks ${printed} != Total Checks ${value(m[2])}`);
  }
  for (const m of all.matchAll(/Subtotal for card account XXXX(\d{4})\s+(\$[\d,]+\.\d\d)/g))
    if (value(m[2]) !== rows.filter((r) => r.card === m[1]).reduce((x, r) => x - r.cents, 0)) fail(t.file, `"${m[0]}"`);
  // running balances chain in ledgers printing a balance on every row
  if (t.classes.includes('running-balance-every-row')) {
    let prev: number | undefined;
    let links = 0;
    let broken = 0;
    for (const l of ls) {
      let am = amounts(l);
      // "$0.00" in the column a row does not use
      if (am.length === 3 && am.slice(0, 2).some((x) => value(x) === 0))
        am = am.filter((x, i) => i === 2 || value(x) !== 0);
      if (am.length === 1 && /balance|forward/i.test(l) && !DATE.test(l)) prev = value(am[0]);
      if (am.length !== 2 || !DATE.test(l)) continue;
      const [amt, bal] = am.map(value);
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

// a card's printed transactions add up to the change in what is owed
for (const t of truth.filter(
  (x) => x.classes.includes('credit-card') && !x.classes.includes('category-sections-with-totals'),
)) {
  const net = texts
    .get(t.file)!
    .filter((l) => DATE.test(l) && amounts(l).length === 1)
    .reduce((x, l) => x + value(amounts(l)[0]), 0);
  if (net !== cents(t.closing) - cents(t.opening)) fail(t.file, `card rows add to ${net}, not new - previous balance`);
}

// (4) each tampered copy: exactly one printed amount differs from its original's, by one digit
for (const t of truth.filter((x) => x.expect === 'tampered')) {
  const bag = (f: string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const l of texts.get(f)!) for (const a of amounts(l)) m.set(a, (m.get(a) ?? 0) + 1);
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
  else
    console.log(
      `${t.file}: ${gone[0]} printed as ${added[0]}; totals and balances unchanged, so the rows no longer add up`,
    );
}

// the balance shapes the classes name are printed
const shows: [string, RegExp][] = [
  ['zero-balance-printed-dot00', /\s\.00$/m],
  ['paren-dollar-negative-balances', /\$\(1,785\.93\)/],
  ['od-suffix-balances', /-123\.34 OD/],
  ['lakh-grouping', /\d,\d\d,\d{3}\.\d\d/],
  ['cr-suffix-amounts', /\d\.\d\d ?(Cr|CR)\b/],
  ['period-beginning-ending-on', /Beginning balance on \d+\/\d+/],
  ['ordinal-dates', /\d(st|nd|rd|th) [A-Z][a-z]+ 2026/],
  ['zero-in-unused-column', /\$0\.00/],
];
for (const t of truth)
  for (const [cls, re] of shows)
    if (t.classes.includes(cls) && !re.test(texts.get(t.file)!.join('\n')))
      problems.push(`${t.file}: ${cls} not printed`);

console.log(`${truth.length} files checked`);
for (const e of expected) console.log(`expected (not verified): ${e}`);
for (const p of problems) console.log(`PROBLEM: ${p}`);
process.exit(problems.length ? 1 : 0);
