// Building blocks layouts compose: transaction tables, check grids, daily balance grids, summary boxes.
import { formatDate, type DateStyle } from './calendar.ts';
import type { Flow } from './flow.ts';
import { money, signed, type NegativeStyle, type MoneyOpts } from './format.ts';
import type { ViewRow } from './model.ts';
import type { FontKey } from './pdf-writer.ts';
import { Rng } from './rng.ts';
import type { Cents } from '../../src/money.ts';

export type ColKey = 'date' | 'desc' | 'check' | 'debit' | 'credit' | 'amount' | 'balance' | 'posted' | 'kind';

export interface Col {
  key: ColKey;
  label: string | string[];
  /** left edge for left-aligned columns, right edge for right-aligned ones */
  x: number;
  align?: 'left' | 'right';
  /** print the dollar sign as its own run at this x (an old-style `$      1,234.56` column) */
  dollarX?: number;
}

export interface TableStyle {
  font: FontKey;
  size: number;
  lineH: number;
  headFont: FontKey;
  headSize: number;
  dateStyle: DateStyle;
  neg: NegativeStyle;
  money?: MoneyOpts;
  /** debit amounts in a Debit column printed with the negative style (e.g. BofA's `-1,234.56`) */
  debitNegative?: boolean;
  /** gray band behind the header */
  headFill?: number;
  headRule?: boolean;
  /** rule between rows */
  rowRule?: number;
  /** description wraps at this width (points) */
  descWidth: number;
  /** vary the wrap width per row by up to this many points (drifting description widths) */
  drift?: number;
  /** print the date only on the first row of each day */
  dateOncePerDay?: boolean;
  /** a line with the full date above each day's rows (rows then print no date) */
  dayHeader?: (date: string) => string;
  /** amounts and balance sit on the LAST line of a wrapped description, not the first */
  amountOnLastLine?: boolean;
  /** how balances print when it differs from amounts (e.g. amounts `1.00 CR`/`1.00`, balances `-1.00`) */
  balanceNeg?: NegativeStyle;
  /** "Balance forward" lines at the foot of a page and the head of the next (not transactions) */
  balanceForward?: { carried: string; brought: string; descX: number; balX: number };
  /** continuation pages get no repeated column header */
  noRepeatHeader?: boolean;
  /** right edge of the table, for rules */
  right: number;
  left: number;
}

const KIND_LABEL: Record<ViewRow['section'], string> = {
  deposits: 'Credit',
  checks: 'Check',
  card: 'Card',
  electronic: 'Debit',
  fees: 'Fee',
};

function cell(col: Col, row: ViewRow, st: TableStyle): string {
  const m = st.money ?? {};
  switch (col.key) {
    case 'date':
    case 'posted':
      return formatDate(row.date, st.dateStyle);
    case 'check':
      return row.check ?? '';
    case 'debit':
      return row.type === 'debit' ? money(st.debitNegative ? -row.amount : row.amount, st.neg, m) : '';
    case 'credit':
      return row.type === 'credit' ? money(row.amount, st.neg, m) : '';
    case 'amount':
      return money(signed(row.amount, row.type), st.neg, m);
    case 'balance':
      return row.balance === null ? '' : money(row.balance, st.balanceNeg ?? st.neg, { ...m, plus: false, cr: false });
    case 'kind':
      return KIND_LABEL[row.section];
    case 'desc':
      return '';
  }
}

export function drawHeader(f: Flow, cols: Col[], st: TableStyle): void {
  const lines = Math.max(...cols.map((c) => (Array.isArray(c.label) ? c.label.length : 1)));
  const h = lines * (st.headSize + 2) + 4;
  if (st.headFill !== undefined) f.doc.box(f.page, st.left, f.y, st.right - st.left, h, { fill: st.headFill });
  cols.forEach((c) => {
    const labels = Array.isArray(c.label) ? c.label : [c.label];
    labels.forEach((l, i) => {
      const top = f.y + st.headSize + 1 + (lines - labels.length + i) * (st.headSize + 2);
      f.doc.text(f.page, c.x, top, l, st.headFont, st.headSize, { align: c.align, noJitter: true });
    });
  });
  f.y += h;
  if (st.headRule) f.doc.hline(f.page, st.left, st.right, f.y - 1.5, 0.6);
  f.y += 2;
}

/** Draws rows under a repeated column header; records each row's page for the truth file. */
export function drawTable(
  f: Flow,
  account: string,
  rows: ViewRow[],
  cols: Col[],
  st: TableStyle,
  seed: string,
  afterHeader?: () => void,
): void {
  const rng = new Rng(seed);
  const descCol = cols.find((c) => c.key === 'desc');
  f.ensure(st.headSize * 2 + st.lineH * 2 + 6);
  drawHeader(f, cols, st);
  afterHeader?.();
  f.onTableBreak = st.noRepeatHeader ? null : () => drawHeader(f, cols, st);
  let lastDate = '';
  let lastBalance: number | null = null;
  for (const row of rows) {
    const width = st.descWidth - (st.drift ? rng.next() * st.drift : 0);
    const lines = row.parts.flatMap((p) => f.doc.wrap(p, st.font, st.size, width));
    const dayLine = st.dayHeader && row.date !== lastDate;
    const h = lines.length * st.lineH + (dayLine ? st.lineH + 3 : 0);
    if (f.y + h > f.opts.bottom) {
      const bf = st.balanceForward;
      const carried = lastBalance;
      if (bf && carried !== null) {
        f.doc.text(f.page, bf.descX, f.y + st.size + 2, bf.carried, st.headFont, st.size);
        f.doc.text(
          f.page,
          bf.balX,
          f.y + st.size + 2,
          money(carried, st.balanceNeg ?? st.neg, { ...(st.money ?? {}), plus: false, cr: false }),
          st.headFont,
          st.size,
          { align: 'right' },
        );
      }
      f.newPage();
      if (bf && carried !== null) {
        f.doc.text(f.page, bf.descX, f.y + st.size, bf.brought, st.headFont, st.size);
        f.doc.text(
          f.page,
          bf.balX,
          f.y + st.size,
          money(carried, st.balanceNeg ?? st.neg, { ...(st.money ?? {}), plus: false, cr: false }),
          st.headFont,
          st.size,
          { align: 'right' },
        );
        f.y += st.lineH;
      }
      lastDate = '';
    }
    if (st.dayHeader && row.date !== lastDate) {
      f.y += 3;
      f.doc.text(f.page, st.left, f.y + st.size, st.dayHeader(row.date), st.headFont, st.size);
      f.y += st.lineH;
    }
    const base = f.y + st.size;
    const amountBase = st.amountOnLastLine ? base + (lines.length - 1) * st.lineH : base;
    for (const c of cols) {
      if (c.key === 'desc') continue;
      if (c.key === 'date' && st.dateOncePerDay && row.date === lastDate) continue;
      const isDate = c.key === 'date' || c.key === 'posted' || c.key === 'check' || c.key === 'kind';
      let text = cell(c, row, st);
      if (c.dollarX !== undefined && text) {
        f.doc.text(f.page, c.dollarX, isDate ? base : amountBase, '$', st.font, st.size);
        text = text.replace('$', '');
      }
      f.doc.text(f.page, c.x, isDate ? base : amountBase, text, st.font, st.size, { align: c.align });
    }
    if (descCol) lines.forEach((l, i) => f.doc.text(f.page, descCol.x, base + i * st.lineH, l, st.font, st.size));
    f.record(row, account);
    lastDate = row.date;
    if (row.balance !== null) lastBalance = row.balance;
    f.y += lines.length * st.lineH;
    if (st.rowRule !== undefined) {
      f.doc.hline(f.page, st.left, st.right, f.y + 0.5, 0.3, st.rowRule);
      f.y += 3;
    }
  }
  f.onTableBreak = null;
}

export interface GridStyle {
  font: FontKey;
  size: number;
  lineH: number;
  headFont: FontKey;
  headSize: number;
  left: number;
  right: number;
  groups: number;
  dateStyle: DateStyle;
  neg: NegativeStyle;
  money?: MoneyOpts;
  /** reading order of the items across the groups */
  order: 'row' | 'col';
  headRule?: boolean;
}

/** Check No / Date / Amount repeated in `groups` columns side by side. Records each check's page. */
/** `record: false` for a "summary of checks" that repeats rows already printed elsewhere (not new transactions). */
export function drawCheckGrid(
  f: Flow,
  account: string,
  checks: ViewRow[],
  st: GridStyle,
  fields: Array<'num' | 'date' | 'amount'>,
  labels: Record<'num' | 'date' | 'amount', string>,
  record = true,
): void {
  const sorted = [...checks].sort((a, b) => Number(a.check) - Number(b.check));
  const gw = (st.right - st.left) / st.groups;
  const offsets: Record<string, { x: number; align: 'left' | 'right' }> = {};
  let x = 0;
  for (const k of fields) {
    offsets[k] = k === 'amount' ? { x: x + gw * 0.36 - 12, align: 'right' } : { x, align: 'left' };
    x += k === 'num' ? gw * 0.3 : k === 'date' ? gw * 0.28 : gw * 0.4;
  }
  if (fields[fields.length - 1] === 'amount') offsets.amount = { x: gw - 14, align: 'right' };
  const header = () => {
    for (let g = 0; g < st.groups; g++)
      for (const k of fields)
        f.doc.text(f.page, st.left + g * gw + offsets[k].x, f.y + st.headSize, labels[k], st.headFont, st.headSize, {
          align: offsets[k].align,
          noJitter: true,
        });
    f.y += st.headSize + 5;
    if (st.headRule) f.doc.hline(f.page, st.left, st.right, f.y - 2, 0.5);
  };
  f.ensure(st.headSize + st.lineH * 2 + 6);
  header();
  f.onTableBreak = header;
  const rowsPer = Math.ceil(sorted.length / st.groups);
  const cellsOrder: Array<{ r: number; g: number; item: ViewRow }> = sorted.map((item, i) =>
    st.order === 'row'
      ? { r: Math.floor(i / st.groups), g: i % st.groups, item }
      : { r: i % rowsPer, g: Math.floor(i / rowsPer), item },
  );
  const pageOf = new Map<ViewRow, number>();
  for (let r = 0; r < rowsPer; r++) {
    f.ensure(st.lineH);
    const inRow = cellsOrder.filter((c) => c.r === r).sort((a, b) => a.g - b.g);
    for (const c of inRow) {
      const prev = sorted[sorted.indexOf(c.item) - 1];
      const gap = prev && Number(c.item.check) - Number(prev.check) > 1 ? '*' : '';
      const vals = {
        num: `${c.item.check}${gap}`,
        date: formatDate(c.item.date, st.dateStyle),
        amount: money(c.item.amount, st.neg, st.money ?? {}),
      };
      for (const k of fields)
        f.doc.text(f.page, st.left + c.g * gw + offsets[k].x, f.y + st.size, vals[k], st.font, st.size, {
          align: offsets[k].align,
        });
      pageOf.set(c.item, f.page);
    }
    f.y += st.lineH;
  }
  // truth order is check-number order, whatever the grid's reading order
  if (record) for (const item of sorted) f.recordAt(item, account, pageOf.get(item) ?? f.page);
  f.onTableBreak = null;
}

/** Date / Balance pairs in `groups` columns: NOT transactions. */
export function drawDailyBalances(
  f: Flow,
  acct: { id: string; daily: Array<{ date: string; balance: Cents }> },
  st: GridStyle,
  labels: { date: string; balance: string },
): void {
  const daily = acct.daily;
  for (const d of daily) f.printedDaily.push({ account: acct.id, date: d.date, balance: d.balance });
  const gw = (st.right - st.left) / st.groups;
  const header = () => {
    for (let g = 0; g < st.groups; g++) {
      f.doc.text(f.page, st.left + g * gw, f.y + st.headSize, labels.date, st.headFont, st.headSize, {
        noJitter: true,
      });
      f.doc.text(f.page, st.left + g * gw + gw - 16, f.y + st.headSize, labels.balance, st.headFont, st.headSize, {
        align: 'right',
        noJitter: true,
      });
    }
    f.y += st.headSize + 5;
    if (st.headRule) f.doc.hline(f.page, st.left, st.right, f.y - 2, 0.5);
  };
  f.ensure(st.headSize + st.lineH * 2 + 6);
  header();
  f.onTableBreak = header;
  const rowsPer = Math.ceil(daily.length / st.groups);
  for (let r = 0; r < rowsPer; r++) {
    f.ensure(st.lineH);
    for (let g = 0; g < st.groups; g++) {
      const i = st.order === 'row' ? r * st.groups + g : g * rowsPer + r;
      const d = daily[i];
      if (!d) continue;
      f.doc.text(f.page, st.left + g * gw, f.y + st.size, formatDate(d.date, st.dateStyle), st.font, st.size);
      f.doc.text(
        f.page,
        st.left + g * gw + gw - 16,
        f.y + st.size,
        money(d.balance, st.neg, st.money ?? {}),
        st.font,
        st.size,
        { align: 'right' },
      );
    }
    f.y += st.lineH;
  }
  f.onTableBreak = null;
}

export interface SummaryLine {
  label: string;
  value: string;
  count?: string;
  bold?: boolean;
}

/** Label ... (count) ... value lines, optionally boxed. Returns the height used. */
export function drawSummary(
  f: Flow,
  x: number,
  top: number,
  w: number,
  lines: SummaryLine[],
  o: {
    font: FontKey;
    bold: FontKey;
    size: number;
    lineH: number;
    box?: boolean;
    title?: string;
    titleFont?: FontKey;
    countX?: number;
  },
): number {
  let y = top;
  if (o.box)
    f.doc.box(f.page, x - 6, top - 4, w + 12, lines.length * o.lineH + (o.title ? o.lineH + 4 : 0) + 8, {
      stroke: 0.3,
    });
  if (o.title) {
    f.doc.text(f.page, x, y + o.size, o.title, o.titleFont ?? o.bold, o.size + 1);
    y += o.lineH + 4;
  }
  for (const l of lines) {
    const font = l.bold ? o.bold : o.font;
    f.doc.text(f.page, x, y + o.size, l.label, font, o.size);
    if (l.count !== undefined)
      f.doc.text(f.page, x + (o.countX ?? w * 0.62), y + o.size, l.count, font, o.size, { align: 'right' });
    f.doc.text(f.page, x + w, y + o.size, l.value, font, o.size, { align: 'right' });
    y += o.lineH;
  }
  return y - top + (o.box ? 8 : 0);
}
