// Pieces the second probe set needs beyond render.ts: more date and amount formats, descriptions wrapped over
// lines, explicit pagination (so a section can print "(continued)" and a "Balance forward" line on the next
// page, and a page can be left out), and a pdf-lib producer that draws text at computed positions.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { MONTHS } from '../generator/calendar.ts';
import { type Row } from './model.ts';
import { type DateFmt, type MoneyFmt, fmtDate, money } from './render.ts';

// the eighth set adds 'Mon DD' (Canada: "Nov 05"), 'DD Mon YY' (UK: "05 Nov 25") and 'DD Mon' (Australia: "05 Nov")
export type DateFmt2 = DateFmt | 'MM-DD-YY' | 'YYYY-MM-DD' | 'DD MON' | 'MM/DD/YY' | 'Mon DD' | 'DD Mon YY' | 'DD Mon';

export function fmtDate2(iso: string, f: DateFmt2): string {
  const [y, m, d] = iso.split('-').map(Number);
  const p = (n: number): string => String(n).padStart(2, '0');
  if (f === 'MM-DD-YY') return `${p(m)}-${p(d)}-${String(y).slice(2)}`;
  if (f === 'YYYY-MM-DD') return iso;
  if (f === 'DD MON') return `${p(d)} ${MONTHS[m - 1].slice(0, 3).toUpperCase()}`;
  if (f === 'Mon DD') return `${MONTHS[m - 1].slice(0, 3)} ${p(d)}`;
  if (f === 'DD Mon YY') return `${p(d)} ${MONTHS[m - 1].slice(0, 3)} ${String(y).slice(2)}`;
  if (f === 'DD Mon') return `${p(d)} ${MONTHS[m - 1].slice(0, 3)}`;
  return fmtDate(iso, f);
}

export interface MoneyFmt2 extends MoneyFmt {
  suffix?: 'crdr' | 'cr' | 'crneg'; // "1,234.56 CR" / "1,234.56 DR", only credits marked "CR", or (a card's) negatives "CR"
}

/** An amount as the style prints it: a sign, parentheses, a trailing minus or a CR/DR suffix. */
export function money2(c: number, f: MoneyFmt2 = {}): string {
  if (f.suffix === 'crdr') return `${money(Math.abs(c), f)} ${c < 0 ? 'DR' : 'CR'}`;
  if (f.suffix === 'cr') return c < 0 ? money(-c, f) : `${money(c, f)} CR`;
  if (f.suffix === 'crneg') return c < 0 ? `${money(-c, f)} CR` : money(c, f);
  return money(c, f);
}

const hash = (s: string): number => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
};
const refDigits = (s: string, n: number): string => String(hash(s)).padStart(10, '7').slice(0, n);

/** Splits text at word boundaries into lines of at most `width` characters. */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(/\s+/)) {
    if (cur && (cur + ' ' + w).length > width) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * The description as a bank's core prints it over one to three lines: ACH entries with the originator's
 * company ID and entry class, wires with their IMAD, card purchases with the authorization date.
 */
export function detailLines(r: Row, width: number, customer: string): string[] {
  const ref = refDigits(r.desc + r.date, 10);
  const md = r.date.slice(5).replace('-', '/');
  let lines: string[];
  switch (r.kind) {
    case 'ach':
    case 'mca':
      lines = [...wrapText(r.desc, width), `CO ID:${ref} CCD`, `IND NAME:${customer}`.slice(0, width)];
      break;
    case 'ecredit':
      lines = [...wrapText(r.desc, width), `CO ID:${ref} CCD`];
      break;
    case 'wire_in':
    case 'wire_out':
      lines = [...wrapText(r.desc, width), `IMAD:${r.date.replace(/-/g, '')}QMGFT0${ref.slice(0, 5)}`];
      break;
    case 'card':
      lines = [...wrapText(r.desc.replace(/ CARD \d{4}$/, ''), width), `AUTHORIZED ON ${md} CARD ${r.card ?? ''}`];
      break;
    default:
      lines = wrapText(r.desc, width);
  }
  return lines.slice(0, 3);
}

// ---- explicit pagination ----

/** Pages of items of T; each put costs lines of the page's capacity. */
export class Pager<T> {
  pages: T[][] = [[]];
  used = 0;
  constructor(
    readonly cap: number,
    firstUsed = 0,
  ) {
    this.used = firstUsed;
  }
  room(n: number): boolean {
    return this.used + n <= this.cap;
  }
  put(xs: T[], cost = xs.length): void {
    this.pages[this.pages.length - 1].push(...xs);
    this.used += cost;
  }
  newPage(): void {
    this.pages.push([]);
    this.used = 0;
  }
}

export interface FlowItem<T> {
  lines: T[];
  bal?: number; // the running balance after this item, for a "Balance forward" line on the next page
}

/**
 * Lays a section's items over pages: `open(continued, forward)` starts the section (again, on each new page,
 * with "(continued)" and the balance brought forward), `close()` ends it on a page.
 */
export function flow<T>(
  p: Pager<T>,
  items: FlowItem<T>[],
  open: (continued: boolean, forward: number | undefined) => T[],
  close: () => T[],
  opening?: number,
): void {
  const first = open(false, undefined);
  if (!p.room(first.length + 3)) p.newPage();
  p.put(first);
  let bal = opening;
  for (const it of items) {
    const end = close();
    if (!p.room(it.lines.length + end.length)) {
      p.put(end);
      p.newPage();
      p.put(open(true, bal));
    }
    p.put(it.lines);
    if (it.bal !== undefined) bal = it.bal;
  }
  p.put(close());
}

/** Puts a block, starting a new page when it does not fit. */
export function block<T>(p: Pager<T>, lines: T[], cost = lines.length): void {
  if (!p.room(cost)) p.newPage();
  p.put(lines, cost);
}

// ---- a second PDF producer: pdf-lib drawing text at computed positions ----

export interface Cell {
  x: number; // points from the left edge (the right edge when `right`)
  text: string;
  right?: boolean;
  bold?: boolean;
  size?: number;
}
export interface Box {
  x: number;
  y: number; // from the top
  w: number;
  h: number;
}
export interface DrawnPage {
  lines: Cell[][]; // one entry per text line, top to bottom
  boxes?: Box[];
}

export interface DrawOpts {
  font: 'Courier' | 'Helvetica';
  size: number;
  lineH: number;
  top: number; // first baseline, points from the top
  landscape?: boolean;
  title: string;
}

/** Draws pages of positioned cells with a standard font: one text run per cell. */
export async function drawPdf(pages: DrawnPage[], o: DrawOpts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(o.title);
  doc.setProducer('probe line printer');
  doc.setCreationDate(new Date('2025-02-03T08:00:00Z'));
  doc.setModificationDate(new Date('2025-02-03T08:00:00Z'));
  const font = await doc.embedFont(o.font === 'Courier' ? StandardFonts.Courier : StandardFonts.Helvetica);
  const bold = await doc.embedFont(o.font === 'Courier' ? StandardFonts.CourierBold : StandardFonts.HelveticaBold);
  const [w, h] = o.landscape ? [792, 612] : [612, 792];
  for (const pg of pages) {
    const page = doc.addPage([w, h]);
    pg.lines.forEach((cells, i) => {
      const y = h - o.top - i * o.lineH;
      for (const c of cells) {
        if (!c.text) continue;
        const f = c.bold ? bold : font;
        const size = c.size ?? o.size;
        const x = c.right ? c.x - f.widthOfTextAtSize(c.text, size) : c.x;
        page.drawText(c.text, { x, y, size, font: f, color: rgb(0.07, 0.07, 0.07) });
      }
    });
    for (const b of pg.boxes ?? [])
      page.drawRectangle({
        x: b.x,
        y: h - b.y - b.h,
        width: b.w,
        height: b.h,
        borderColor: rgb(0.4, 0.4, 0.4),
        borderWidth: 0.8,
      });
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * A fixed-column text line (a line printer's) as cells: each word drawn on its own (`word`), or each run of
 * text between two-space gaps as one cell (`field`), at its character column.
 */
export function printerCells(line: string, left: number, charW: number, split: 'word' | 'field'): Cell[] {
  const re = split === 'word' ? /\S+/g : /\S+(?: \S+)*/g;
  return [...line.matchAll(re)].map((m) => ({ x: left + (m.index ?? 0) * charW, text: m[0] }));
}
