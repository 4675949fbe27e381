// The twelfth probe set's PDF writer: draws pages of positioned cells (layout12.ts) the way document-composition
// engines (Exstream, Quadient, Doc1, Papyrus) and check-image print vendors write their text layers, not the way a
// browser does: the content stream out of reading order, bold faked by overprinting, hidden mail-processing text,
// every glyph its own text object, Tc / Tw / Tz justification, furniture as Form XObjects, rotated margin codes,
// CropBoxes offset from the MediaBox, pages turned by /Rotate, mixed sizes, and a scanner's image with an invisible
// OCR layer over it. Each mechanism is a switch in `Mech`, so a statement states which it stresses.
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { type Face, embedType3 } from './font12.ts';
import {
  type PDFName,
  type PDFOperator,
  PDFDict,
  PDFDocument,
  PDFName as Name,
  StandardFonts,
  beginText,
  drawObject,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
  setCharacterSqueeze,
  setFillingGrayscaleColor,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  setWordSpacing,
  showText,
  TextRenderingMode,
} from 'pdf-lib';

/** One piece of text at a place: x is the left edge, or the right edge when `right`. */
export interface Cell {
  x: number;
  y: number;
  s: string;
  size?: number;
  right?: boolean;
  bold?: boolean;
  role?: 'date' | 'ref' | 'desc' | 'amt' | 'bal' | 'label' | 'text';
  blk: 'head' | 'summary' | 'body' | 'foot';
  fixed?: boolean; // the same on every page: furniture an engine draws from one Form XObject
  colHead?: boolean; // a ledger's column titles, at the same place on every continuation page
}

export interface Page12 {
  w: number;
  h: number;
  cells: Cell[];
  rotate?: boolean; // drawn for a /Rotate 90 page: the cells are laid out on the turned (landscape) sheet
}

/** Text that is on the page but not seen: what a mail room's inserter and the postal service read. */
export interface Hidden {
  s: string;
  x: number;
  y: number;
  how: 'invisible' | 'white' | 'outside-crop';
  size?: number;
}

export interface Mech {
  order?: 'reading' | 'columns' | 'summary-last' | 'footer-first';
  overprint?: [number, number][]; // extra offsets at which bold cells are drawn again
  glyphs?: 'char' | 'chunk'; // every character (or every three) its own text object, no space characters
  // descriptions set with character spacing, condensed, and justified to `measure` points by word spacing (at most tw)
  justify?: { tc: number; tw: number; tz: number; measure: number };
  condensed?: number; // Tz for the whole page (a condensed face imitated by horizontal scaling)
  xobject?: boolean; // masthead, footer and continuation column titles drawn from Form XObjects
  margin?: { side: 'left' | 'right'; text: (page: number, of: number) => string };
  hidden?: (page: number) => Hidden[];
  crop?: [number, number, number, number]; // CropBox inset from the MediaBox: left, bottom, right, top
  ocr?: { noise: (s: string, role: Cell['role']) => string; jitter: number };
  ttf?: boolean; // a TrueType face from the system, subset (needed for ligatures, U+2212, thin spaces)
  type3?: boolean; // Type 3 fonts drawn from outlines, encoded by glyph names only (font12.ts)
}

const DEJAVU = '/usr/share/fonts/truetype/dejavu/';

interface Faces {
  font: Face;
  bold: Face;
}

function width(f: Face, s: string, size: number, m: { tc?: number; tw?: number; tz?: number }): number {
  const spaces = (s.match(/ /g) ?? []).length;
  // glyph by glyph, unkerned: the advance a showText of the same string makes (pdf-lib's own widths kern)
  const glyphs = [...s].reduce((w, ch) => w + f.widthOfTextAtSize(ch, size), 0);
  return (glyphs + (m.tc ?? 0) * s.length + (m.tw ?? 0) * spaces) * ((m.tz ?? 100) / 100);
}

/** Draws the pages into a new PDF with the mechanisms `m` switches on; `drop` leaves a page out (a missing page). */
export async function compose(pages: Page12[], m: Mech, drop?: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setProducer(m.ocr ? 'ScanSnap Manager #iX1600 (OCR)' : 'Composition engine 16.6 PDF driver');
  doc.setCreator(m.ocr ? 'ABBYY FineReader Engine 12' : 'Document Sciences print stream');
  const face: Faces = m.type3
    ? {
        font: embedType3(doc, DEJAVU + 'DejaVuSans.ttf'),
        bold: embedType3(doc, DEJAVU + (m.overprint ? 'DejaVuSans.ttf' : 'DejaVuSans-Bold.ttf')),
      }
    : m.ttf
      ? {
          font: await doc.embedFont(fs.readFileSync(DEJAVU + 'DejaVuSansCondensed.ttf'), { subset: true }),
          bold: await doc.embedFont(
            fs.readFileSync(DEJAVU + (m.overprint ? 'DejaVuSansCondensed.ttf' : 'DejaVuSansCondensed-Bold.ttf')),
            { subset: true },
          ),
        }
      : {
          font: await doc.embedFont(StandardFonts.Helvetica),
          bold: await doc.embedFont(m.overprint ? StandardFonts.Helvetica : StandardFonts.HelveticaBold),
        };
  const mono = await doc.embedFont(StandardFonts.Courier);
  const fontDict = { F1: face.font.ref, F2: face.bold.ref, F3: mono.ref };
  const names = { font: Name.of('F1'), bold: Name.of('F2'), mono: Name.of('F3') };

  /** Operators for one cell, with the mechanisms that apply to its text. */
  const cellOps = (c: Cell, rot: boolean, H: number): PDFOperator[] => {
    const f = c.bold ? face.bold : face.font;
    const key = c.bold ? names.bold : names.font;
    const size = c.size ?? 8;
    const just = m.justify && c.role === 'desc' ? m.justify : undefined;
    const tz = just?.tz ?? m.condensed ?? 100;
    // a justified line: word spacing opens the spaces until the description fills its measure (up to just.tw)
    let tw = 0;
    if (just) {
      const spaces = (c.s.match(/ /g) ?? []).length;
      const natural = width(f, c.s, size, { tc: just.tc, tz });
      if (spaces && natural > 0.55 * just.measure)
        tw = Math.min(just.tw, ((just.measure - natural) / spaces) * (100 / tz));
      tw = Math.max(0, Math.round(tw * 1000) / 1000);
    }
    const sp = { tc: just?.tc, tw, tz };
    const left = c.right ? c.x - width(f, c.s, size, sp) : c.x;
    // a turned page's cells are placed on the landscape sheet: (X, Y) there is (H - Y, X) on the upright MediaBox
    const tm = (x: number, y: number): PDFOperator =>
      rot ? setTextMatrix(0, 1, -1, 0, H - y, x) : setTextMatrix(1, 0, 0, 1, x, y);
    const runs: [number, string][] = [];
    if (m.glyphs) {
      // one text object per glyph (or per three), no space characters: words are separated by position alone
      const step = m.glyphs === 'char' ? 1 : 3;
      let i = 0;
      while (i < c.s.length) {
        if (c.s[i] === ' ') {
          i++;
          continue;
        }
        let j = i;
        while (j < c.s.length && j - i < step && c.s[j] !== ' ') j++;
        runs.push([left + width(f, c.s.slice(0, i), size, sp), c.s.slice(i, j)]);
        i = j;
      }
    } else runs.push([left, c.s]);
    const passes: [number, number][] = c.bold && m.overprint ? [[0, 0], ...m.overprint] : [[0, 0]];
    const out: PDFOperator[] = [];
    for (const [dx, dy] of passes)
      for (const [x, s] of runs) {
        out.push(beginText(), setFontAndSize(key, size));
        // Tc, Tw and Tz are text state, kept across text objects: an engine setting them sets every object's
        if (m.justify || m.condensed)
          out.push(setCharacterSqueeze(tz), setCharacterSpacing(just?.tc ?? 0), setWordSpacing(tw));
        out.push(tm(x + dx, c.y + dy), showText(f.encodeText(s)), endText());
      }
    return out;
  };

  const rank = (c: Cell): number => {
    if (m.order === 'columns' && c.blk === 'body')
      return 10 + ['date', 'ref', 'amt', 'bal', 'desc', 'label', 'text'].indexOf(c.role ?? 'text');
    const b = { head: 0, summary: 1, body: 2, foot: 3 }[c.blk];
    if (m.order === 'summary-last') return b === 1 ? 40 : b;
    if (m.order === 'footer-first') return b === 3 ? -1 : b;
    return b;
  };

  // furniture drawn once into Form XObjects and placed on every page
  let fixedRef: PDFName | undefined;
  let colRef: PDFName | undefined;
  let colKey = '';
  // continuation pages share the form only when their column titles are the same ones, at the same place
  const headKey = (p: Page12): string =>
    p.cells
      .filter((c) => c.colHead)
      .map((c) => `${c.x},${c.y},${c.s}`)
      .join('|');
  const xobjects: Record<string, ReturnType<typeof doc.context.register>> = {};
  if (m.xobject) {
    const form = (cells: Cell[], w: number, h: number, tag: string): void => {
      const ops = cells.flatMap((c) => cellOps(c, false, h));
      const stream = doc.context.formXObject(ops, {
        BBox: [0, 0, w, h],
        Resources: { Font: fontDict },
      });
      xobjects[tag] = doc.context.register(stream);
    };
    const p0 = pages[0];
    form(
      p0.cells.filter((c) => c.fixed),
      p0.w,
      p0.h,
      'Fx1',
    );
    fixedRef = Name.of('Fx1');
    const cont = pages.slice(1).find((p) => p.cells.some((c) => c.colHead));
    if (cont) {
      colKey = headKey(cont);
      form(
        cont.cells.filter((c) => c.colHead),
        cont.w,
        cont.h,
        'Fx2',
      );
      colRef = Name.of('Fx2');
    }
  }

  const n = pages.length;
  for (let i = 0; i < n; i++) {
    if (i === drop) continue;
    const P = pages[i];
    const rot = !!P.rotate;
    // a turned page is stored upright (portrait MediaBox) with /Rotate 90; its cells are on the landscape sheet
    const [W, H] = rot ? [P.h, P.w] : [P.w, P.h];
    const page = doc.addPage([W, H]);
    if (rot) page.node.set(Name.of('Rotate'), doc.context.obj(90));
    page.node.set(Name.of('Resources'), doc.context.obj({ Font: fontDict, XObject: xobjects }));
    if (m.crop) {
      const [l, b, r, t] = m.crop;
      page.setCropBox(l, b, W - l - r, H - b - t);
    }
    const ops: PDFOperator[] = [];
    const sameHead = !!colRef && i > 0 && headKey(P) === colKey;
    const useForm = (c: Cell): boolean =>
      !!m.xobject && !rot && ((c.fixed && !!fixedRef) || (c.colHead === true && sameHead));
    if (fixedRef && !rot) ops.push(drawObject(fixedRef));
    if (sameHead && !rot) ops.push(drawObject(colRef!));
    const cells = P.cells
      .filter((c) => !useForm(c))
      .map((c, k) => ({ c, k }))
      .sort((a, b) => rank(a.c) - rank(b.c) || a.k - b.k)
      .map(({ c }) => c);
    if (m.ocr) {
      // a scanner's searchable PDF: the page is an image; the words sit over it invisibly, a little off their glyphs
      const png = await doc.embedPng(await scanImage(P));
      page.drawImage(png, { x: 0, y: 0, width: W, height: H });
      let k = 0;
      for (const c of cells) {
        const j = (((k++ * 7919) % 13) / 6 - 1) * m.ocr.jitter;
        const s = m.ocr.noise(c.s, c.role);
        const f = face.font;
        const size = c.size ?? 8;
        const x = (c.right ? c.x - f.widthOfTextAtSize(c.s, size) : c.x) + j;
        ops.push(
          beginText(),
          setTextRenderingMode(TextRenderingMode.Invisible),
          setFontAndSize(names.font, size),
          setTextMatrix(1, 0, 0, 1, x, c.y - j / 2),
          showText(f.encodeText(s)),
          endText(),
        );
      }
    } else for (const c of cells) ops.push(...cellOps(c, rot, rot ? W : H)); // a turned sheet is W tall
    if (m.margin) {
      // the mail run's code up the page edge, rotated a quarter turn
      const s = m.margin.text(i + 1, n);
      const x = m.margin.side === 'left' ? 18 : W - 12;
      ops.push(
        beginText(),
        setFontAndSize(names.mono, 6),
        setTextMatrix(0, 1, -1, 0, x, 120),
        showText(mono.encodeText(s)),
        endText(),
      );
    }
    for (const hd of m.hidden?.(i + 1) ?? []) {
      const f = hd.how === 'outside-crop' ? mono : face.font;
      const key = hd.how === 'outside-crop' ? names.mono : names.font;
      ops.push(pushGraphicsState(), beginText());
      if (hd.how === 'invisible') ops.push(setTextRenderingMode(TextRenderingMode.Invisible));
      if (hd.how === 'white') ops.push(setFillingRgbColor(1, 1, 1));
      ops.push(
        setFontAndSize(key, hd.size ?? 7),
        setTextMatrix(1, 0, 0, 1, hd.x, hd.y),
        showText(f.encodeText(hd.s)),
        endText(),
        setFillingGrayscaleColor(0),
        popGraphicsState(),
      );
    }
    page.pushOperators(...ops);
  }
  return subsetTags(await doc.save({ useObjectStreams: false }));
}

/** Names embedded subset faces the way the PDF spec's subsets are named (`ABCDEF+DejaVuSansCondensed`). */
async function subsetTags(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  let n = 0;
  const tags = new Map<string, string>();
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict)) continue;
    for (const key of ['BaseFont', 'FontName']) {
      const v = obj.get(Name.of(key));
      const m = v instanceof Name ? /^\/?(DejaVu[\w]+)-\d+$/.exec(v.asString()) : null;
      if (!m) continue;
      const old = v!.toString();
      if (!tags.has(old)) tags.set(old, `${'QWERTY'.slice(0, 5)}${'ABCDEFGHIJ'[n++ % 10]}+${m[1]}`);
      obj.set(Name.of(key), Name.of(tags.get(old)!));
    }
  }
  return tags.size ? doc.save({ useObjectStreams: false }) : bytes;
}

/** The page as a 150 dpi greyscale scan: the same cells painted onto a canvas, a faint tilt of noise. */
async function scanImage(P: Page12): Promise<Buffer> {
  const { createCanvas, GlobalFonts } = await import('@napi-rs/canvas');
  GlobalFonts.registerFromPath(DEJAVU + 'DejaVuSansCondensed.ttf', 'ScanSans');
  GlobalFonts.registerFromPath(DEJAVU + 'DejaVuSansCondensed-Bold.ttf', 'ScanSansBold');
  const k = 150 / 72;
  const cv = createCanvas(Math.round(P.w * k), Math.round(P.h * k));
  const g = cv.getContext('2d');
  g.fillStyle = '#f7f6f2';
  g.fillRect(0, 0, cv.width, cv.height);
  // the sheet went through the feeder a little crooked, and the glass has dust: the OCR words no longer sit exactly
  // on the glyphs they were read from
  let seed = P.cells.length;
  const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  g.fillStyle = '#9a9a9a';
  for (let i = 0; i < 900; i++) g.fillRect(rnd() * cv.width, rnd() * cv.height, 1 + rnd() * 2, 1 + rnd() * 2);
  g.translate(cv.width / 2, cv.height / 2);
  g.rotate(0.0035);
  g.translate(-cv.width / 2 + 3, -cv.height / 2 + 2);
  g.fillStyle = '#1a1a1a';
  for (const c of P.cells) {
    const size = (c.size ?? 8) * k;
    g.font = `${size}px ${c.bold ? 'ScanSansBold' : 'ScanSans'}`;
    g.textAlign = c.right ? 'right' : 'left';
    g.fillText(c.s, c.x * k, (P.h - c.y) * k);
  }
  return cv.encode('png');
}
