// HTML for the probe statements: the parts a US bank's statement is made of (mailing block, period, summary,
// activity as one ledger or as sections, check tables n-up, card groups, daily balances, disclosures).
// Every printed figure is computed from the data model (model.ts).
import { MONTHS } from '../generator/calendar.ts';
import {
  type Account,
  type Kind,
  type Row,
  CREDIT_KINDS,
  closing,
  dailyBalances,
  last4,
  sum,
  totals,
  withBalances,
} from './model.ts';

export interface MoneyFmt {
  dollar?: boolean;
  neg?: 'minus' | 'paren' | 'od' | 'trailing';
  zeroDot?: boolean; // zero printed ".00"
}

export function money(c: number, f: MoneyFmt = {}): string {
  const a = Math.abs(c);
  const whole = Math.floor(a / 100).toLocaleString('en-US');
  const body = `${a < 100 && f.zeroDot ? '' : whole}.${String(a % 100).padStart(2, '0')}`;
  const d = f.dollar ? '$' : '';
  if (c >= 0) return d + body;
  switch (f.neg ?? 'minus') {
    case 'paren':
      return `${d}(${body})`;
    case 'od':
      return `-${d}${body} OD`;
    case 'trailing':
      return `${d}${body}-`;
    default:
      return `-${d}${body}`;
  }
}

export type DateFmt = 'M/D' | 'MM/DD' | 'MM-DD' | 'MM/DD/YYYY' | 'MM/DD/YY' | 'Mon D' | 'Month D, YYYY' | 'Mon D, YYYY';

export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number);
  const p = (n: number): string => String(n).padStart(2, '0');
  switch (f) {
    case 'M/D':
      return `${m}/${d}`;
    case 'MM/DD':
      return `${p(m)}/${p(d)}`;
    case 'MM-DD':
      return `${p(m)}-${p(d)}`;
    case 'MM/DD/YYYY':
      return `${p(m)}/${p(d)}/${y}`;
    case 'MM/DD/YY':
      return `${p(m)}/${p(d)}/${String(y).slice(2)}`;
    case 'Mon D':
      return `${MONTHS[m - 1].slice(0, 3)} ${d}`;
    case 'Mon D, YYYY':
      return `${MONTHS[m - 1].slice(0, 3)} ${d}, ${y}`;
    default:
      return `${MONTHS[m - 1]} ${d}, ${y}`;
  }
}

/** The amount a row prints: a tampered copy prints `shown` while every total keeps the true value. */
export const printed = (r: Row): number => r.shown ?? r.cents;

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const masked = (a: Account, style: 'x' | 'star' | 'ending' | 'full'): string =>
  style === 'full'
    ? a.number
    : style === 'ending'
      ? `ending in ${last4(a)}`
      : style === 'star'
        ? `******${last4(a)}`
        : `XXXXXX${last4(a)}`;

// ---- activity as one ledger ----

export type Col = 'date' | 'check' | 'desc' | 'credit' | 'debit' | 'amount' | 'balance';
export interface LedgerOpts {
  cols: Col[];
  heads: Partial<Record<Col, string>>;
  date: DateFmt;
  amt: MoneyFmt;
  bal: MoneyFmt;
  balance: 'every' | 'day-end'; // the balance column on every row, or only on a day's last row
  openingRow?: string; // e.g. "Beginning Balance" as the first line, with the opening in the balance column
  closingRow?: string;
  totalsRow?: string; // "Totals" under the credit/debit columns
  breakAfter?: number; // a disclosure page after this many rows
  interlude?: string;
}

export function ledger(a: Account, o: LedgerOpts): string {
  const rows = withBalances(a);
  const numeric = new Set<Col>(['credit', 'debit', 'amount', 'balance']);
  const cls = (c: Col): string => (numeric.has(c) ? 'r' : c === 'desc' ? 'd' : 'n');
  const head = `<thead><tr>${o.cols.map((c) => `<th class="${cls(c)}">${o.heads[c] ?? c}</th>`).join('')}</tr></thead>`;
  const line = (cells: Partial<Record<Col, string>>, k = ''): string =>
    `<tr class="${k}">${o.cols.map((c) => `<td class="${cls(c)}">${cells[c] ?? ''}</td>`).join('')}</tr>`;
  const body: string[] = [];
  if (o.openingRow) body.push(line({ desc: o.openingRow, balance: money(a.opening, o.bal) }, 'b'));
  rows.forEach(({ row, balance }, i) => {
    const lastOfDay = i === rows.length - 1 || rows[i + 1].row.date !== row.date;
    if (!row.hidden)
      body.push(
        line({
          date: fmtDate(row.date, o.date),
          check: row.check ? String(row.check) : '',
          desc: esc(row.desc),
          credit: row.cents > 0 ? money(printed(row), o.amt) : '',
          debit: row.cents < 0 ? money(-printed(row), o.amt) : '',
          amount: money(printed(row), o.amt),
          balance: o.balance === 'every' || lastOfDay ? money(balance, o.bal) : '',
        }),
      );
    if (o.breakAfter === i + 1) body.push(`</tbody></table>${o.interlude ?? ''}<table class="led">${head}<tbody>`);
  });
  const t = totals(a.rows);
  if (o.closingRow) body.push(line({ desc: o.closingRow, balance: money(closing(a), o.bal) }, 'b'));
  if (o.totalsRow)
    body.push(
      line(
        {
          desc: o.totalsRow,
          credit: money(t.credits, { ...o.amt, dollar: true }),
          debit: money(t.debits, { ...o.amt, dollar: true }),
        },
        'b tot',
      ),
    );
  return `<table class="led">${head}<tbody>${body.join('\n')}</tbody></table>`;
}

// ---- activity as sections ----

export interface Section {
  title: string;
  kinds: Kind[];
  heading?: 'plain' | 'count-total'; // "Withdrawals / Debits  89 items totaling $90,202.84"
  total?: string; // the total line's label; none when the heading carries it
  sign?: 'unsigned' | 'minus';
  amountFirst?: boolean; // Date | Amount | Description
  cardGroups?: boolean;
  checks?: { up: 2 | 3; order: ('date' | 'num' | 'amt')[]; total: string };
  extraCol?: string; // a "Reference number" column with the row's trailing digits
}

export interface SectionOpts {
  date: DateFmt;
  amt: MoneyFmt;
  interludeAfter?: string; // a disclosure page after the section with this title
  interlude?: string;
}

const rowsOf = (a: Account, s: Section): Row[] => a.rows.filter((r) => s.kinds.includes(r.kind));

export function sectionCount(a: Account, s: Section): [number, number] {
  const rs = rowsOf(a, s);
  return [rs.length, sum(rs)];
}

function sectionRows(rs: Row[], s: Section, o: SectionOpts): string {
  const signed = (r: Row): string => money(s.sign === 'minus' ? printed(r) : Math.abs(printed(r)), o.amt);
  const ref = (r: Row): string => (s.extraCol ? `<td>${r.desc.match(/(\d{6,})\D*$/)?.[1] ?? ''}</td>` : '');
  return rs
    .filter((r) => !r.hidden)
    .map((r) =>
      s.amountFirst
        ? `<tr><td class="n">${fmtDate(r.date, o.date)}</td><td class="r">${signed(r)}</td><td>${esc(r.desc)}</td>${ref(r)}</tr>`
        : `<tr><td class="n">${fmtDate(r.date, o.date)}</td><td>${esc(r.desc)}</td>${ref(r)}<td class="r">${signed(r)}</td></tr>`,
    )
    .join('\n');
}

function checksGrid(rs: Row[], s: Section, o: SectionOpts): string {
  const c = s.checks!;
  const sorted = rs.filter((r) => !r.hidden).sort((x, y) => (x.check ?? 0) - (y.check ?? 0));
  const heads: Record<string, string> = { date: 'Date', num: 'Check #', amt: 'Amount' };
  const cells = sorted.map((r, i) => {
    const gap = i > 0 && (r.check ?? 0) !== (sorted[i - 1].check ?? 0) + 1 ? '*' : '';
    const v: Record<string, string> = {
      date: fmtDate(r.date, o.date),
      num: `${r.check}${gap}`,
      amt: money(Math.abs(printed(r)), o.amt),
    };
    return c.order.map((k) => `<td class="${k === 'amt' ? 'r' : ''}">${v[k]}</td>`).join('');
  });
  const perCol = Math.ceil(cells.length / c.up);
  const lines: string[] = [];
  for (let i = 0; i < perCol; i++) {
    const parts: string[] = [];
    for (let k = 0; k < c.up; k++) parts.push(cells[k * perCol + i] ?? c.order.map(() => '<td></td>').join(''));
    lines.push(`<tr>${parts.join('<td class="gutter"></td>')}</tr>`);
  }
  const head = Array.from({ length: c.up }, () =>
    c.order.map((k) => `<th class="${k === 'amt' ? 'r' : ''}">${heads[k]}</th>`).join(''),
  ).join('<th class="gutter"></th>');
  return `<table class="chk"><thead><tr>${head}</tr></thead><tbody>${lines.join('\n')}</tbody></table>
<div class="tline"><span>${c.total}</span><span>${money(sum(rs), { ...o.amt, dollar: true })}</span></div>
<div class="note">* Indicates a break in check number sequence</div>`;
}

function cardGroupsHtml(rs: Row[], s: Section, o: SectionOpts): string {
  const cards = [...new Set(rs.map((r) => r.card ?? ''))].sort();
  return cards
    .map((card) => {
      const g = rs.filter((r) => r.card === card);
      const label = `Card account # XXXX XXXX XXXX ${card}`;
      return `<tr class="grp"><td colspan="3">${label}</td></tr>${sectionRows(g, s, o)}
<tr class="b"><td></td><td>Subtotal for card account # XXXX XXXX XXXX ${card}</td><td class="r">${money(s.sign === 'minus' ? -sum(g) : sum(g), o.amt)}</td></tr>`;
    })
    .join('\n');
}

export function sections(a: Account, list: Section[], o: SectionOpts): string {
  return list
    .map((s) => {
      const rs = rowsOf(a, s);
      if (!rs.length) return '';
      const isDebit = !CREDIT_KINDS.has(s.kinds[0]);
      const total = sum(rs) * (s.sign === 'minus' && isDebit ? -1 : 1);
      const title =
        s.heading === 'count-total'
          ? `<h3 class="sec">${s.title}<span class="sp"></span>${rs.length} items totaling ${money(sum(rs), { ...o.amt, dollar: true, neg: 'minus' })}</h3>`
          : `<h3 class="sec">${s.title}</h3>`;
      let body: string;
      if (s.checks) body = checksGrid(rs, s, o);
      else {
        const head = s.amountFirst
          ? `<th>Date</th><th class="r">Amount</th><th>Description</th>${s.extraCol ? `<th>${s.extraCol}</th>` : ''}`
          : `<th>Date</th><th>Description</th>${s.extraCol ? `<th>${s.extraCol}</th>` : ''}<th class="r">Amount</th>`;
        const inner = s.cardGroups ? cardGroupsHtml(rs, s, o) : sectionRows(rs, s, o);
        const tot = s.total
          ? `<tr class="b tot"><td colspan="${s.extraCol ? 3 : 2}">${s.total}</td><td class="r">${money(total, { ...o.amt, dollar: true })}</td></tr>`
          : '';
        body = `<table class="led"><thead><tr>${head}</tr></thead><tbody>${inner}${s.amountFirst ? '' : tot}</tbody></table>${
          s.amountFirst && s.total
            ? `<div class="tline"><span>${s.total}</span><span>${money(total, { ...o.amt, dollar: true })}</span></div>`
            : ''
        }`;
      }
      return `${title}${body}${o.interludeAfter === s.title ? (o.interlude ?? '') : ''}`;
    })
    .join('\n');
}

export function dailyTable(a: Account, up: number, date: DateFmt, bal: MoneyFmt, title: string): string {
  const d = dailyBalances(a);
  const per = Math.ceil(d.length / up);
  const lines: string[] = [];
  for (let i = 0; i < per; i++) {
    const parts: string[] = [];
    for (let k = 0; k < up; k++) {
      const e = d[k * per + i];
      parts.push(
        e ? `<td>${fmtDate(e.date, date)}</td><td class="r">${money(e.balance, bal)}</td>` : '<td></td><td></td>',
      );
    }
    lines.push(`<tr>${parts.join('<td class="gutter"></td>')}</tr>`);
  }
  const head = Array.from({ length: up }, () => '<th>Date</th><th class="r">Balance</th>').join(
    '<th class="gutter"></th>',
  );
  return `<h3 class="sec">${title}</h3><table class="chk"><thead><tr>${head}</tr></thead><tbody>${lines.join('\n')}</tbody></table>`;
}

export const summaryTable = (title: string, lines: [string, string, string][], countHead?: string): string =>
  `<div class="summary"><h3>${title}</h3><table>${
    countHead ? `<tr><th></th><th class="r">${countHead}</th><th class="r">Amount</th></tr>` : ''
  }${lines.map(([l, n, v]) => `<tr><td>${l}</td><td class="r">${n}</td><td class="r">${v}</td></tr>`).join('')}</table></div>`;

// ---- text blocks ----

export const REG_E = `<p><b>In case of errors or questions about your electronic transfers:</b> Telephone us at the number
printed on this statement or write us at the address shown as soon as you can, if you think your statement or receipt
is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no
later than 60 days after we sent you the FIRST statement on which the problem or error appeared. (1) Tell us your name
and account number (if any). (2) Describe the error or the transfer you are unsure about, and explain as clearly as you
can why you believe it is an error or why you need more information. (3) Tell us the dollar amount of the suspected
error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days to
do this, we will provisionally credit your account for the amount you think is in error, so that you will have the use
of the money during the time it takes us to complete our investigation. For business accounts, the time limits and
procedures of your deposit agreement apply instead.</p>`;

export const BALANCING = `<p><b>Balancing your account.</b> Compare the deposits and withdrawals shown on this statement with
your register. List any deposits not shown on this statement and any outstanding checks and withdrawals. Add the
deposits not shown to the ending balance on this statement and subtract the outstanding items; the result should agree
with your register balance. Checks are listed in numerical order; an asterisk next to a check number indicates a break
in the sequence of checks paid. Overdraft and returned item fees are described in the fee schedule for your account.</p>`;

export const disclosurePage = (bank: string, legal: string): string =>
  `<div class="disclosure"><h2>Important Information About Your ${bank} Account</h2>${REG_E}${BALANCING}
<p><b>Notice about electronic check conversion.</b> When you provide a check as payment, you authorize us either to use
information from your check to make a one-time electronic fund transfer from your account or to process the payment as
a check transaction. Funds may be withdrawn from your account as soon as the same day we receive your payment.</p>
<p><b>Privacy.</b> ${legal} respects your privacy. Federal law gives you the right to limit some but not all sharing of
your information. Please read our privacy notice, available at any branch, to learn how we collect, share and protect
your personal information.</p>
<p>Deposit products offered by ${legal}. Member FDIC. Equal Housing Lender.</p></div>`;

export const CSS = `
@page { size: Letter; margin: 0.75in 0.55in 0.7in 0.55in; }
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 8.6pt; color: #111; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.logo { font-size: 19pt; font-weight: bold; letter-spacing: 0.5px; }
.ret { font-size: 7pt; margin-top: 4px; }
.mail { margin: 26px 0 18px 40px; line-height: 1.35; font-size: 9pt; }
.acct { border: 1px solid #999; padding: 6px 10px; min-width: 240px; line-height: 1.45; }
.acct b { display: inline-block; min-width: 110px; }
h2 { font-size: 12pt; margin: 14px 0 6px; }
h3 { font-size: 9.6pt; margin: 12px 0 4px; }
h3.sec { border-bottom: 1.2px solid #333; padding-bottom: 2px; display: flex; }
h3.sec .sp { flex: 1; }
.summary table { border-collapse: collapse; min-width: 55%; }
.summary td, .summary th { padding: 2px 10px 2px 0; }
table.led, table.chk { width: 100%; border-collapse: collapse; }
table.led th, table.chk th { text-align: left; border-bottom: 1px solid #555; padding: 3px 4px; font-size: 8pt; }
table.led td, table.chk td { padding: 2px 4px; vertical-align: top; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
.r { text-align: right; white-space: nowrap; width: 1%; }
.n { white-space: nowrap; width: 1%; }
.d { width: 60%; }
tr.b td { font-weight: bold; }
tr.tot td { border-top: 1px solid #555; }
tr.grp td { font-weight: bold; padding-top: 6px; }
.gutter { width: 18px; }
table.strip td { white-space: nowrap; }
.tline { display: flex; justify-content: space-between; font-weight: bold; border-top: 1px solid #555; padding: 2px 4px; }
.note { font-size: 7.2pt; margin-top: 3px; }
.small { font-size: 7pt; line-height: 1.3; color: #222; }
.promo { border: 1px solid #bbb; background: #f4f4f4; padding: 6px 10px; margin: 10px 0; }
.disclosure { break-before: page; break-after: page; font-size: 7.4pt; line-height: 1.35; }
.pb { break-before: page; }
`;
