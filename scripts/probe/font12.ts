// A Type 3 font as print vendors' drivers write one: every glyph a small content stream of filled outlines (taken
// from a system TrueType face), a single-byte encoding whose /Differences name each glyph by its standard name, no
// /ToUnicode: a reader gets the text only from the glyph names. Only the printable ASCII glyphs are defined.
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFRef, PDFHexString, PDFName } from 'pdf-lib';

/** What engine12.ts asks of a face: the codes for a string, its advance, and the font dictionary's ref. */
export interface Face {
  ref: PDFRef;
  encodeText(s: string): PDFHexString;
  widthOfTextAtSize(s: string, size: number): number;
}

const FIRST = 32;
const LAST = 126;

export function embedType3(doc: PDFDocument, ttf: string): Face {
  const font = fontkit.create(fs.readFileSync(ttf));
  const upm = font.unitsPerEm;
  const procs: Record<string, PDFRef> = {};
  const names: PDFName[] = [];
  const widths: number[] = [];
  const adv = new Map<string, number>();
  for (let code = FIRST; code <= LAST; code++) {
    // fontkit's types leave out the glyph's post-table name and its path's commands, which it has
    const g = font.glyphForCodePoint(code) as unknown as {
      name: string;
      advanceWidth: number;
      bbox: { minX: number; minY: number; maxX: number; maxY: number };
      path: { commands: { command: string; args: number[] }[] };
    };
    const name = code === 32 ? 'space' : g.name;
    const ops: string[] = [`${g.advanceWidth} 0 ${g.bbox.minX} ${g.bbox.minY} ${g.bbox.maxX} ${g.bbox.maxY} d1`];
    // TrueType outlines are quadratic; a content stream draws cubic curves, so each control point is raised
    let cx = 0;
    let cy = 0;
    for (const c of g.path.commands) {
      const a = c.args.map((v: number) => Math.round(v * 10) / 10);
      if (c.command === 'moveTo' || c.command === 'lineTo') {
        ops.push(`${a[0]} ${a[1]} ${c.command === 'moveTo' ? 'm' : 'l'}`);
        [cx, cy] = a;
      } else if (c.command === 'quadraticCurveTo') {
        const [qx, qy, x, y] = a;
        const r = (n: number): number => Math.round(n * 10) / 10;
        ops.push(
          `${r(cx + (2 / 3) * (qx - cx))} ${r(cy + (2 / 3) * (qy - cy))} ${r(x + (2 / 3) * (qx - x))} ${r(y + (2 / 3) * (qy - y))} ${x} ${y} c`,
        );
        [cx, cy] = [x, y];
      } else if (c.command === 'bezierCurveTo') {
        ops.push(`${a.join(' ')} c`);
        [cx, cy] = [a[4], a[5]];
      } else if (c.command === 'closePath') ops.push('h');
    }
    if (g.path.commands.length) ops.push('f');
    procs[name] = doc.context.register(doc.context.stream(ops.join('\n')));
    names.push(PDFName.of(name));
    widths.push(g.advanceWidth);
    adv.set(String.fromCharCode(code), g.advanceWidth / upm);
  }
  const dict = doc.context.obj({
    Type: 'Font',
    Subtype: 'Type3',
    FontBBox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY],
    FontMatrix: [1 / upm, 0, 0, 1 / upm, 0, 0],
    CharProcs: procs,
    Encoding: { Type: 'Encoding', Differences: [FIRST, ...names] },
    FirstChar: FIRST,
    LastChar: LAST,
    Widths: widths,
    Resources: {},
  });
  const ref = doc.context.register(dict);
  const safe = (s: string): string => [...s].map((ch) => (adv.has(ch) ? ch : ' ')).join('');
  return {
    ref,
    encodeText: (s) =>
      PDFHexString.of(
        [...safe(s)]
          .map((ch) => ch.charCodeAt(0).toString(16).padStart(2, '0'))
          .join('')
          .toUpperCase(),
      ),
    widthOfTextAtSize: (s, size) => [...safe(s)].reduce((w, ch) => w + adv.get(ch)! * size, 0),
  };
}
