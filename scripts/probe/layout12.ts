// The twelfth probe set's statement layouts: ordinary US statements (a summary with totals and counts, sections or
// a running-balance ledger, checks paid two to a line, a daily balance table, a card's summary and transactions) as
// positioned cells on pages, for engine12.ts to draw. Every figure is computed from the data model (model.ts); a
// tampered copy's row prints `shown`, a misprint's summary adds `misprint` to one total.
import { type Account, type Row, closing, dailyBalances, totals, withBalances } from './model.ts';
import { printed } from './render.ts';
import { type Cell, type Page12 } from './engine12.ts';

export interface Look {
  bank: string; // the masthead
  masthead: string[]; // address lines under it
  smallPrint: string[]; // the footer, naming the legal entity
  product: string;
  customer: string[];
  start: string;
  end: string;
  date: 'MM/DD' | 'MM-DD' | 'Mon D' | 'MM/DD/YY';
  ledger: 'sections' | 'running';
  dollar?: '$' | '$ '; // a `$` on the summary's figures, `$ ` spaced as an engine pads it
  minus?: string; // the sign a debit prints with in the running ledger and summary ('-', U+2212, an en dash)
  words?: (s: string) => string; // how headings and descriptions are set (ligatures, non-breaking spaces)
  size?: 'letter' | 'legal' | 'mixed'; // mixed: the first page legal, the rest letter
  rotateDaily?: boolean; // the daily balances on a landscape page stored upright with /Rotate 90
  misprint?: { line: 'credits' | 'debits'; cents: number };
  perPage?: number; // body lines on a letter page
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const longDate = (iso: string): string =>
  `${MONTH[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8))}, ${iso.slice(0, 4)}`;

export function fmtDate(iso: string, f: Look['date']): string {
  const [y, mo, d] = iso.split('-');
  if (f === 'MM/DD') return `${mo}/${d}`;
  if (f === 'MM-DD') return `${mo}-${d}`;
  if (f === 'MM/DD/YY') return `${mo}/${d}/${y.slice(2)}`;
  return `${MON[Number(mo) - 1]} ${Number(d)}`;
}

export function money(c: number, o: { dollar?: string; minus?: string; signed?: boolean } = {}): string {
  const a = Math.abs(c);
  const whole = String(Math.floor(a / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const s = `${o.dollar ?? ''}${whole}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 && o.signed !== false ? `${o.minus ?? '-'}${s}` : s;
}

type Proto = Omit<Cell, 'y' | 'blk'>;
interface Line {
  cells: Proto[];
  blk: Cell['blk'];
  gap?: number; // leading above the line
  colHead?: boolean;
  section?: string; // the heading to repeat, with its column titles, when the section runs onto the next page
}

const R = 572; // the right margin

export const X4 = (a: Account): string => `XXXXXX${a.number.slice(-4)}`;

/** Lays the accounts out as a statement: masthead, customer, summary, sections or ledger, daily balances. */
export function layout(L: Look, accounts: Account[]): Page12[] {
  const w = (s: string): string => (L.words ? L.words(s) : s);
  const d = (iso: string): string => fmtDate(iso, L.date);
  const mm = (c: number): string => money(c, { dollar: L.dollar, minus: L.minus });
  const plain = (c: number): string => money(c, { minus: L.minus });
  const lines: Line[] = [];
  const text = (s: string, o: Partial<Proto> = {}, blk: Cell['blk'] = 'body', gap = 0): void => {
    lines.push({ cells: [{ x: 40, s, role: 'text', ...o }], blk, gap });
  };
  const heading = (s: string, gap = 10): void => text(w(s), { bold: true, size: 9.5, role: 'label' }, 'body', gap);

  L.customer.forEach((s, i) => text(s, { size: 9 }, 'head', i ? 0 : 4));
  for (const a of accounts) {
    const t = totals(a.rows);
    const card = a.type === 'credit_card';
    const checks = a.rows.filter((r) => r.kind === 'check');
    const ckSum = checks.reduce((s, r) => s - r.cents, 0);
    const neg = L.minus ?? '-';
    const signed = (sign: string, v: number): string => (v ? `${sign}${mm(v)}` : mm(0)); // a zero total carries no sign
    const mis = (k: 'credits' | 'debits'): number => (L.misprint?.line === k ? L.misprint.cents : 0);
    lines.push({
      cells: [
        { x: 40, s: w(`${a.label}`), bold: true, size: 11, role: 'label' },
        { x: R, s: `Account Number: ${card ? `XXXX XXXX XXXX ${a.number.slice(-4)}` : X4(a)}`, right: true, size: 9 },
      ],
      blk: 'summary',
      gap: 16,
    });
    const sum = (label: string, v: string, count?: number, bold = false): void => {
      lines.push({
        cells: [
          { x: 52, s: w(label), role: 'label', bold },
          ...(count !== undefined ? [{ x: 380, s: String(count), right: true, role: 'amt' as const }] : []),
          { x: 480, s: v, right: true, role: 'amt', bold },
        ],
        blk: 'summary',
      });
    };
    text(w(card ? 'Account Summary' : 'Summary of Account Activity'), { bold: true, size: 9.5 }, 'summary', 6);
    if (card) {
      const by = (k: string): Row[] => a.rows.filter((r) => r.kind === k);
      const s = (rs: Row[]): number => rs.reduce((x, r) => x + Math.abs(r.cents), 0);
      sum('Previous Balance', mm(a.opening));
      sum('Payments', signed('-', s(by('payment'))));
      sum('Other Credits', signed('-', s(by('refund'))));
      sum('Purchases', signed('+', s(by('purchase')) + mis('debits')));
      sum('Fees Charged', signed('+', s(by('cc_fee'))));
      sum('Interest Charged', signed('+', s(by('cc_interest'))));
      sum('New Balance', mm(closing(a)), undefined, true);
      sum('Minimum Payment Due', mm(Math.max(3500, Math.round(closing(a) * 0.02))));
      sum('Payment Due Date', longDate(addDays(L.end, 25)));
    } else {
      sum(`Beginning Balance on ${longDate(L.start)}`, mm(a.opening), undefined, true);
      sum('Deposits and Other Credits', signed('+', t.credits + mis('credits')), t.creditCount);
      if (checks.length) sum('Checks Paid', signed(neg, ckSum), checks.length);
      sum('Withdrawals and Other Debits', signed(neg, t.debits - ckSum + mis('debits')), t.debitCount - checks.length);
      sum(`Ending Balance on ${longDate(L.end)}`, mm(closing(a)), undefined, true);
    }

    const row = (r: Row, cells: Proto[]): void => {
      void r;
      lines.push({ cells, blk: 'body' });
    };
    const section = (title: string, rows: Row[], sign: 1 | -1, total: string): void => {
      if (!rows.length) return;
      heading(title);
      const head: Line = {
        cells: [
          { x: 40, s: 'Date', bold: true, role: 'label' },
          { x: 90, s: 'Description', bold: true, role: 'label' },
          { x: R, s: 'Amount', bold: true, right: true, role: 'label' },
        ],
        blk: 'body',
        colHead: true,
        section: title,
      };
      lines.push(head);
      for (const r of rows)
        row(r, [
          { x: 40, s: d(r.date), role: 'date' },
          { x: 90, s: w(r.desc), role: 'desc' },
          { x: R, s: money(sign * printed(r), { minus: L.minus }), right: true, role: 'amt' },
        ]);
      lines.push({
        cells: [
          { x: 90, s: w(total), bold: true, role: 'label' },
          {
            x: R,
            s: mm(rows.reduce((x, r) => x + Math.abs(r.cents), 0)),
            right: true,
            bold: true,
            role: 'amt',
          },
        ],
        blk: 'body',
        gap: 2,
      });
    };

    if (card) {
      section(
        'Payments and Other Credits',
        a.rows.filter((r) => r.cents > 0),
        -1,
        'Total Payments and Other Credits',
      );
      section(
        'Purchases and Adjustments',
        a.rows.filter((r) => r.kind === 'purchase'),
        -1,
        'Total Purchases and Adjustments',
      );
      section(
        'Fees Charged',
        a.rows.filter((r) => r.kind === 'cc_fee'),
        -1,
        'Total Fees Charged This Period',
      );
      section(
        'Interest Charged',
        a.rows.filter((r) => r.kind === 'cc_interest'),
        -1,
        'Total Interest Charged This Period',
      );
      continue;
    }
    if (L.ledger === 'running') {
      heading('Account Activity');
      lines.push({
        cells: [
          { x: 40, s: 'Date', bold: true, role: 'label' },
          { x: 82, s: 'Description', bold: true, role: 'label' },
          { x: 420, s: 'Withdrawals', bold: true, right: true, role: 'label' },
          { x: 492, s: 'Deposits', bold: true, right: true, role: 'label' },
          { x: R, s: 'Balance', bold: true, right: true, role: 'label' },
        ],
        blk: 'body',
        colHead: true,
        section: 'Account Activity',
      });
      lines.push({
        cells: [
          { x: 40, s: d(L.start), role: 'date' },
          { x: 82, s: w('Beginning Balance'), role: 'desc' },
          { x: R, s: plain(a.opening), right: true, role: 'bal' },
        ],
        blk: 'body',
      });
      for (const { row: r, balance } of withBalances(a)) {
        if (r.hidden) continue;
        const p = printed(r);
        row(r, [
          { x: 40, s: d(r.date), role: 'date' },
          { x: 82, s: w(r.desc), role: 'desc' },
          ...(p < 0
            ? [{ x: 420, s: L.minus ? money(p, { minus: L.minus }) : money(-p), right: true, role: 'amt' as const }]
            : []),
          ...(p > 0 ? [{ x: 492, s: money(p), right: true, role: 'amt' as const }] : []),
          { x: R, s: plain(balance), right: true, role: 'bal' },
        ]);
      }
      lines.push({
        cells: [
          { x: 82, s: w('Ending Balance'), bold: true, role: 'label' },
          { x: R, s: plain(closing(a)), right: true, bold: true, role: 'bal' },
        ],
        blk: 'body',
      });
    } else {
      section(
        'Deposits and Other Credits',
        a.rows.filter((r) => r.cents > 0),
        1,
        'Total Deposits and Other Credits',
      );
      if (checks.length) {
        heading('Checks Paid');
        const ckHead: Proto[] = [];
        for (const x of [40, 310])
          ckHead.push(
            { x, s: 'Check No.', bold: true, role: 'label' },
            { x: x + 70, s: 'Date Paid', bold: true, role: 'label' },
            { x: x + 220, s: 'Amount', bold: true, right: true, role: 'label' },
          );
        lines.push({ cells: ckHead, blk: 'body', colHead: true, section: 'Checks Paid' });
        const sorted = [...checks].sort((p, q) => (p.check ?? 0) - (q.check ?? 0));
        for (let i = 0; i < sorted.length; i += 2) {
          const cells: Proto[] = [];
          sorted.slice(i, i + 2).forEach((r, j) => {
            const x = j ? 310 : 40;
            const gap = (sorted[i + j - 1]?.check ?? (r.check ?? 0) - 1) !== (r.check ?? 0) - 1 && i + j > 0;
            cells.push(
              { x, s: `${r.check}${gap ? '*' : ''}`, role: 'ref' },
              { x: x + 70, s: d(r.date), role: 'date' },
              { x: x + 220, s: money(-printed(r)), right: true, role: 'amt' },
            );
          });
          lines.push({ cells, blk: 'body' });
        }
        text('* Indicates a break in check number sequence', { size: 7 }, 'body', 2);
        lines.push({
          cells: [
            { x: 90, s: w('Total Checks Paid'), bold: true, role: 'label' },
            { x: R, s: mm(ckSum), right: true, bold: true, role: 'amt' },
          ],
          blk: 'body',
        });
      }
      section(
        'Withdrawals and Other Debits',
        a.rows.filter((r) => r.cents < 0 && r.kind !== 'check'),
        1,
        'Total Withdrawals and Other Debits',
      );
    }
    // the daily balance table, three date / balance pairs to a line
    const daily = dailyBalances(a);
    if (!L.rotateDaily) {
      heading('Daily Balance Summary');
      const hc: Proto[] = [];
      for (const x of [40, 220, 400])
        hc.push(
          { x, s: 'Date', bold: true, role: 'label' },
          { x: x + 150, s: 'Balance', bold: true, right: true, role: 'label' },
        );
      lines.push({ cells: hc, blk: 'body', colHead: true, section: 'Daily Balance Summary' });
      for (let i = 0; i < daily.length; i += 3)
        lines.push({
          cells: daily.slice(i, i + 3).flatMap((x, j) => [
            { x: [40, 220, 400][j], s: d(x.date), role: 'date' as const },
            { x: [40, 220, 400][j] + 150, s: plain(x.balance), right: true, role: 'bal' as const },
          ]),
          blk: 'body',
        });
    }
  }
  const pages = paginate(L, accounts, lines);
  if (L.rotateDaily)
    for (const a of accounts.filter((x) => x.type !== 'credit_card')) pages.push(dailyPage(L, a, pages.length));
  return finish(L, accounts, pages);
}

function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** The daily balances on a landscape sheet (a /Rotate 90 page): date, balance, in five pairs to a line. */
function dailyPage(L: Look, a: Account, _n: number): Page12 {
  const cells: Cell[] = [];
  const W = 792;
  const H = 612;
  cells.push({ x: 40, y: H - 50, s: `${L.bank}`, bold: true, size: 13, blk: 'head' });
  cells.push({ x: 40, y: H - 80, s: `Daily Balance Summary  ${X4(a)}`, bold: true, size: 10, blk: 'body' });
  const daily = dailyBalances(a);
  let y = H - 100;
  for (const x of [40, 190, 340, 490, 640]) {
    cells.push({ x, y, s: 'Date', bold: true, blk: 'body', role: 'label' });
    cells.push({ x: x + 120, y, s: 'Balance', bold: true, right: true, blk: 'body', role: 'label' });
  }
  for (let i = 0; i < daily.length; i += 5) {
    y -= 12;
    daily.slice(i, i + 5).forEach((b, j) => {
      const x = [40, 190, 340, 490, 640][j];
      cells.push({ x, y, s: fmtDate(b.date, L.date), blk: 'body', role: 'date' });
      cells.push({ x: x + 120, y, s: money(b.balance), right: true, blk: 'body', role: 'bal' });
    });
  }
  return { w: W, h: H, cells, rotate: true };
}

function paginate(L: Look, accounts: Account[], lines: Line[]): Page12[] {
  const pages: Page12[] = [];
  const size = (i: number): [number, number] =>
    L.size === 'legal' || (L.size === 'mixed' && i === 0) ? [612, 1008] : [612, 792];
  let [pw, ph] = size(0);
  let cells: Cell[] = [];
  let y = ph - 130;
  let section: Line | undefined;
  const newPage = (): void => {
    pages.push({ w: pw, h: ph, cells });
    [pw, ph] = size(pages.length);
    cells = [];
    y = ph - 118;
    if (section) {
      // the section's column titles repeat at the top of the continuation page (with its heading above them)
      for (const c of section.cells) cells.push({ ...c, y, blk: 'body', colHead: true });
      y -= 11;
    }
  };
  for (const ln of lines) {
    if (ln.colHead) section = ln;
    else if (ln.cells[0]?.role === 'label' && ln.cells[0].size === 9.5) section = undefined;
    y -= ln.gap ?? 0;
    // a heading keeps its column titles and first rows with it
    const heading = ln.cells[0]?.size === 9.5 || ln.cells[0]?.size === 11;
    if (y < 80 || (heading && y < 125)) {
      if (heading) section = undefined;
      newPage();
    }
    for (const c of ln.cells) cells.push({ ...c, y, blk: ln.blk });
    y -= ln.cells.some((c) => (c.size ?? 8) > 9.6) ? 15 : 11;
  }
  pages.push({ w: pw, h: ph, cells });
  void accounts;
  return pages;
}

/** The masthead, the period, the page number and the footer's small print on every page. */
function finish(L: Look, accounts: Account[], pages: Page12[]): Page12[] {
  const a = accounts[0];
  const n = pages.length;
  pages.forEach((p, i) => {
    if (p.rotate) {
      p.cells.push({ x: 752, y: 40, s: `Page ${i + 1} of ${n}`, right: true, size: 7, blk: 'foot' });
      return;
    }
    const H = p.h;
    const fixed: Cell[] = [
      { x: 40, y: H - 50, s: L.bank, bold: true, size: 16, blk: 'head', fixed: true },
      ...L.masthead.map((s, k) => ({ x: 40, y: H - 64 - 9 * k, s, size: 7.5, blk: 'head' as const, fixed: true })),
      ...L.smallPrint.map((s, k) => ({ x: 40, y: 46 - 9 * k, s, size: 6.5, blk: 'foot' as const, fixed: true })),
    ];
    const per: Cell[] = [
      { x: R, y: H - 50, s: L.product, bold: true, size: 10, right: true, blk: 'head' },
      {
        x: R,
        y: H - 64,
        s: `Statement Period ${fmtDate(L.start, 'MM/DD/YY')} - ${fmtDate(L.end, 'MM/DD/YY')}`,
        right: true,
        size: 8,
        blk: 'head',
      },
      {
        x: R,
        y: H - 74,
        s: `Account ${a.type === 'credit_card' ? `ending in ${a.number.slice(-4)}` : X4(a)}`,
        right: true,
        size: 8,
        blk: 'head',
      },
      { x: R, y: 46, s: `Page ${i + 1} of ${n}`, right: true, size: 7, blk: 'foot' },
    ];
    p.cells.unshift(...fixed, ...per);
  });
  return pages;
}
