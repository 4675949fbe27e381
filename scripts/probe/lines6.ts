// The sixth probe set's one layout, two producers: a statement is laid out as lines of positioned cells (the set 3
// Pager, a section's heading again on each page with "(continued)"), then either drawn by pdf-lib (draw5.ts: a run
// per cell, word or glyph; row by row or column by column) or printed by Chromium from HTML whose text is placed
// at the same positions. Every figure printed comes from the data model (model.ts); nothing is typed in by hand.
import { type Account, type Row, closing, dailyBalances, sum, totals, withBalances } from './model.ts';
import { esc, printed } from './render.ts';
import { type Spec2 } from './page2.ts';
import { type DateFmt2, type FlowItem, type MoneyFmt2, Pager, detailLines, fmtDate2, money2 } from './render2.ts';
import { type Line, c, section } from './lines3.ts';
import { type DrawOpts5, drawPdf5 } from './draw5.ts';

export { c, type Line };

export const $ = (n: number, f: MoneyFmt2 = {}): string => money2(n, { dollar: true, ...f });
export const m = (n: number, f: MoneyFmt2 = {}): string => money2(n, f);
export const dt = (iso: string, f: DateFmt2): string => fmtDate2(iso, f);
export const shown = (rows: Row[]): Row[] => rows.filter((r) => !r.hidden);
export const credits = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
export const debits = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);
export const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));

export type K = 'date' | 'desc' | 'debit' | 'credit' | 'amount' | 'balance' | 'check';
export interface Col {
  key: K;
  x: number;
  right?: boolean;
  head: string;
}
export interface Fmt {
  date: DateFmt2;
  amt?: MoneyFmt2;
  bal?: MoneyFmt2;
  balMode: 'every' | 'day-end' | 'none';
  wrap?: number; // descriptions over up to three lines of this width
  width?: number; // otherwise cut to this many characters
  zero?: string; // printed in the credit or debit column a row does not use ("$0.00", "-$0.00")
  customer?: string;
  unsigned?: boolean; // an amount column printing debits without their sign
}

/** One item per printed row (hidden rows left off), cells at the columns' positions. */
export function items(a: Account, rows: Row[], cols: Col[], f: Fmt): FlowItem<Line>[] {
  const all = withBalances(a);
  const card = a.type === 'credit_card' || a.type === 'loan';
  return shown(rows).map((r) => {
    const i = all.findIndex((x) => x.row === r);
    const bal = all[i].balance;
    const lastOfDay = i === all.length - 1 || all[i + 1].row.date !== r.date;
    const desc = f.wrap ? detailLines(r, f.wrap, f.customer ?? '') : [r.desc.slice(0, f.width ?? 60)];
    const p = printed(r);
    const v: Record<K, string> = {
      date: dt(r.date, f.date),
      desc: desc[0],
      check: r.check ? String(r.check) : '',
      debit: r.cents < 0 ? m(-p, f.amt) : (f.zero ?? ''),
      credit: r.cents > 0 ? m(p, f.amt) : (f.zero ?? ''),
      amount: m(f.unsigned ? Math.abs(p) : card ? -p : p, f.amt),
      balance: f.balMode === 'every' || (f.balMode === 'day-end' && lastOfDay) ? m(bal, f.bal ?? f.amt) : '',
    };
    const lines: Line[] = [cols.map((col) => c(col.x, v[col.key], { right: col.right }))];
    const dx = cols.find((col) => col.key === 'desc')!.x;
    for (const more of desc.slice(1)) lines.push([c(dx, more)]);
    return { lines, bal };
  });
}

/** A titled section of rows with its total line under it; "(continued)" on each page it runs on to. */
export function rowsSection(
  p: Pager<Line>,
  title: string,
  a: Account,
  rows: Row[],
  cols: Col[],
  f: Fmt,
  o: { total?: string; forward?: string; totalAt?: K } = {},
): void {
  if (!rows.length) return;
  const at = cols.find(
    (x) =>
      x.key ===
      (o.totalAt ?? (cols.some((y) => y.key === 'amount') ? 'amount' : rows[0].cents < 0 ? 'debit' : 'credit')),
  )!;
  const close: Line[] = o.total
    ? [
        [
          c(cols.find((x) => x.key === 'desc')!.x, o.total, { bold: true }),
          c(at.x, $(sum(rows)), { right: at.right, bold: true }),
        ],
      ]
    : [];
  section(p, title, items(a, rows, cols, f), cols as never, {
    forward: o.forward,
    opening: a.opening,
    balFmt: (n) => m(n, f.bal ?? f.amt),
    close,
  });
}

/** Debit-card rows grouped by card: "Card account # XXXX1234", the rows, "Subtotal for card account". */
export function cardGroups(
  p: Pager<Line>,
  title: string,
  a: Account,
  cols: Col[],
  f: Fmt,
  holders: Record<string, string>,
): void {
  const cards = [...new Set(of(a, ['card']).map((r) => r.card!))].sort();
  const it: FlowItem<Line>[] = [];
  const dx = cols.find((x) => x.key === 'desc')!.x;
  const at = cols.find((x) => x.key === 'amount' || x.key === 'debit')!;
  for (const k of cards) {
    const rows = of(a, ['card']).filter((r) => r.card === k);
    it.push({ lines: [[c(dx, `Card account # XXXX${k}  ${holders[k] ?? ''}`.trim(), { bold: true })]] });
    it.push(...items(a, rows, cols, f).map((x) => ({ lines: x.lines })));
    it.push({
      lines: [
        [
          c(dx, `Subtotal for card account XXXX${k}`, { bold: true }),
          c(at.x, $(sum(rows)), { right: at.right, bold: true }),
        ],
        [],
      ],
    });
  }
  const all = of(a, ['card']);
  section(p, title, it, cols as never, {
    close: [[c(dx, 'Total card purchases', { bold: true }), c(at.x, $(sum(all)), { right: at.right, bold: true })]],
  });
}

/** Checks n-up in number order, a `*` after a number that follows a gap, "Total Checks" below. */
export function checksUp(p: Pager<Line>, a: Account, up: 2 | 3, date: DateFmt2, title: string, total: string): void {
  const all = of(a, ['check']);
  const cs = shown(all).sort((x, y) => x.check! - y.check!);
  if (!cs.length) return;
  const colW = up === 3 ? 178 : 260;
  const per = Math.ceil(cs.length / up);
  const out: Line[] = [[c(40, title, { bold: true })]];
  out.push(
    Array.from({ length: up }, (_, k) => [
      c(40 + k * colW, 'Check No.', { bold: true }),
      c(40 + k * colW + 54, 'Date', { bold: true }),
      c(40 + k * colW + colW - 24, 'Amount', { right: true, bold: true }),
    ]).flat(),
  );
  for (let i = 0; i < per; i++)
    out.push(
      Array.from({ length: up }, (_, k) => {
        const j = k * per + i;
        const r = cs[j];
        if (!r) return [];
        const gap = j > 0 && r.check! !== cs[j - 1].check! + 1 ? '*' : '';
        return [
          c(40 + k * colW, `${r.check}${gap}`),
          c(40 + k * colW + 54, dt(r.date, date)),
          c(40 + k * colW + colW - 24, m(-printed(r)), { right: true }),
        ];
      }).flat(),
    );
  out.push([
    c(40, `${total} (${all.length})`, { bold: true }),
    c(40 + up * colW - 24, $(sum(all)), { right: true, bold: true }),
  ]);
  out.push([c(40, '* Indicates a break in check number sequence')], []);
  if (!p.room(Math.min(out.length, 12))) p.newPage();
  for (const ln of out) {
    if (!p.room(1)) p.newPage();
    p.put([ln]);
  }
}

/** The day-end balances in `up` column pairs, read down each column. */
export function dailyTable(
  p: Pager<Line>,
  a: Account,
  up: number,
  date: DateFmt2,
  bal: MoneyFmt2,
  title: string,
): void {
  const ds = dailyBalances(a);
  const per = Math.ceil(ds.length / up);
  const colW = Math.floor(532 / up);
  const out: Line[] = [[c(40, title, { bold: true })]];
  out.push(
    Array.from({ length: up }, (_, k) => [
      c(40 + k * colW, 'Date', { bold: true }),
      c(40 + k * colW + colW - 30, 'Balance', { right: true, bold: true }),
    ]).flat(),
  );
  for (let i = 0; i < per; i++)
    out.push(
      Array.from({ length: up }, (_, k) => {
        const e = ds[k * per + i];
        return e
          ? [c(40 + k * colW, dt(e.date, date)), c(40 + k * colW + colW - 30, m(e.balance, bal), { right: true })]
          : [];
      }).flat(),
    );
  out.push([]);
  if (!p.room(out.length)) p.newPage();
  p.put(out);
}

/** Label / value lines (a summary), the values right-aligned at `vx`. */
export const kvLines = (title: string, rows: [string, string][], x = 40, vx = 300): Line[] => [
  ...(title ? [[c(x, title, { bold: true })]] : []),
  ...rows.map(([l, v]) => [c(x, l), c(vx, v, { right: true })]),
  [],
];

/** Summary with counts: "Deposits and other credits (12)". */
export function summaryCounts(
  a: Account,
  f: MoneyFmt2,
  labels = ['Beginning balance', 'Deposits and other credits', 'Withdrawals and other debits', 'Ending balance'],
): [string, string][] {
  const t = totals(a.rows);
  return [
    [labels[0], $(a.opening, f)],
    [`${labels[1]} (${t.creditCount})`, $(t.credits)],
    [`${labels[2]} (${t.debitCount})`, $(t.debits)],
    [labels[3], $(closing(a), f)],
  ];
}

export function put(p: Pager<Line>, lines: Line[]): void {
  if (!p.room(lines.length)) p.newPage();
  p.put(lines);
}

export const wrapLines = (text: string, x: number, width: number): Line[] => {
  const out: Line[] = [];
  let cur = '';
  for (const w of text.split(/\s+/)) {
    if (cur && (cur + ' ' + w).length > width) {
      out.push([c(x, cur)]);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push([c(x, cur)]);
  return out;
};

export const DISCLOSURE = [
  'IMPORTANT INFORMATION ABOUT YOUR ACCOUNT',
  'In case of errors or questions about your electronic transfers, telephone us at the number on this statement or write',
  'to us at the address shown as soon as you can if you think your statement or receipt is wrong or if you need more',
  'information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we',
  'sent you the FIRST statement on which the problem or error appeared. Tell us your name and account number, describe',
  'the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error.',
  'Business accounts: the error resolution rights of Regulation E apply to consumer accounts only; see your deposit',
  'account agreement for the procedures that apply to business accounts.',
  '',
  'BALANCING YOUR ACCOUNT',
  'Compare the deposits and withdrawals shown on this statement with your register. Add any deposits not shown, subtract',
  'any checks and withdrawals not shown, and the result should equal your register balance.',
];

/** A page of disclosures only, started on a page of its own (the activity continues on the next page). */
export function disclosurePage(p: Pager<Line>, legal: string): void {
  p.newPage();
  p.put(DISCLOSURE.map((t, i) => (t ? [c(40, t, { bold: i === 0 || t === 'BALANCING YOUR ACCOUNT' })] : [])));
  p.put([[], [c(40, `Deposit products offered by ${legal}. Member FDIC.`)]]);
  p.newPage();
}

export interface Out {
  producer: 'chromium' | 'pdf-lib';
  font: 'Helvetica' | 'Courier' | 'Times';
  size: number;
  lineH: number;
  cap: number;
  head: (n: number, of: number) => [string, string];
  foot?: string[]; // the last lines of every page: "Member FDIC", the bank's web address
  order?: DrawOpts5['order'];
  runs?: DrawOpts5['runs'];
  trackBold?: number;
  title?: string;
}

const CSS_FONT = {
  Helvetica: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
  Courier: "'DejaVu Sans Mono', monospace",
  Times: "'DejaVu Serif', serif",
};

/** Sets the statement's producer: `body` lays out the lines over the pager; `s.drop` leaves a page out. */
export function produce(s: Spec2, o: Out, body: (p: Pager<Line>) => void): Spec2 {
  const layout = (): Line[][] => {
    const p = new Pager<Line>(o.cap);
    body(p);
    return p.pages.filter((pg) => pg.length);
  };
  if (o.producer === 'pdf-lib') {
    s.pdf = () => {
      const pages = layout();
      const out = pages
        .map((lines, i) => {
          const [l, r] = o.head(i + 1, pages.length);
          const pad = Array.from({ length: o.cap - lines.length }, () => [] as Line);
          const foot = (o.foot ?? []).map((t) => [c(40, t)]);
          return [[c(40, l), c(572, r, { right: true })], [], ...lines, ...pad, [], ...foot];
        })
        .filter((_, i) => i !== s.drop);
      return drawPdf5(out, {
        font: o.font,
        size: o.size,
        lineH: o.lineH,
        top: 34,
        title: o.title ?? `${s.bank} statement`,
        order: o.order ?? 'rows',
        headLines: 2,
        runs: o.runs ?? 'cell',
        trackBold: o.trackBold,
      });
    };
  } else {
    s.head = (n, all) => {
      const [l, r] = o.head(n, all);
      return `<span>${esc(l)}</span><span>${esc(r)}</span>`;
    };
    s.pages = () =>
      layout().map((lines) => {
        const span = (cell: Line[number], top: number): string =>
          cell.text
            ? `<span style="position:absolute;top:${top.toFixed(1)}pt;${cell.right ? `right:${576 - cell.x}pt` : `left:${cell.x - 36}pt`};${cell.bold ? 'font-weight:bold;' : ''}${cell.size ? `font-size:${cell.size}pt;` : ''}white-space:nowrap">${esc(cell.text)}</span>`
            : '';
        const body = lines.map((ln, i) => ln.map((cell) => span(cell, i * o.lineH)).join('')).join('\n');
        const foot = (o.foot ?? []).map((t, i) => span(c(40, t), (o.cap + 1 + i) * o.lineH)).join('');
        return `<div style="position:relative;height:${((o.cap + 1 + (o.foot?.length ?? 0)) * o.lineH).toFixed(0)}pt;font-family:${CSS_FONT[o.font]};font-size:${o.size}pt;line-height:${o.lineH}pt">${body}${foot}</div>`;
      });
  }
  return s;
}

/** The statement's opening block: the bank and its address, the mailing block, the account box at the right. */
export function topBlock(s: Spec2, ret: string[], box: string[][], x2 = 360): Line[] {
  const left: Line[] = [
    [c(40, s.bank, { bold: true, size: 14 })],
    ...ret.map((t) => [c(40, t)]),
    [],
    ...s.customer.map((t) => [c(56, t)]),
  ];
  const n = Math.max(left.length, box.length);
  return [
    ...Array.from({ length: n }, (_, i) => [
      ...(left[i] ?? []),
      ...(box[i] ?? []).map((t, k) => (k === 0 ? c(x2, t, { bold: box[i].length > 1 }) : c(572, t, { right: true }))),
    ]),
    [],
  ];
}
