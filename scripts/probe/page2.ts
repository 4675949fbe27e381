// HTML statements for the second probe set, paginated by hand: each page is a block of HTML printed on its own
// sheet, so a section can repeat its heading with "(continued)" and open with "Balance forward", and a page can
// be left out (the review cases). Every figure is computed from the data model.
import { type Account, type Row, closing, withBalances } from './model.ts';
import { esc, printed } from './render.ts';
import {
  type DateFmt2,
  type FlowItem,
  type MoneyFmt2,
  Pager,
  block,
  detailLines,
  flow,
  fmtDate2,
  money2,
} from './render2.ts';

export interface Spec2 {
  file: string;
  style: string;
  classes: string[];
  expect: 'verified' | 'review' | 'tampered';
  bank: string;
  legal: string;
  aliases: string[];
  start: string;
  end: string;
  periodPrinted: boolean;
  statementDate: string;
  customer: string[];
  accounts: Account[];
  landscape?: boolean;
  pages?: () => string[]; // HTML pages (Chromium)
  pdf?: () => Promise<Uint8Array>; // drawn by pdf-lib instead
  note?: string; // why a review statement cannot reconcile
  head?: (n: number, of: number) => string; // the running page header of an HTML statement
  drop?: number; // a page (0-based) left out of the printed file: the review cases
  currency?: string; // ISO 4217 code of the statement's amounts; USD unless a set says otherwise (set 8: CAD, GBP, AUD)
}

export type Col2 = 'date' | 'check' | 'desc' | 'credit' | 'debit' | 'amount' | 'balance';

export interface LedgerCfg {
  cols: Col2[];
  heads: Partial<Record<Col2, string>>;
  date: DateFmt2;
  amt: MoneyFmt2;
  balFmt?: MoneyFmt2;
  bal: 'every' | 'day-end' | 'none';
  wrap?: number; // descriptions as the core prints them, over up to three lines of this width
  amtAt?: 'first' | 'last'; // which line of a wrapped description carries the amount
  debitSigned?: boolean; // a debit column printing "-12.00" rather than "12.00"
  unsigned?: boolean; // a section's amount column: debits printed without a sign
  forward?: string; // "Balance Forward" line opening each continued page
  continued?: string; // " (continued)" appended to the heading on the next page
  openingRow?: string;
  closingRow?: string;
  totalRow?: string; // section total under the amount column
}

const NUM = new Set<Col2>(['credit', 'debit', 'amount', 'balance']);
const td = (c: Col2, v: string): string => `<td class="${NUM.has(c) ? 'r' : c === 'desc' ? 'd' : 'n'}">${v}</td>`;
const tr = (cols: Col2[], v: Partial<Record<Col2, string>>, k = ''): string =>
  `<tr${k ? ` class="${k}"` : ''}>${cols.map((c) => td(c, v[c] ?? '')).join('')}</tr>`;

/** One item per printed row: its description lines, the amount on the first or the last of them. */
export function ledgerItems(a: Account, rows: Row[], L: LedgerCfg, customer: string): FlowItem<string>[] {
  const all = withBalances(a);
  const balOf = new Map(all.map((x) => [x.row, x.balance]));
  return rows
    .filter((r) => !r.hidden)
    .map((r) => {
      const i = all.findIndex((x) => x.row === r);
      const lastOfDay = i === all.length - 1 || all[i + 1].row.date !== r.date;
      const bal = balOf.get(r)!;
      const desc = L.wrap ? detailLines(r, L.wrap, customer) : [r.desc];
      const at = L.amtAt === 'last' ? desc.length - 1 : 0;
      const amounts: Partial<Record<Col2, string>> = {
        credit: r.cents > 0 ? money2(printed(r), L.amt) : '',
        debit: r.cents < 0 ? money2(L.debitSigned ? printed(r) : -printed(r), L.amt) : '',
        amount: money2(L.unsigned ? Math.abs(printed(r)) : printed(r), L.amt),
        balance: L.bal === 'every' || (L.bal === 'day-end' && lastOfDay) ? money2(bal, L.balFmt ?? L.amt) : '',
      };
      const lines = desc.map((d, k) =>
        tr(
          L.cols,
          {
            date: k === 0 ? fmtDate2(r.date, L.date) : '',
            check: k === 0 && r.check ? String(r.check) : '',
            desc: esc(d),
            ...(k === at ? amounts : {}),
          },
          k > 0 ? 'c' : '',
        ),
      );
      return { lines, bal: L.bal === 'none' ? undefined : bal };
    });
}

export type Part =
  | { html: string; cost: number } // a block of known height, in lines
  | { title: string; account: Account; rows: Row[]; ledger: LedgerCfg; total?: number } // a section of rows
  | { page: true }; // start a new page

const CAP = { portrait: 58, landscape: 40 };

/** Lays the parts over pages; returns each page's HTML (without the page header, added when printing). */
export function paginate(s: Spec2, parts: Part[]): string[] {
  const p = new Pager<string>(s.landscape ? CAP.landscape : CAP.portrait);
  for (const part of parts) {
    if ('page' in part) p.newPage();
    else if ('html' in part) block(p, [part.html], part.cost);
    else {
      const L = part.ledger;
      const head = `<thead><tr>${L.cols.map((c) => `<th class="${NUM.has(c) ? 'r' : ''}">${L.heads[c] ?? ''}</th>`).join('')}</tr></thead>`;
      const items = ledgerItems(part.account, part.rows, L, s.customer[0]);
      if (L.openingRow)
        items.unshift({
          lines: [tr(L.cols, { desc: L.openingRow, balance: money2(part.account.opening, L.balFmt ?? L.amt) }, 'b')],
        });
      if (L.closingRow)
        items.push({
          lines: [tr(L.cols, { desc: L.closingRow, balance: money2(closing(part.account), L.balFmt ?? L.amt) }, 'b')],
        });
      if (L.totalRow && part.total !== undefined) {
        const col = L.cols.includes('amount') ? 'amount' : part.total < 0 ? 'debit' : 'credit';
        items.push({
          lines: [
            tr(
              L.cols,
              {
                [L.cols.includes('desc') ? 'desc' : 'check']: L.totalRow,
                [col]: money2(Math.abs(part.total), { ...L.amt, dollar: true }),
              },
              'b tot',
            ),
          ],
        });
      }
      flow(
        p,
        items,
        (cont, fwd) => {
          const fl =
            cont && L.forward && fwd !== undefined
              ? [tr(L.cols, { desc: L.forward, balance: money2(fwd, L.balFmt ?? L.amt) }, 'b')]
              : [];
          return [
            `<h3 class="sec">${part.title}${cont ? (L.continued ?? '') : ''}</h3><table class="l">${head}<tbody>`,
            ...fl,
          ].concat(
            Array(3).fill(''), // the heading and the column heads take about four lines
          );
        },
        () => ['</tbody></table>'],
        part.account.opening,
      );
    }
  }
  return p.pages.map((pg) => pg.join('\n'));
}

export const CSS2 = (landscape: boolean): string => `
@page { size: Letter${landscape ? ' landscape' : ''}; margin: 0.5in; }
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 7.8pt; color: #111; margin: 0; }
.page { break-after: page; }
.page:last-child { break-after: auto; }
.ph { font-size: 6.8pt; display: flex; justify-content: space-between; border-bottom: 0.6px solid #888; height: 12pt; margin-bottom: 8pt; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.logo { font-size: 17pt; font-weight: bold; }
.ret { font-size: 6.8pt; margin-top: 3px; }
.mail { margin: 18px 0 12px 36px; line-height: 1.3; font-size: 8.6pt; }
.acct { border: 1px solid #999; padding: 5px 9px; min-width: 230px; line-height: 1.4; }
.acct div { white-space: nowrap; }
.acct b { display: inline-block; min-width: 120px; }
h2 { font-size: 11pt; margin: 8pt 0 4pt; }
h3.sec { font-size: 8.8pt; margin: 8pt 0 2pt; border-bottom: 1.1px solid #333; height: 12pt; line-height: 12pt; }
table.l, table.k { border-collapse: collapse; }
table.l { width: 100%; }
table.l th { white-space: nowrap; text-align: left; border-bottom: 0.8px solid #555; padding: 0 3px; font-size: 7.4pt; height: 11pt; }
table.l td { padding: 0 3px; height: 11pt; line-height: 11pt; white-space: nowrap; }
table.k td { padding: 1px 14px 1px 0; white-space: nowrap; }
.r { text-align: right; width: 1%; }
.n { width: 1%; }
tr.b td { font-weight: bold; }
tr.tot td { border-top: 0.8px solid #555; }
.small { font-size: 6.6pt; line-height: 1.3; }
.boxed { border: 1px solid #888; padding: 5px 8px; margin: 6px 0; }
.chk { display: inline-block; width: 46%; margin: 6px 1.5%; vertical-align: top; font-size: 7.6pt; }
.chkimg { height: 118px; border: 1px solid #777; position: relative; font-size: 7pt; margin-bottom: 2px; }
.chkimg .pay { position: absolute; top: 40px; left: 10px; color: #555; }
`;

/** Wraps the pages: a running header on each with the bank, the account and "Page n of N". */
export function document(s: Spec2, pages: string[]): string {
  const head =
    s.head ?? ((n: number, of: number): string => `<span>${esc(s.bank)}</span><span>Page ${n} of ${of}</span>`);
  const drop = s.drop;
  const body = pages
    .map((pg, i) => ({ pg, i }))
    .filter(({ i }) => i !== drop)
    .map(({ pg, i }) => `<div class="page"><div class="ph">${head(i + 1, pages.length)}</div>${pg}</div>`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(s.bank)} statement</title><style>${CSS2(!!s.landscape)}</style></head><body>${body}</body></html>`;
}

// ---- blocks shared by the styles ----

export function top(s: Spec2, color: string, box: [string, string][], ret: string[]): { html: string; cost: number } {
  return {
    html: `<div class="top"><div><div class="logo" style="color:${color}">${esc(s.bank)}</div>
<div class="ret">${ret.map(esc).join('<br>')}</div>
<div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="acct">${box.map(([k, v]) => `<div><b>${k}</b> ${v}</div>`).join('')}</div></div>`,
    cost: 12 + Math.max(0, box.length - 5),
  };
}

export const kv = (title: string, lines: [string, string][], extra = ''): { html: string; cost: number } => ({
  html: `${title ? `<h3 class="sec">${title}</h3>` : ''}<table class="k">${lines
    .map(([l, v]) => `<tr><td>${l}</td><td class="r">${v}</td>${extra}</tr>`)
    .join('')}</table>`,
  cost: lines.length * 1.3 + (title ? 3 : 1),
});

/** A small grid table (fee table, YTD table, pending list): rows of cells, the last columns right-aligned. */
export const grid = (title: string, heads: string[], rows: string[][], right = 1): { html: string; cost: number } => {
  const cls = (i: number): string => (i >= heads.length - right ? 'r' : '');
  return {
    html: `${title ? `<h3 class="sec">${title}</h3>` : ''}<table class="l"><thead><tr>${heads
      .map((h, i) => `<th class="${cls(i)}">${h}</th>`)
      .join('')}</tr></thead><tbody>${rows
      .map((r) => `<tr>${r.map((c, i) => `<td class="${cls(i)}">${c}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`,
    cost: rows.length + 2 + (title ? 3 : 0),
  };
};

export const para = (html: string, cost: number): { html: string; cost: number } => ({
  html: `<div class="small">${html}</div>`,
  cost,
});
