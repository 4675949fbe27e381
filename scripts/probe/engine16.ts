// The sixteenth set's page engine: a statement is laid out once as pages of positioned lines (cells at x points,
// left or right aligned, drawn rectangles for check images), then printed either by Chromium (each page a block of
// absolutely placed HTML, the way statement composers export to HTML and print) or drawn by pdf-lib with a standard
// font (one text run per cell, one per word, or column by column down the page, the ways print engines emit text).
// Sections flow over pages with their heading repeated (or not), column titles repeated (or not), a per-page
// subtotal at the foot and a balance brought forward at the head of each continued page.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { chromium, type Browser } from 'playwright-core';

export interface Cell {
  x: number;
  t: string;
  right?: boolean;
  b?: boolean;
  size?: number;
  dy?: number; // baseline offset from the line's top (default: the line's foot)
}
export interface Line {
  cells: Cell[];
  h: number;
  rule?: boolean; // a rule under the line
  boxes?: { x: number; w: number; h: number }[]; // drawn from the line's top
}
export const L = (h: number, ...cells: Cell[]): Line => ({ cells, h });
export const ruled = (l: Line): Line => ({ ...l, rule: true });

export const PAGE_W = 612;
export const PAGE_H = 792;

export interface DocOpts {
  top: number;
  bottom: number;
  head: (n: number) => Line[]; // the running head of page n (1-based); "{N}" stands for the page count
}

export class Doc {
  pages: Line[][] = [];
  used = 0;
  constructor(readonly o: DocOpts) {
    this.newPage();
  }
  get cap(): number {
    return PAGE_H - this.o.top - this.o.bottom;
  }
  room(h: number): boolean {
    return this.used + h <= this.cap;
  }
  newPage(): void {
    this.pages.push([]);
    this.used = 0;
    for (const l of this.o.head(this.pages.length)) this.put(l);
  }
  put(l: Line): void {
    this.pages[this.pages.length - 1].push(l);
    this.used += l.h;
  }
  block(ls: Line[]): void {
    if (!this.room(ls.reduce((s, l) => s + l.h, 0))) this.newPage();
    for (const l of ls) this.put(l);
  }
  gap(h: number): void {
    if (this.room(h)) this.put({ cells: [], h });
  }
}

export interface Item {
  lines: Line[];
  credit?: number; // true cents, for the page subtotals
  debit?: number;
  bal?: number; // the balance after the item, for the next page's balance forward
}
export interface SectionOpts {
  title: Line[]; // the heading (and column titles) on the section's first page
  cont?: Line[]; // on each continued page: the heading again ("- continued"), column titles or nothing
  subtotal?: (credits: number, debits: number) => Line; // at the foot of each page the section leaves
  forward?: (bal: number) => Line; // at the head of each continued page
  opening?: number;
  tail?: Line[]; // the section total, after the last item
}

/** Lays a section's items over pages. */
export function section(doc: Doc, o: SectionOpts, items: Item[]): void {
  const th = o.title.reduce((s, l) => s + l.h, 0);
  const first = items[0]?.lines.reduce((s, l) => s + l.h, 0) ?? 0;
  if (!doc.room(th + first + 12)) doc.newPage();
  for (const l of o.title) doc.put(l);
  const subH = o.subtotal ? o.subtotal(0, 0).h : 0;
  let cr = 0;
  let db = 0;
  let bal = o.opening;
  for (const it of items) {
    const h = it.lines.reduce((s, l) => s + l.h, 0);
    if (!doc.room(h + subH)) {
      if (o.subtotal) doc.put(o.subtotal(cr, db));
      doc.newPage();
      for (const l of o.cont ?? []) doc.put(l);
      if (o.forward && bal !== undefined) doc.put(o.forward(bal));
      cr = 0;
      db = 0;
    }
    for (const l of it.lines) doc.put(l);
    cr += it.credit ?? 0;
    db += it.debit ?? 0;
    if (it.bal !== undefined) bal = it.bal;
  }
  if (o.tail) doc.block(o.tail);
}

/** A grid of cells flowed line by line (daily balances, checks 3-up), its titles repeated on continued pages. */
export function grid(doc: Doc, title: Line[], cont: Line[], lines: Line[], tail: Line[] = []): void {
  section(
    doc,
    { title, cont, tail },
    lines.map((l) => ({ lines: [l] })),
  );
}

export type Backend =
  | { kind: 'chromium'; font: string; size: number }
  | {
      kind: 'pdflib';
      font: 'Helvetica' | 'Courier' | 'Times';
      size: number;
      mode: 'cells' | 'words' | 'columns';
      producer: string;
      creator: string;
    };

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fill = (t: string, N: number, P = 0): string => t.replace('{N}', String(N)).replace('{P}', String(P));

export interface Printed {
  pages: Line[][];
  top: number;
  foot?: (n: number, N: number) => Cell[]; // drawn at the page's foot
  title: string;
}

export function html(p: Printed, font: string, size: number): string {
  const N = p.pages.length;
  const body = p.pages
    .map((lines, i) => {
      let y = p.top;
      const out: string[] = [];
      const cell = (c: Cell, base: number): string => {
        const s = c.size ?? size;
        const st = `top:${(base - s * 0.93).toFixed(1)}pt;font-size:${s}pt;${c.b ? 'font-weight:bold;' : ''}${
          c.right ? `right:${(PAGE_W - c.x).toFixed(1)}pt` : `left:${c.x.toFixed(1)}pt`
        }`;
        return `<div class="c" style="${st}">${esc(fill(c.t, N, i + 1))}</div>`;
      };
      for (const l of lines) {
        for (const c of l.cells) out.push(cell(c, y + (c.dy ?? l.h - 2.5)));
        for (const b of l.boxes ?? [])
          out.push(`<div class="bx" style="left:${b.x}pt;top:${y + 2}pt;width:${b.w}pt;height:${b.h}pt"></div>`);
        if (l.rule) out.push(`<div class="rl" style="top:${(y + l.h).toFixed(1)}pt"></div>`);
        y += l.h;
      }
      for (const c of p.foot?.(i + 1, N) ?? []) out.push(cell(c, PAGE_H - 26));
      return `<div class="pg">${out.join('')}</div>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(p.title)}</title><style>
@page { size: 612pt 792pt; margin: 0; }
body { margin: 0; font-family: ${font}; color: #111; }
.pg { position: relative; width: 612pt; height: 792pt; overflow: hidden; break-after: page; }
.pg:last-child { break-after: auto; }
.c { position: absolute; white-space: nowrap; line-height: 1; }
.bx { position: absolute; border: 0.8pt solid #666; box-sizing: border-box; }
.rl { position: absolute; left: 36pt; right: 36pt; border-top: 0.6pt solid #444; }
</style></head><body>${body}</body></html>`;
}

let browser: Browser | undefined;
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export async function print(p: Printed, b: Backend): Promise<Uint8Array> {
  if (b.kind === 'chromium') {
    browser ??= await chromium.launch({ executablePath: '/usr/bin/chromium' });
    const page = await browser.newPage();
    await page.setContent(html(p, b.font, b.size), { waitUntil: 'load' });
    const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
    await page.close();
    return pdf;
  }
  const doc = await PDFDocument.create();
  doc.setTitle(p.title);
  doc.setProducer(b.producer);
  doc.setCreator(b.creator);
  doc.setCreationDate(new Date('2024-04-02T06:00:00Z'));
  doc.setModificationDate(new Date('2024-04-02T06:00:00Z'));
  const [reg, bold] =
    b.font === 'Courier'
      ? [StandardFonts.Courier, StandardFonts.CourierBold]
      : b.font === 'Times'
        ? [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold]
        : [StandardFonts.Helvetica, StandardFonts.HelveticaBold];
  const f = await doc.embedFont(reg);
  const fb = await doc.embedFont(bold);
  const N = p.pages.length;
  p.pages.forEach((lines, i) => {
    const page = doc.addPage([PAGE_W, PAGE_H]);
    const draws: { x: number; y: number; t: string; b?: boolean; s: number; col: number }[] = [];
    const put = (c: Cell, base: number): void => {
      const t = fill(c.t, N, i + 1);
      if (!t) return;
      const s = c.size ?? b.size;
      const font = c.b ? fb : f;
      const x = c.right ? c.x - font.widthOfTextAtSize(t, s) : c.x;
      if (b.mode === 'words') {
        let at = x;
        for (const m of t.matchAll(/\S+|\s+/g)) {
          if (m[0].trim()) draws.push({ x: at, y: PAGE_H - base, t: m[0], b: c.b, s, col: c.x });
          at += font.widthOfTextAtSize(m[0], s);
        }
      } else draws.push({ x, y: PAGE_H - base, t, b: c.b, s, col: c.x });
    };
    let y = p.top;
    for (const l of lines) {
      for (const c of l.cells) put(c, y + (c.dy ?? l.h - 2.5));
      for (const bx of l.boxes ?? [])
        page.drawRectangle({
          x: bx.x,
          y: PAGE_H - y - 2 - bx.h,
          width: bx.w,
          height: bx.h,
          borderColor: rgb(0.4, 0.4, 0.4),
          borderWidth: 0.8,
        });
      if (l.rule)
        page.drawLine({
          start: { x: 36, y: PAGE_H - y - l.h },
          end: { x: PAGE_W - 36, y: PAGE_H - y - l.h },
          thickness: 0.6,
          color: rgb(0.3, 0.3, 0.3),
        });
      y += l.h;
    }
    for (const c of p.foot?.(i + 1, N) ?? []) put(c, PAGE_H - 26);
    // a composer that emits column by column: every cell of one x before the next x, top to bottom
    if (b.mode === 'columns') draws.sort((a, c) => a.col - c.col || c.y - a.y);
    for (const d of draws)
      page.drawText(d.t, { x: d.x, y: d.y, size: d.s, font: d.b ? fb : f, color: rgb(0.08, 0.08, 0.08) });
  });
  return doc.save({ useObjectStreams: false });
}
