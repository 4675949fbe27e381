// What the eleventh probe set adds to the set 6, 9 and 10 line layouts (lines6.ts, lines9.ts, lines10.ts): a
// ledger printed newest first, descriptions that wrap above the line carrying the date and the amount, the
// `Overdraft and Returned Item Fees` table (this period and year to date), merchant-cash-advance daily debits, NSF
// and returned items, dates like `05APR`, amounts with a trailing minus or `CR`/`DR`, day-first and decimal-comma
// amounts (Germany), amounts without minor units (Japan), and a pdf-lib producer that can write the masthead one
// glyph at a time in a font of its own and draw a landscape page rotated on a portrait sheet (/Rotate 90).
// Every figure the truth holds still comes from the model (model.ts); year-to-date fee figures are drawn from a
// seed and enter no truth value.
import { PDFDocument, type PDFFont, StandardFonts, degrees, rgb } from 'pdf-lib';
import { MONTHS } from '../generator/calendar.ts';
import { type Account, type Row, businessDays, closing, openingForFloor, rng, sum } from './model.ts';
import { type Spec2 } from './page2.ts';
import { type Cell, type Pager, Pager as PagerClass } from './render2.ts';
import { headLine } from './lines3.ts';
import { type Line, type Out, c, produce, put } from './lines6.ts';
import { type AmtF, type Col10, type Fmt10, type Table10, items10 } from './lines10.ts';
import { postOrder } from './rows2.ts';

const two = (n: number): string => String(n).padStart(2, '0');
const parts = (iso: string): [number, number, number] => iso.split('-').map(Number) as [number, number, number];

/** "05APR" */
export const ddMONnoSpace = (iso: string): string => {
  const [, m, d] = parts(iso);
  return `${two(d)}${MONTHS[m - 1].slice(0, 3).toUpperCase()}`;
};
/** "07.04.2026" */
export const dotted = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${two(d)}.${two(m)}.${y}`;
};
/** "2026/04/07" */
export const slashYmd = (iso: string): string => iso.replace(/-/g, '/');
/** "07-ABR-26" (Spanish month abbreviations) */
const MES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
export const ddMesYy = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${two(d)}-${MES[m - 1]}-${String(y).slice(2)}`;
};

const grouped = (whole: number, sep: string): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
/** German amounts: "1.234,56", negatives with a trailing minus when `signed` ("1.234,56-"). */
export const eur =
  (signed = false): AmtF =>
  (n) => {
    const a = Math.abs(n);
    const s = `${grouped(Math.floor(a / 100), '.')},${two(a % 100)}`;
    return signed && n < 0 ? `${s}-` : s;
  };
/** Whole yen (the model's cents are always whole hundreds here): "1,234,567", negatives "-1,234,567". */
export const yen =
  (mark = ''): AmtF =>
  (n) => {
    if (Math.abs(n) % 100) throw new Error(`yen amount with minor units: ${n}`);
    return `${n < 0 ? '-' : ''}${mark}${grouped(Math.abs(n) / 100, ',')}`;
  };
/** US amounts with a trailing minus: "1,234.56-". */
export const trailing: AmtF = (n) => {
  const a = Math.abs(n);
  return `${grouped(Math.floor(a / 100), ',')}.${two(a % 100)}${n < 0 ? '-' : ''}`;
};
/** US amounts marked "CR" or "DR" after them. */
export const crdr: AmtF = (n) => {
  const a = Math.abs(n);
  return `${grouped(Math.floor(a / 100), ',')}.${two(a % 100)} ${n < 0 ? 'DR' : 'CR'}`;
};

export interface Fmt11 extends Fmt10 {
  wrapAbove?: boolean; // a wrapped description starts on the lines above the one with the date and the amounts
}
export interface Table11 extends Table10 {
  newestFirst?: boolean; // the ledger printed from the last posting to the first (closing line on top)
}

/** A titled table of rows over pages (table10's), oldest or newest first, descriptions wrapped above or below. */
export function table11(
  p: Pager<Line>,
  title: string,
  a: Account,
  rows: Row[],
  cols: Col10[],
  f: Fmt11,
  o: Table11 = {},
): void {
  if (!rows.filter((r) => !r.hidden).length) return;
  const bx = cols.find((x) => x.key === 'balance');
  const dx = cols.find((x) => x.key === 'desc')!.x;
  const balF = f.bal ?? f.amt;
  const balLine = (label: string, n: number): Line => [
    c(dx, label, { bold: true }),
    ...(bx ? [c(bx.x, balF(n), { right: bx.right })] : []),
  ];
  const head = (cont: boolean): Line[] => [
    [
      c(cols[0].x, `${title}${cont ? (o.continued ?? ' (continued)') : ''}`, { bold: true }),
      ...(o.right && !cont ? [c(cols[cols.length - 1].x, o.right, { right: true, bold: true })] : []),
    ],
    headLine(cols as never),
  ];
  let its = items10(a, o.newestFirst ? [...rows].reverse() : rows, cols, f);
  if (f.wrapAbove)
    its = its.map((it) => {
      if (it.lines.length < 2) return it;
      const [main, ...more] = it.lines;
      const desc = main.find((x) => x.x === dx && !x.right)!;
      const rest = main.filter((x) => x !== desc);
      return { ...it, lines: [[desc], ...more.slice(0, -1), [...more[more.length - 1], ...rest]] };
    });
  if (!p.room(6)) p.newPage();
  p.put(head(false));
  const first = o.newestFirst ? o.closing : o.opening;
  if (first) p.put([balLine(first, o.newestFirst ? closing(a) : a.opening)]);
  let bal = a.opening;
  const foot = o.carried && !o.newestFirst ? 1 : 0;
  for (const it of its) {
    if (!p.room(it.lines.length + foot)) {
      if (foot) p.put([balLine(o.carried!, bal)]);
      p.newPage();
      p.put(head(true));
      if (o.brought && !o.newestFirst) p.put([balLine(o.brought, bal)]);
    }
    p.put(it.lines);
    bal = it.bal!;
  }
  const close: Line[] = [];
  const last = o.newestFirst ? o.opening : o.closing;
  if (last) close.push(balLine(last, o.newestFirst ? a.opening : closing(a)));
  if (o.total) {
    const at = cols.find((x) => x.key === (o.totalAt ?? 'amount')) ?? cols.find((x) => x.key === 'debit')!;
    close.push([
      c(dx, o.total, { bold: true }),
      c(at.x, (o.totalFmt ?? f.amt)(sum(rows) + (o.misprint ?? 0)), { right: at.right, bold: true }),
    ]);
  }
  if (!p.room(close.length + 1)) {
    p.newPage();
    p.put(head(true));
  }
  p.put([...close, []]);
}

// ---------------------------------------------------------------- rows a lender looks for

const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));

/** A merchant cash advance's fixed debit on every business day from `from` on: "DEBIT IRONWOOD CAPITAL ...". */
export function mcaDaily(rows: Row[], from: string, end: string, desc: (iso: string) => string, cents: number): Row[] {
  const days = businessDays(from, end);
  return postOrder([...rows, ...days.map((d): Row => ({ date: d, desc: desc(d), cents: -cents, kind: 'mca' }))]);
}

/** "260407" from "2026-04-07" (an ACH effective date inside a description). */
export const yymmdd = (iso: string): string => iso.slice(2).replace(/-/g, '');

export interface OdFees {
  rows: Row[];
  opening: number;
  od: Row[]; // the overdraft item fees
  nsf: Row[]; // the returned (NSF) item fees
}

/**
 * Overdraft item fees on the first `maxOd` days the balance ends below zero, and an NSF returned-item fee (the item
 * itself returned unpaid, so it never posts) on the day after the lowest balance; the lowest running balance is
 * `floor` (negative: the account is overdrawn part of the month).
 */
export function overdraftFees(
  rows: Row[],
  floor: number,
  o: { od?: number; nsf?: number; maxOd?: number; odDesc?: string; nsfDesc?: string[] } = {},
): OdFees {
  const odFee = o.od ?? 3500;
  const nsfFee = o.nsf ?? 3500;
  let opening = openingForFloor(rows, floor);
  const below: string[] = [];
  let bal = opening;
  let low = Infinity;
  let lowDay = rows[0].date;
  for (const x of rows) {
    bal += x.cents;
    if (bal < 0 && !below.includes(x.date)) below.push(x.date);
    if (bal < low) ((low = bal), (lowDay = x.date));
  }
  const od = below
    .slice(0, o.maxOd ?? 3)
    .map((d): Row => ({ date: d, desc: o.odDesc ?? 'OVERDRAFT ITEM FEE', cents: -odFee, kind: 'fee' }));
  const days = [...new Set(rows.map((x) => x.date))];
  const next = days[Math.min(days.indexOf(lowDay) + 1, days.length - 1)];
  const nsf = (o.nsfDesc ?? ['NSF RETURNED ITEM FEE']).map((d): Row => ({
    date: next,
    desc: d,
    cents: -nsfFee,
    kind: 'fee',
  }));
  const out = postOrder([...rows, ...od, ...nsf]);
  opening = openingForFloor(out, floor);
  return { rows: out, opening, od, nsf };
}

/** The Reg DD table: total overdraft fees and total returned item fees, this period and year to date. */
export function odFeeTable(p: Pager<Line>, f: OdFees, seed: number, money: AmtF, x2 = 400, x3 = 540): void {
  const r = rng(seed);
  const odP = sum(f.od);
  const nsfP = sum(f.nsf);
  const odY = odP + 3500 * Math.floor(r() * 6);
  const nsfY = nsfP + 3500 * Math.floor(r() * 4);
  put(p, [
    [c(40, 'Overdraft and Returned Item Fees', { bold: true })],
    [
      c(x2, 'Total for this period', { right: true, bold: true }),
      c(x3, 'Total year-to-date', { right: true, bold: true }),
    ],
    [c(40, 'Total Overdraft Fees'), c(x2, money(odP), { right: true }), c(x3, money(odY), { right: true })],
    [c(40, 'Total Returned Item Fees'), c(x2, money(nsfP), { right: true }), c(x3, money(nsfY), { right: true })],
    [],
  ]);
}

/** Transfers between two of the customer's own accounts: each leaves one and lands in the other the same day. */
export function ownTransfers(
  seed: number,
  from: Account,
  to: Account,
  n: number,
  lo: number,
  hi: number,
  desc: (dir: 'out' | 'in', other: string) => string,
  start: string,
  end: string,
): void {
  const r = rng(seed);
  const days = businessDays(start, end);
  for (let i = 0; i < n; i++) {
    const d = days[Math.floor(r() * days.length)];
    const v = Math.round(between(r, lo, hi) / 100) * 100;
    from.rows.push({ date: d, desc: desc('out', to.number.slice(-4)), cents: -v, kind: 'xfer_out' });
    to.rows.push({ date: d, desc: desc('in', from.number.slice(-4)), cents: v, kind: 'xfer_in' });
  }
  from.rows = postOrder(from.rows);
  to.rows = postOrder(to.rows);
}

// ---------------------------------------------------------------- the drawn producer

export interface Cell11 extends Cell {
  font?: 'TimesRomanBoldItalic' | 'CourierBoldOblique' | 'HelveticaBoldOblique' | 'TimesRomanItalic';
  glyphs?: boolean; // drawn one glyph per text object
  track?: number; // extra points after each glyph
}

/** A cell in a font of its own, written glyph by glyph (a logo set as text). */
export const logo = (x: number, text: string, font: Cell11['font'], size: number, track = 0.6): Cell11 => ({
  x,
  text,
  bold: true,
  size,
  font,
  glyphs: true,
  track,
});

export interface Out11 extends Out {
  rotate?: boolean; // landscape pages (792 wide) drawn rotated on a portrait sheet with /Rotate 90
}

const INK = rgb(0.07, 0.08, 0.1);

async function draw11(pages: Line[][], o: Out11, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('probe statement writer 11');
  doc.setCreationDate(new Date('2026-05-04T08:00:00Z'));
  doc.setModificationDate(new Date('2026-05-04T08:00:00Z'));
  const fam =
    o.font === 'Courier'
      ? [StandardFonts.Courier, StandardFonts.CourierBold]
      : o.font === 'Times'
        ? [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold]
        : [StandardFonts.Helvetica, StandardFonts.HelveticaBold];
  const reg = await doc.embedFont(fam[0]);
  const bld = await doc.embedFont(fam[1]);
  const extra = new Map<string, PDFFont>();
  for (const k of ['TimesRomanBoldItalic', 'CourierBoldOblique', 'HelveticaBoldOblique', 'TimesRomanItalic'] as const)
    extra.set(k, await doc.embedFont(StandardFonts[k]));
  const top = 34;
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    if (o.rotate) page.setRotation(degrees(90));
    const cells = lines.flatMap((cs, i) => (cs as Cell11[]).filter((x) => x.text).map((x) => ({ x, i })));
    if (o.order === 'columns') cells.sort((a, b) => a.x.x - b.x.x || a.i - b.i);
    if (o.order === 'head-last') cells.sort((a, b) => Number(a.i < 2) - Number(b.i < 2) || a.i - b.i);
    for (const { x: cell, i } of cells) {
      const f = cell.font ? extra.get(cell.font)! : cell.bold ? bld : reg;
      const size = cell.size ?? o.size;
      const track = cell.track ?? (cell.bold ? (o.trackBold ?? 0) : 0);
      const w = f.widthOfTextAtSize(cell.text, size) + track * [...cell.text].length;
      const v = top + i * o.lineH; // baseline, down from the top of the (displayed) page
      let u = cell.right ? cell.x - w + track : cell.x; // along the (displayed) line
      // displayed (u, v) -> page space: upright (u, 792 - v); rotated a quarter turn: (v, u), the text turned with it
      const at = (uu: number): { x: number; y: number } => (o.rotate ? { x: v, y: uu } : { x: uu, y: 792 - v });
      const opts = { size, font: f, color: INK, rotate: degrees(o.rotate ? 90 : 0) };
      if (cell.glyphs || track > 0 || o.runs === 'glyph') {
        for (const ch of cell.text) {
          if (ch !== ' ') page.drawText(ch, { ...at(u), ...opts });
          u += f.widthOfTextAtSize(ch, size) + track;
        }
      } else if (o.runs === 'word') {
        for (const m of cell.text.matchAll(/\S+/g))
          page.drawText(m[0], { ...at(u + f.widthOfTextAtSize(cell.text.slice(0, m.index), size)), ...opts });
      } else page.drawText(cell.text, { ...at(u), ...opts });
    }
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * lines6's `produce`, with this set's drawn producer for pdf-lib statements (a masthead in its own font glyph by
 * glyph, rotated landscape pages). Chromium statements print as lines6 prints them; a glyph-by-glyph masthead there
 * is one absolutely placed span per glyph.
 */
export function produce11(s: Spec2, o: Out11, body: (p: Pager<Line>) => void): Spec2 {
  if (o.producer === 'chromium') {
    return produce(s, o, (p) => {
      const q = new PagerClass<Line>(p.cap);
      body(q);
      q.pages.forEach((pg, i) => {
        if (i) p.newPage();
        p.put(
          pg.map((ln) =>
            ln.flatMap((cell) => {
              const k = cell as Cell11;
              if (!k.glyphs) return [cell];
              const size = k.size ?? o.size;
              return [...k.text].map((ch, j) => c(k.x + j * (size * 0.62 + (k.track ?? 0)), ch, { bold: true, size }));
            }),
          ),
        );
      });
    });
  }
  const right = o.rotate ? 752 : 572;
  s.pdf = () => {
    const p = new PagerClass<Line>(o.cap);
    body(p);
    const pages = p.pages.filter((pg) => pg.length);
    const out = pages
      .map((lines, i) => {
        const [l, r] = o.head(i + 1, pages.length);
        const pad = Array.from({ length: o.cap - lines.length }, () => [] as Line);
        const foot = (o.foot ?? []).map((t) => [c(40, t)]);
        return [[c(40, l), c(right, r, { right: true })], [], ...lines, ...pad, [], ...foot];
      })
      .filter((_, i) => i !== s.drop);
    return draw11(out, o, o.title ?? `${s.bank} statement`);
  };
  return s;
}

/** Fills the rest of the page with empty lines, so what follows sits at its foot. */
export function toFoot(p: Pager<Line>, n: number): void {
  if (!p.room(n)) p.newPage();
  while (p.room(n + 1)) p.put([[]]);
}

export type { Cell11 as LogoCell };
