// Line-based statements for the third probe set's pdf-lib producer: a ledger as lines of positioned cells,
// paginated with the set 2 Pager (a section's heading again on each page, a balance brought forward). Also the
// row shapes the third set adds: trace numbers, descriptions that carry dates and dollar amounts, and
// employee cards on a business card. Every figure comes from the model.
import { type Account, type Row, rng, withBalances } from './model.ts';
import { printed } from './render.ts';
import { type Cell, type FlowItem, Pager, detailLines, flow, money2 } from './render2.ts';

export type Line = Cell[];
export type Key = 'date' | 'desc' | 'debit' | 'credit' | 'amount' | 'balance' | 'ref';
export interface LCol {
  key: Key;
  x: number;
  right?: boolean;
  head: string;
}
export interface LFmt {
  date: (iso: string) => string;
  amt: (c: number) => string;
  bal: 'every' | 'day-end' | 'none';
  balFmt?: (c: number) => string;
  wrap?: number; // descriptions over up to three lines of this width
  width?: number; // otherwise cut to this many characters
  customer?: string;
}

export const c = (x: number, text: string, o: Partial<Cell> = {}): Cell => ({ x, text, ...o });
export const $ = (n: number): string => money2(n, { dollar: true });
export const m = (n: number): string => money2(n);

const hash = (s: string): number => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
};
/** A 15-digit ACH trace (the originating bank's routing prefix and a sequence) derived from the row. */
export const trace = (r: Row): string =>
  `0${String(hash(r.desc)).padStart(10, '4').slice(0, 7)}${String(hash(r.date + r.cents))
    .padStart(10, '2')
    .slice(0, 7)}`;

/** Rewrites some credits as invoice payments whose description names another date and dollar amount. */
export function invoiceDescriptions(rows: Row[], seed: number, payers: string[]): Row[] {
  const r = rng(seed);
  let k = 0;
  return rows.map((x) => {
    if (x.kind !== 'ecredit' || r() < 0.4) return x;
    const inv = Math.round(x.cents * (1.2 + r() * 2)); // the invoice was larger: this is a partial payment
    const d = new Date(`${x.date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 3 - Math.floor(r() * 20));
    const md = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;
    const payer = payers[k++ % payers.length];
    return { ...x, desc: `ACH CREDIT ${payer} INV ${md} ${$(inv)} PARTIAL` };
  });
}

/** One item per printed row, cells at the columns' positions. */
export function lineItems(a: Account, rows: Row[], cols: LCol[], f: LFmt): FlowItem<Line>[] {
  const all = withBalances(a);
  return rows
    .filter((r) => !r.hidden)
    .map((r) => {
      const i = all.findIndex((x) => x.row === r);
      const bal = all[i].balance;
      const lastOfDay = i === all.length - 1 || all[i + 1].row.date !== r.date;
      const desc = f.wrap ? detailLines(r, f.wrap, f.customer ?? '') : [r.desc.slice(0, f.width ?? 80)];
      const v: Record<Key, string> = {
        date: f.date(r.date),
        desc: desc[0],
        debit: r.cents < 0 ? f.amt(-printed(r)) : '',
        credit: r.cents > 0 ? f.amt(printed(r)) : '',
        amount: f.amt(a.type === 'credit_card' ? -printed(r) : printed(r)),
        balance: f.bal === 'every' || (f.bal === 'day-end' && lastOfDay) ? (f.balFmt ?? f.amt)(bal) : '',
        ref: r.kind === 'card' || r.kind === 'fee' || r.kind === 'check' ? '' : trace(r),
      };
      const lines: Line[] = [cols.map((col) => c(col.x, v[col.key], { right: col.right }))];
      const dx = cols.find((col) => col.key === 'desc')!.x;
      for (const more of desc.slice(1)) lines.push([c(dx, more)]);
      return { lines, bal };
    });
}

export const headLine = (cols: LCol[]): Line => cols.map((col) => c(col.x, col.head, { right: col.right, bold: true }));

/** A titled ledger section over pages; "(continued)" and a balance forward line when it runs on. */
export function section(
  p: Pager<Line>,
  title: string,
  items: FlowItem<Line>[],
  cols: LCol[],
  o: { forward?: string; opening?: number; balFmt?: (c: number) => string; close?: Line[] } = {},
): void {
  const bx = cols.find((x) => x.key === 'balance');
  const dx = cols.find((x) => x.key === 'desc')!.x;
  flow(
    p,
    items,
    (cont, fwd) => [
      [c(cols[0].x, `${title}${cont ? ' (continued)' : ''}`, { bold: true })],
      headLine(cols),
      ...(cont && o.forward && bx && fwd !== undefined
        ? [[c(dx, o.forward), c(bx.x, (o.balFmt ?? m)(fwd), { right: bx.right })]]
        : []),
    ],
    () => [],
    o.opening,
  );
  p.put([...(o.close ?? []), []]);
}

/** Pages with a running header on each and, below the last line of all but the last, "Continued". */
export function withHeads(p: Pager<Line>, head: (n: number, of: number) => Line[], drop?: number): Line[][] {
  return p.pages.map((lines, i) => [...head(i + 1, p.pages.length), ...lines]).filter((_, i) => i !== drop);
}
