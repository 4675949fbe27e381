// Thin layer over pdf-lib: top-down coordinates, right alignment, baseline jitter, letter spacing,
// fixed document dates so the bytes are stable.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { Rng } from './rng.ts';

export type FontKey = 'sans' | 'sansBold' | 'serif' | 'serifBold' | 'mono' | 'monoBold' | 'uni' | 'uniBold';

const FIXED_DATE = new Date(Date.UTC(2026, 2, 1, 12, 0, 0));
const FONT_PATH = new URL('./fonts/DejaVuSans.ttf', import.meta.url);
let dejavu: Uint8Array | null = null;

export interface TextOpts {
  align?: 'left' | 'right' | 'center';
  spacing?: number;
  gray?: number;
  noJitter?: boolean;
}

export class Doc {
  readonly pages: PDFPage[] = [];
  private constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Record<FontKey, PDFFont>,
    private jitter: number,
    private rng: Rng,
    readonly pageWidth: number,
    readonly pageHeight: number,
  ) {}

  static async create(
    seed: string,
    opts: { jitter?: number; unicode?: boolean; width?: number; height?: number } = {},
  ): Promise<Doc> {
    const pdf = await PDFDocument.create();
    stampFixed(pdf);
    const std = {
      sans: await pdf.embedFont(StandardFonts.Helvetica),
      sansBold: await pdf.embedFont(StandardFonts.HelveticaBold),
      serif: await pdf.embedFont(StandardFonts.TimesRoman),
      serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
      mono: await pdf.embedFont(StandardFonts.Courier),
      monoBold: await pdf.embedFont(StandardFonts.CourierBold),
    };
    let uni = std.sans;
    if (opts.unicode) {
      pdf.registerFontkit(fontkit);
      dejavu ??= new Uint8Array(readFileSync(FONT_PATH));
      uni = await pdf.embedFont(dejavu, { subset: true });
    }
    return new Doc(
      pdf,
      { ...std, uni, uniBold: uni },
      opts.jitter ?? 0,
      new Rng(`${seed}:jitter`),
      opts.width ?? 612,
      opts.height ?? 792,
    );
  }

  /** Adds a page and returns its 1-based number. */
  addPage(): number {
    this.pages.push(this.pdf.addPage([this.pageWidth, this.pageHeight]));
    return this.pages.length;
  }

  width(s: string, font: FontKey, size: number, spacing = 0): number {
    return this.fonts[font].widthOfTextAtSize(s, size) + spacing * Math.max(0, s.length - 1);
  }

  text(page: number, x: number, top: number, s: string, font: FontKey, size: number, opts: TextOpts = {}): void {
    if (!s) return;
    const spacing = opts.spacing ?? 0;
    const w = this.width(s, font, size, spacing);
    let left = opts.align === 'right' ? x - w : opts.align === 'center' ? x - w / 2 : x;
    const dy = this.jitter && !opts.noJitter ? (this.rng.next() * 2 - 1) * this.jitter : 0;
    const y = this.pageHeight - top + dy;
    const p = this.pages[page - 1];
    const color = rgb(opts.gray ?? 0, opts.gray ?? 0, opts.gray ?? 0);
    if (!spacing) {
      p.drawText(s, { x: left, y, size, font: this.fonts[font], color });
      return;
    }
    for (const ch of s) {
      p.drawText(ch, { x: left, y, size, font: this.fonts[font], color });
      left += this.fonts[font].widthOfTextAtSize(ch, size) + spacing;
    }
  }

  hline(page: number, x1: number, x2: number, top: number, thickness = 0.5, gray = 0): void {
    const y = this.pageHeight - top;
    this.pages[page - 1].drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: rgb(gray, gray, gray) });
  }

  box(page: number, x: number, top: number, w: number, h: number, opts: { fill?: number; stroke?: number } = {}): void {
    this.pages[page - 1].drawRectangle({
      x,
      y: this.pageHeight - top - h,
      width: w,
      height: h,
      color: opts.fill !== undefined ? rgb(opts.fill, opts.fill, opts.fill) : undefined,
      borderColor: opts.stroke !== undefined ? rgb(opts.stroke, opts.stroke, opts.stroke) : undefined,
      borderWidth: opts.stroke !== undefined ? 0.6 : 0,
    });
  }

  /** Greedy word wrap to a width in points. */
  wrap(s: string, font: FontKey, size: number, maxW: number): string[] {
    const words = s.split(' ');
    const lines: string[] = [];
    let cur = '';
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (cur && this.width(next, font, size) > maxW) {
        lines.push(cur);
        cur = w;
      } else cur = next;
    }
    if (cur) lines.push(cur);
    return lines;
  }

  async save(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false });
  }
}

export function stampFixed(pdf: PDFDocument): void {
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setProducer('packet-parser fixture generator');
  pdf.setCreator('packet-parser fixture generator');
}
