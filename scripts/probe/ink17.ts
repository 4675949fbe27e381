// The seventeenth set's second producer: statements drawn with pdf-lib the way statement print engines write
// them: TrueType fonts embedded as subsets, text as one object per word or per glyph, a page's content emitted
// column by column (every date, then every description, then every amount) rather than line by line, rules drawn as
// paths. Pages are laid out as lines of positioned cells by a `Sheet`, which breaks pages and repeats headers.
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';

export interface Cell {
  x: number; // points from the left (the right edge when `right`)
  text: string;
  right?: boolean;
  bold?: boolean;
  size?: number;
  gray?: boolean;
}
interface Placed extends Cell {
  y: number; // baseline, from the top
}
interface Rule {
  x1: number;
  x2: number;
  y: number;
  w: number;
}
interface Fill {
  x: number;
  y: number;
  w: number;
  h: number;
  g: number;
}
export interface SheetPage {
  cells: Placed[];
  rules: Rule[];
  fills: Fill[];
}

/** Lines of cells flowed down pages, `top`..`bottom` points from the top of a Letter sheet. */
export class Sheet {
  pages: SheetPage[] = [];
  y = 0;
  constructor(
    readonly top: number,
    readonly bottom: number,
    readonly onNewPage: (s: Sheet, n: number) => void = () => {},
  ) {
    this.newPage();
  }
  get page(): SheetPage {
    return this.pages[this.pages.length - 1];
  }
  newPage(): void {
    this.pages.push({ cells: [], rules: [], fills: [] });
    this.y = this.top;
    this.onNewPage(this, this.pages.length);
  }
  room(h: number): boolean {
    return this.y + h <= this.bottom;
  }
  ensure(h: number, cont?: () => void): void {
    if (!this.room(h)) {
      this.newPage();
      cont?.();
    }
  }
  /** A line of cells at the cursor; the cursor moves down `h`. */
  line(cells: Cell[], h = 11): void {
    this.y += h;
    for (const c of cells) if (c.text) this.page.cells.push({ ...c, y: this.y });
  }
  at(y: number, cells: Cell[]): void {
    for (const c of cells) if (c.text) this.page.cells.push({ ...c, y });
  }
  rule(x1: number, x2: number, dy = 3, w = 0.6): void {
    this.page.rules.push({ x1, x2, y: this.y + dy, w });
  }
  fill(x: number, w: number, h: number, g = 0.88): void {
    this.page.fills.push({ x, y: this.y, w, h, g });
  }
  gap(h: number): void {
    this.y += h;
  }
}

export interface InkOpts {
  title: string;
  producer: string;
  creator?: string;
  date: string; // ISO date of creation
  regular: string; // a TTF path
  bold: string;
  size: number;
  split: 'word' | 'glyph' | 'run';
  columnOrder?: boolean; // emit the page's text column by column
  footer?: (n: number, of: number) => Cell[]; // drawn at `footerY`
  footerY?: number;
}

export const FONTS = {
  sans: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
  serif: [
    '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  ],
  dejavu: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  narrow: [
    '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  ],
  mono: [
    '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf',
  ],
} as const;

export async function ink(sheet: Sheet, o: InkOpts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(o.title);
  doc.setProducer(o.producer);
  doc.setCreator(o.creator ?? o.producer);
  doc.setCreationDate(new Date(`${o.date}T06:12:00Z`));
  doc.setModificationDate(new Date(`${o.date}T06:12:00Z`));
  const reg = await doc.embedFont(fs.readFileSync(o.regular), { subset: true });
  const bold = await doc.embedFont(fs.readFileSync(o.bold), { subset: true });
  const H = 792;
  const of = sheet.pages.length;
  sheet.pages.forEach((pg, i) => {
    const page = doc.addPage([612, H]);
    for (const f of pg.fills)
      page.drawRectangle({ x: f.x, y: H - f.y - f.h, width: f.w, height: f.h, color: rgb(f.g, f.g, f.g) });
    for (const r of pg.rules)
      page.drawLine({
        start: { x: r.x1, y: H - r.y },
        end: { x: r.x2, y: H - r.y },
        thickness: r.w,
        color: rgb(0.2, 0.2, 0.2),
      });
    const cells = [...pg.cells, ...(o.footer?.(i + 1, of) ?? []).map((c) => ({ ...c, y: o.footerY ?? 760 }))];
    // each cell resolved to its left x first
    const placed = cells.map((c) => {
      const f = c.bold ? bold : reg;
      const size = c.size ?? o.size;
      const x = c.right ? c.x - f.widthOfTextAtSize(c.text, size) : c.x;
      return { ...c, x, f, size };
    });
    if (o.columnOrder) placed.sort((a, b) => Math.round(a.x / 40) - Math.round(b.x / 40) || a.y - b.y || a.x - b.x);
    for (const c of placed) drawSplit(page, c.text, c.x, H - c.y, c.f, c.size, o.split, c.gray ? 0.35 : 0.08);
  });
  return doc.save({ useObjectStreams: false });
}

type Pg = ReturnType<PDFDocument['addPage']>;
function drawSplit(
  page: Pg,
  text: string,
  x: number,
  y: number,
  f: PDFFont,
  size: number,
  split: InkOpts['split'],
  g: number,
): void {
  const color = rgb(g, g, g);
  if (split === 'run') return page.drawText(text, { x, y, size, font: f, color });
  if (split === 'word') {
    let cx = x;
    for (const part of text.split(/( +)/)) {
      if (part && !part.startsWith(' ')) page.drawText(part, { x: cx, y, size, font: f, color });
      cx += f.widthOfTextAtSize(part, size);
    }
    return;
  }
  let cx = x;
  for (const ch of text) {
    if (ch !== ' ') page.drawText(ch, { x: cx, y, size, font: f, color });
    cx += f.widthOfTextAtSize(ch, size);
  }
}
