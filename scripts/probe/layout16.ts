// The sixteenth set's statement layouts over engine16.ts: a masthead and summary, then either one combined ledger
// (credits and debits columns, a balance on every row or on the day's last row) or separate sections (deposits,
// checks, card purchases, electronic debits, fees) with totals; checks 3-up with `*` at breaks in the sequence,
// check-image pages, daily balance tables in 2-4 columns, overdraft fee tables, notice pages between activity pages,
// a second account beginning mid-page. Every figure is computed from the rows (scripts/probe/model.ts).
import { type Account, type Row, closing, dailyBalances, totals, withBalances } from './model.ts';
import { type DateFmt, type MoneyFmt, fmtDate, money, printed } from './render.ts';
import type { Spec2 } from './page2.ts';
import { type Backend, type Cell, type Item, type Line, Doc, L, PAGE_W, print, ruled } from './engine16.ts';

export interface Meta {
  file: string;
  style: string;
  classes: string[];
  expect?: 'verified' | 'review';
  note?: string;
  bank: string;
  legal: string;
  aliases: string[];
  start: string;
  end: string;
  statementDate: string;
  customer: string[];
  accounts: Account[];
}

export interface Fmt {
  size: number;
  lh: number; // ledger line height
  date: DateFmt;
  amt: MoneyFmt;
  wrap: number; // description characters per line
}

export const m = (c: number, f: MoneyFmt = {}): string => money(c, f);
export const d = (iso: string, f: DateFmt): string => fmtDate(iso, f);

export function wrapDesc(desc: string, width: number): string[] {
  const out: string[] = [];
  for (const part of desc.split('\n')) {
    let cur = '';
    for (const w of part.split(' ')) {
      if (cur && cur.length + 1 + w.length > width) {
        out.push(cur);
        cur = w;
      } else cur = cur ? `${cur} ${w}` : w;
    }
    if (cur) out.push(cur);
  }
  return out;
}

export interface Cols {
  date: number;
  check?: number;
  desc: number;
  credit?: number; // right edges
  debit?: number;
  amount?: number;
  bal?: number;
}

/** One item per row: date, description lines, amounts on the first line, the balance on every row or the day's last. */
export function rowItems(
  a: Account,
  rows: Row[],
  c: Cols,
  f: Fmt,
  bal: 'every' | 'day-end' | 'none',
  opts: { debitSigned?: boolean; balFmt?: MoneyFmt; checkInDesc?: boolean } = {},
): Item[] {
  const all = withBalances(a);
  const idx = new Map(all.map((x, i) => [x.row, i]));
  return rows.map((r) => {
    const i = idx.get(r)!;
    const b = all[i].balance;
    const lastOfDay = i === all.length - 1 || all[i + 1].row.date !== r.date;
    const desc = wrapDesc(r.desc, f.wrap);
    const cells: Cell[] = [{ x: c.date, t: d(r.date, f.date) }];
    if (c.check !== undefined && r.check) cells.push({ x: c.check, t: String(r.check) });
    cells.push({ x: c.desc, t: desc[0] });
    const p = printed(r);
    if (c.amount !== undefined)
      cells.push({ x: c.amount, t: m(opts.debitSigned ? p : Math.abs(p), f.amt), right: true });
    else if (p > 0) cells.push({ x: c.credit!, t: m(p, f.amt), right: true });
    else cells.push({ x: c.debit!, t: m(opts.debitSigned ? p : -p, f.amt), right: true });
    if (c.bal !== undefined && (bal === 'every' || (bal === 'day-end' && lastOfDay)))
      cells.push({ x: c.bal, t: m(b, opts.balFmt ?? f.amt), right: true });
    const lines = [L(f.lh, ...cells), ...desc.slice(1).map((t) => L(f.lh - 1, { x: c.desc + 6, t }))];
    return { lines, credit: r.cents > 0 ? r.cents : 0, debit: r.cents < 0 ? -r.cents : 0, bal: b };
  });
}

export const heads = (h: number, cells: Cell[]): Line => ruled(L(h + 1.5, ...cells.map((x) => ({ ...x, b: true }))));

/** Daily balances `k` to a line (each pair date, balance), over the activity days or every calendar day. */
export function dailyLines(
  a: Account,
  k: number,
  x0: number,
  w: number,
  f: Fmt,
  calendar?: { start: string; end: string },
): Line[] {
  let pairs = dailyBalances(a);
  if (calendar) {
    const by = new Map(pairs.map((p) => [p.date, p.balance]));
    pairs = [];
    let bal = a.opening;
    const dt = new Date(`${calendar.start}T12:00:00Z`);
    while (dt.toISOString().slice(0, 10) <= calendar.end) {
      const iso = dt.toISOString().slice(0, 10);
      bal = by.get(iso) ?? bal;
      pairs.push({ date: iso, balance: bal });
      dt.setUTCDate(dt.getUTCDate() + 1);
    }
  }
  const lines: Line[] = [];
  for (let i = 0; i < pairs.length; i += k)
    lines.push(
      L(
        f.lh,
        ...pairs.slice(i, i + k).flatMap((p, j) => [
          { x: x0 + j * w, t: d(p.date, f.date) },
          { x: x0 + j * w + w - 18, t: m(p.balance, f.amt), right: true },
        ]),
      ),
    );
  return lines;
}
export const dailyHeads = (k: number, x0: number, w: number, h: number, dh = 'Date', bh = 'Balance'): Line =>
  heads(
    h,
    Array.from({ length: k }, (_, j) => [
      { x: x0 + j * w, t: dh },
      { x: x0 + j * w + w - 18, t: bh, right: true },
    ]).flat(),
  );

/** Checks 3-up, in number order across the line, `*` after a number that follows a break in the sequence. */
export function checkLines(checks: Row[], x0: number, w: number, f: Fmt, order: 'nad' | 'nda' = 'nda'): Line[] {
  const sorted = [...checks].sort((p, q) => p.check! - q.check!);
  const lines: Line[] = [];
  for (let i = 0; i < sorted.length; i += 3)
    lines.push(
      L(
        f.lh,
        ...sorted.slice(i, i + 3).flatMap((r, j) => {
          const k = i + j;
          const star = k > 0 && sorted[k - 1].check! + 1 !== r.check ? '*' : '';
          const x = x0 + j * w;
          const amt = { x: x + (order === 'nda' ? w - 16 : 88), t: m(-printed(r), f.amt), right: true };
          const date = { x: x + (order === 'nda' ? 42 : 96), t: d(r.date, f.date) };
          return [{ x, t: `${r.check}${star}` }, date, amt];
        }),
      ),
    );
  return lines;
}
export const checkHeads = (
  x0: number,
  w: number,
  h: number,
  order: 'nad' | 'nda' = 'nda',
  t = ['Number', 'Date', 'Amount'],
): Line =>
  heads(
    h,
    [0, 1, 2].flatMap((j) => {
      const x = x0 + j * w;
      return order === 'nda'
        ? [
            { x, t: t[0] },
            { x: x + 42, t: t[1] },
            { x: x + w - 16, t: t[2], right: true },
          ]
        : [
            { x, t: t[0] },
            { x: x + 88, t: t[2], right: true },
            { x: x + 96, t: t[1] },
          ];
    }),
  );

/** Check-image pages: two images across, four down, each a drawn rectangle with a caption under it. */
export function checkImages(
  doc: Doc,
  checks: Row[],
  title: Line[],
  caption: (r: Row) => string,
  payor: string[],
): void {
  const sorted = [...checks].sort((p, q) => p.check! - q.check!);
  doc.newPage();
  for (const l of title) doc.put(l);
  for (let i = 0; i < sorted.length; i += 2) {
    const pair = sorted.slice(i, i + 2);
    const img: Line = {
      h: 84,
      boxes: pair.map((_, j) => ({ x: 44 + j * 270, w: 252, h: 78 })),
      cells: pair.flatMap((r, j) => [
        { x: 52 + j * 270, t: payor[0], dy: 16, size: 6.5, b: true },
        { x: 52 + j * 270, t: payor[1] ?? '', dy: 24, size: 6 },
        { x: 288 + j * 270, t: String(r.check), dy: 16, right: true, size: 7 },
        { x: 52 + j * 270, t: 'PAY TO THE ORDER OF', dy: 42, size: 5.5 },
        { x: 52 + j * 270, t: `|:0${r.check! % 7}10${r.check! % 9}0049:|  ${r.check}`, dy: 74, size: 7 },
      ]),
    };
    const cap = L(13, ...pair.map((r, j) => ({ x: 44 + j * 270, t: caption(r), size: 7 })));
    if (!doc.room(img.h + cap.h)) {
      doc.newPage();
      for (const l of title) doc.put(l);
    }
    doc.put(img);
    doc.put(cap);
  }
}

export function paragraphs(text: string[], width: number, x: number, h: number, size: number): Line[] {
  return text.flatMap((p) => [...wrapDesc(p, width).map((t) => L(h, { x, t, size })), L(h * 0.6)]);
}

export const DISCLOSURE = [
  'IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Telephone us at the number on this statement or write us at the address on this statement as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. Tell us your name and account number; describe the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error or why you need more information; and tell us the dollar amount of the suspected error.',
  'For business accounts the protections of Regulation E do not apply to transfers from an account established primarily for business purposes. Please review your deposit account agreement for the time within which you must report an unauthorized transaction or error.',
  'BALANCING YOUR ACCOUNT: Subtract from your register any service charges, fees or withdrawals shown on this statement that you have not already entered. Add to your register any deposits, credits or interest shown on this statement that you have not already entered. List any deposits you have made that are not shown on this statement, and list the checks and withdrawals you have written that have not yet been paid.',
  'OVERDRAFT PRACTICES: We may pay an item presented against insufficient available funds at our discretion. An Overdraft Item Fee may be charged for each item paid into overdraft and a Returned Item (NSF) Fee for each item returned unpaid. Fees are limited to a number of items per business day as set out in the fee schedule. Continuous overdrawn balances may be charged a daily fee beginning on the fifth consecutive business day.',
  'Deposits and funds availability: funds from electronic direct deposits are available on the day we receive the deposit. Card processor settlements are credited on the business day the settlement file is received; weekend settlements are credited the next business day.',
];

export function feeSchedule(x: number, h: number, size: number): Line[] {
  const rows: [string, string][] = [
    ['Monthly maintenance fee (waived with $5,000 average balance)', '$16.00'],
    ['Items deposited over 200 per statement cycle, each', '$0.45'],
    ['Cash deposited over $10,000 per cycle, per $100', '$0.30'],
    ['Incoming domestic wire', '$17.00'],
    ['Outgoing domestic wire (online)', '$27.00'],
    ['Overdraft item fee, per item (maximum 4 per day)', '$34.00'],
    ['Returned item (NSF) fee, per item', '$34.00'],
    ['Deposited item returned', '$14.00'],
    ['Stop payment, per request', '$32.00'],
    ['Check image statement, per cycle', '$4.00'],
    ['Paper statement, per cycle', '$3.00'],
    ['Night depository bags, each', '$11.50'],
    ['Coin order, per roll', '$0.12'],
    ['Research per hour (one hour minimum)', '$25.00'],
  ];
  return rows.map(([k, v]) => L(h, { x, t: k, size }, { x: PAGE_W - 80, t: v, right: true, size }));
}

/** "Overdraft and returned item fees": this period's from the rows, the year-to-date with earlier cycles'. */
export function odTable(
  rows: Row[],
  x: number,
  h: number,
  f: Fmt,
  priorOd: number,
  priorNsf: number,
  title: string,
): Line[] {
  const od = rows
    .filter((r) => /OVERDRAFT ITEM FEE|OD ITEM FEE|PAID ITEM FEE/i.test(r.desc))
    .reduce((s, r) => s - r.cents, 0);
  const nsf = rows.filter((r) => /NSF|RETURNED ITEM FEE/i.test(r.desc)).reduce((s, r) => s - r.cents, 0);
  return [
    L(h + 4, { x, t: title, b: true, size: f.size + 1.5 }),
    heads(h, [
      { x, t: '' },
      { x: 380, t: 'Total for this period', right: true },
      { x: 500, t: 'Total year-to-date', right: true },
    ]),
    L(
      h,
      { x, t: 'Total Overdraft Fees' },
      { x: 380, t: m(od, { dollar: true }), right: true },
      { x: 500, t: m(od + priorOd, { dollar: true }), right: true },
    ),
    L(
      h,
      { x, t: 'Total Returned Item Fees' },
      { x: 380, t: m(nsf, { dollar: true }), right: true },
      { x: 500, t: m(nsf + priorNsf, { dollar: true }), right: true },
    ),
  ];
}

export interface Built {
  doc: Doc;
  foot?: (n: number, N: number) => Cell[];
  insert?: { at: number; pages: Line[][] }[]; // whole pages put between pages after layout (notices, check images)
  top: number;
}

export function spec(meta: Meta, backend: Backend, build: () => Built): Spec2 {
  return {
    file: meta.file,
    style: meta.style,
    classes: meta.classes,
    expect: meta.expect ?? 'verified',
    bank: meta.bank,
    legal: meta.legal,
    aliases: meta.aliases,
    start: meta.start,
    end: meta.end,
    periodPrinted: true,
    statementDate: meta.statementDate,
    customer: meta.customer,
    accounts: meta.accounts,
    note: meta.note,
    pdf: async () => {
      const b = build();
      const pages = [...b.doc.pages];
      for (const ins of [...(b.insert ?? [])].sort((p, q) => q.at - p.at)) pages.splice(ins.at, 0, ...ins.pages);
      return print({ pages, top: b.top, foot: b.foot, title: `${meta.bank} statement` }, backend);
    },
  };
}

export { closing, totals, withBalances };
