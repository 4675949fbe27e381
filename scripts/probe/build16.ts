// One builder for the sixteenth set's statements (layout16.ts, engine16.ts): a masthead and summary per account, then
// either a combined ledger or sections with totals, then checks 3-up, daily balances, fee tables, check images and
// notice pages where the bank's configuration puts them. Each bank in statements16.ts is a configuration of it.
import { type Account, type Row, closing, totals } from './model.ts';
import type { MoneyFmt } from './render.ts';
import { type Cell, type Line, Doc, L, grid, ruled, section } from './engine16.ts';
import {
  type Built,
  type Cols,
  type Fmt,
  DISCLOSURE,
  checkHeads,
  checkImages,
  checkLines,
  dailyHeads,
  dailyLines,
  feeSchedule,
  heads,
  m,
  odTable,
  paragraphs,
  rowItems,
} from './layout16.ts';

export interface Sec {
  title: string;
  pick: (r: Row) => boolean;
  total: string; // "Total deposits and other credits"
  kind?: 'rows' | 'checks3';
}

export interface Cfg {
  f: Fmt;
  top: number;
  head: (n: number) => Line[];
  foot?: (n: number, N: number) => Cell[];
  masthead: Line[];
  summary: (a: Account, i: number) => Line[]; // each account's summary block
  title: (a: Account, i: number) => string; // the activity heading
  cont: string | null; // appended to the heading on continued pages; null: no heading on continued pages
  repeatHeads: boolean;
  names: Partial<Record<keyof Cols, string>>;
  cols: Cols;
  ledger: 'combined' | Sec[];
  bal: 'every' | 'day-end' | 'none';
  balFmt?: MoneyFmt;
  debitSigned?: boolean;
  forward?: string;
  subtotal?: string;
  openingRow?: string;
  closingRow?: string;
  totals?: string; // combined ledger: a totals line with the credits and debits
  daily?: { k: 2 | 3 | 4; title: string; calendar?: boolean; cont?: string };
  checkOrder?: 'nda' | 'nad';
  od?: { prior: [number, number]; title: string };
  images?: { title: string; caption: (r: Row) => string; afterPage?: number; payor: string[] };
  notices?: { afterPage: number; kind: 'disclosure' | 'fees'; title: string }[];
  newPageForSecond?: boolean; // a second account on a new page (otherwise mid-page)
  start: string;
  end: string;
}

export function build(accounts: Account[], c: Cfg): Built {
  const doc = new Doc({ top: c.top, bottom: 44, head: c.head });
  const f = c.f;
  for (const l of c.masthead) doc.put(l);
  const colHead = (): Line =>
    heads(
      f.lh + 1,
      (Object.keys(c.names) as (keyof Cols)[])
        .filter((k) => c.cols[k] !== undefined)
        .map((k) => ({ x: c.cols[k]!, t: c.names[k]!, right: !['date', 'check', 'desc'].includes(k) })),
    );
  const secTitle = (t: string): Line => L(f.lh + 7, { x: 36, t, b: true, size: f.size + 2 });
  accounts.forEach((a, i) => {
    if (i > 0) {
      if (c.newPageForSecond) doc.newPage();
      else doc.gap(16);
    }
    doc.block(c.summary(a, i));
    doc.gap(8);
    const title = c.title(a, i);
    const cont = (t: string): Line[] => [
      ...(c.cont !== null ? [secTitle(`${t}${c.cont}`)] : []),
      ...(c.repeatHeads ? [colHead()] : []),
    ];
    const sub = c.subtotal
      ? (cr: number, db: number): Line =>
          ruled(
            L(
              f.lh + 2,
              { x: c.cols.desc, t: c.subtotal!, b: true },
              ...(c.cols.amount !== undefined
                ? [{ x: c.cols.amount, t: m(cr + db, f.amt), right: true, b: true }]
                : [
                    { x: c.cols.credit!, t: m(cr, f.amt), right: true, b: true },
                    { x: c.cols.debit!, t: m(db, f.amt), right: true, b: true },
                  ]),
            ),
          )
      : undefined;
    const fwd = c.forward
      ? (bal: number): Line =>
          L(
            f.lh,
            { x: c.cols.desc, t: c.forward!, b: true },
            { x: c.cols.bal!, t: m(bal, c.balFmt ?? f.amt), right: true },
          )
      : undefined;
    if (c.ledger === 'combined') {
      const items = rowItems(a, a.rows, c.cols, f, c.bal, { debitSigned: c.debitSigned, balFmt: c.balFmt });
      if (c.openingRow)
        items.unshift({
          lines: [
            L(
              f.lh,
              { x: c.cols.desc, t: c.openingRow },
              { x: c.cols.bal!, t: m(a.opening, c.balFmt ?? f.amt), right: true },
            ),
          ],
        });
      const t = totals(a.rows);
      const tail: Line[] = [];
      if (c.closingRow)
        tail.push(
          L(
            f.lh,
            { x: c.cols.desc, t: c.closingRow },
            { x: c.cols.bal!, t: m(closing(a), c.balFmt ?? f.amt), right: true },
          ),
        );
      if (c.totals)
        tail.push(
          ruled(L(1)),
          L(
            f.lh + 2,
            { x: c.cols.desc, t: c.totals, b: true },
            { x: c.cols.credit!, t: m(t.credits, { ...f.amt, dollar: true }), right: true, b: true },
            {
              x: c.cols.debit!,
              t: m(c.debitSigned ? -t.debits : t.debits, { ...f.amt, dollar: true }),
              right: true,
              b: true,
            },
          ),
        );
      section(
        doc,
        {
          title: [secTitle(title), colHead()],
          cont: cont(title),
          subtotal: sub,
          forward: fwd,
          opening: a.opening,
          tail,
        },
        items,
      );
    } else {
      for (const s of c.ledger) {
        const rows = a.rows.filter(s.pick);
        if (!rows.length) continue;
        const sum = rows.reduce((x, r) => x + Math.abs(r.cents), 0);
        const tail = [
          ruled(L(1)),
          L(
            f.lh + 2,
            { x: c.cols.desc, t: s.total, b: true },
            { x: c.cols.amount ?? 520, t: m(sum, { ...f.amt, dollar: true }), right: true, b: true },
          ),
        ];
        if (s.kind === 'checks3') {
          const hd = checkHeads(40, 178, f.lh + 1, c.checkOrder);
          grid(
            doc,
            [secTitle(s.title), hd],
            cont(s.title)
              .slice(0, c.cont !== null ? 1 : 0)
              .concat(c.repeatHeads ? [hd] : []),
            checkLines(rows, 40, 178, f, c.checkOrder),
            [
              ruled(L(1)),
              L(
                f.lh + 2,
                { x: 40, t: `${s.total} (${rows.length})`, b: true },
                { x: 574, t: m(sum, { ...f.amt, dollar: true }), right: true, b: true },
              ),
              L(f.lh, { x: 40, t: '* Indicates a break in check number sequence', size: f.size - 1 }),
            ],
          );
        } else {
          const items = rowItems(a, rows, c.cols, f, 'none');
          section(doc, { title: [secTitle(s.title), colHead()], cont: cont(s.title), subtotal: sub, tail }, items);
        }
        doc.gap(8);
      }
    }
    doc.gap(8);
    if (c.daily && (i === 0 || a.rows.length > 30)) {
      const w = c.daily.k === 2 ? 250 : c.daily.k === 3 ? 178 : 134;
      const hd = dailyHeads(c.daily.k, 40, w, f.lh + 1);
      const lines = dailyLines(a, c.daily.k, 40, w, f, c.daily.calendar ? { start: c.start, end: c.end } : undefined);
      grid(
        doc,
        [secTitle(c.daily.title), hd],
        [secTitle(`${c.daily.title}${c.daily.cont ?? c.cont ?? ''}`), hd],
        lines,
      );
      doc.gap(8);
    }
    if (c.od && i === 0) doc.block(odTable(a.rows, 40, f.lh, f, c.od.prior[0], c.od.prior[1], c.od.title));
  });
  const built: Built = { doc, top: c.top, foot: c.foot, insert: [] };
  if (c.images) {
    const checks = accounts[0].rows.filter((r) => r.check);
    const idoc = new Doc({ top: c.top, bottom: 44, head: () => c.head(99) });
    idoc.pages = [];
    checkImages(
      idoc,
      checks,
      [L(f.lh + 8, { x: 36, t: c.images.title, b: true, size: f.size + 2 })],
      c.images.caption,
      c.images.payor,
    );
    if (c.images.afterPage === undefined) doc.pages.push(...idoc.pages);
    else built.insert!.push({ at: c.images.afterPage, pages: idoc.pages });
  }
  for (const n of c.notices ?? []) {
    const nd = new Doc({ top: c.top, bottom: 44, head: () => c.head(99) });
    nd.put(L(f.lh + 10, { x: 36, t: n.title, b: true, size: f.size + 3 }));
    const body =
      n.kind === 'fees' ? feeSchedule(48, f.lh + 2, f.size) : paragraphs(DISCLOSURE, 118, 40, f.lh + 1, f.size);
    for (const l of body) nd.put(l);
    if (n.kind === 'fees') for (const l of paragraphs(DISCLOSURE.slice(3), 118, 40, f.lh + 1, f.size)) nd.put(l);
    built.insert!.push({ at: n.afterPage, pages: nd.pages });
  }
  return built;
}

/** A masthead: the bank and its return address on the left, the customer below, a box of account facts at the right. */
export function masthead(
  bank: string,
  size: number,
  ret: string[],
  customer: string[],
  box: [string, string][],
  fdic: string,
): Line[] {
  const lines: Line[] = [L(24, { x: 40, t: bank, b: true, size })];
  const n = Math.max(ret.length + customer.length + 2, box.length);
  const left = [...ret, '', '', ...customer];
  for (let i = 0; i < n; i++) {
    const cells: Cell[] = [];
    if (left[i]) cells.push({ x: 40, t: left[i], size: i < ret.length ? 6.8 : 8.4 });
    if (box[i])
      cells.push({ x: 350, t: box[i][0], size: 7.6, b: true }, { x: 574, t: box[i][1], size: 7.6, right: true });
    lines.push(L(11, ...cells));
  }
  lines.push(L(10, { x: 40, t: fdic, size: 6.3 }), ruled(L(4)));
  return lines;
}

/** A summary block: label / value lines (a count column optional). */
export function summary(title: string, rows: [string, string, string?][], size: number, x = 40, vx = 330): Line[] {
  return [
    L(17, { x, t: title, b: true, size: size + 2 }),
    ...rows.map(([k, v, n]) =>
      L(11, { x, t: k, size }, ...(n ? [{ x: vx - 110, t: n, right: true, size }] : []), {
        x: vx,
        t: v,
        right: true,
        size,
      }),
    ),
  ];
}

export { totals, closing };
