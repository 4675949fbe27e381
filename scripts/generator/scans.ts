// Scanned and photographed copies of generated statements, for the offline (OCR) read: each page rendered
// to pixels, degraded the way paper gets degraded (a tilt on the glass, sensor noise, soft focus, gray
// recycled paper, a 200 DPI office scanner, a phone photo of one page), and wrapped into a PDF with no text
// layer. The truth is the source statement's truth: the rows printed are the rows to read. Deterministic.
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { renderPage } from '../../src/pipeline/pdf/render.ts';
import type { Fixture } from './index.ts';
import { stampFixed } from './pdf-writer.ts';
import { Rng } from './rng.ts';

/** `office`: what a 200 DPI office scanner makes of a sheet of recycled paper (gray, a slight tilt, sensor noise). */
export type ScanDefect = 'clean' | 'rotated' | 'noise' | 'blur' | 'gray' | 'dpi200' | 'photo' | 'office';
export const SCAN_DEFECTS: readonly ScanDefect[] = ['clean', 'rotated', 'noise', 'blur', 'gray', 'dpi200', 'photo'];

/** The scanner's resolution for each defect (the service renders every page at 300 DPI again to read it). */
const DPI: Record<ScanDefect, number> = {
  clean: 300,
  rotated: 300,
  noise: 300,
  blur: 300,
  gray: 300,
  dpi200: 200,
  photo: 300,
  office: 200,
};

function perPixel(ctx: SKRSContext2D, w: number, h: number, fn: (v: number, x: number, y: number) => number): void {
  const img = ctx.getImageData(0, 0, w, h);
  const d = img.data;
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i += 4) {
      const v = Math.max(0, Math.min(255, Math.round(fn(0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!, x, y))));
      d[i] = d[i + 1] = d[i + 2] = v;
    }
  ctx.putImageData(img, 0, 0);
}

/** 3×3 box blur of the gray channel, `passes` times (soft focus). */
function blur(ctx: SKRSContext2D, w: number, h: number, passes: number): void {
  const img = ctx.getImageData(0, 0, w, h);
  let g = new Float32Array(w * h);
  for (let i = 0; i < g.length; i++) g[i] = img.data[i * 4]!;
  for (let p = 0; p < passes; p++) {
    const o = new Float32Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let s = 0,
          n = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const yy = y + dy,
              xx = x + dx;
            if (yy >= 0 && yy < h && xx >= 0 && xx < w) {
              s += g[yy * w + xx]!;
              n++;
            }
          }
        o[y * w + x] = s / n;
      }
    g = o;
  }
  for (let i = 0; i < g.length; i++) img.data[i * 4] = img.data[i * 4 + 1] = img.data[i * 4 + 2] = g[i]!;
  ctx.putImageData(img, 0, 0);
}

/** One page image with the defect applied; `photo` gives a JPEG, the rest PNG. */
export async function degrade(
  png: Uint8Array,
  defect: ScanDefect,
  rng: Rng,
): Promise<{ bytes: Uint8Array; jpeg: boolean; w: number; h: number }> {
  const src = await loadImage(Buffer.from(png));
  const w = src.width,
    h = src.height;
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  const tilt =
    defect === 'rotated'
      ? (rng.chance(0.5) ? 1 : -1) * (1 + rng.next() * 1.5)
      : defect === 'photo'
        ? (rng.chance(0.5) ? 1 : -1) * (0.5 + rng.next())
        : defect === 'office'
          ? (rng.chance(0.5) ? 1 : -1) * (0.4 + rng.next() * 0.6)
          : 0;
  if (defect === 'photo') {
    // a phone held over the page: the sheet smaller than the frame, on a darker desk, tilted
    ctx.fillStyle = '#6b6258';
    ctx.fillRect(0, 0, w, h);
  }
  ctx.translate(w / 2, h / 2);
  ctx.rotate((tilt * Math.PI) / 180);
  const s = defect === 'photo' ? 0.9 : 1;
  ctx.scale(s, s);
  ctx.translate(-w / 2, -h / 2);
  if (defect === 'photo') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, w, h);
  }
  ctx.drawImage(src, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (defect === 'noise')
    perPixel(ctx, w, h, (v) => (rng.chance(0.01) ? (v > 128 ? 90 : 200) : v + (rng.next() - 0.5) * 50));
  if (defect === 'blur') blur(ctx, w, h, 2);
  if (defect === 'gray') perPixel(ctx, w, h, (v) => 70 + (v / 255) * 120 + (rng.next() - 0.5) * 16); // ink 70, paper 190
  // ink 50, paper 205, sensor noise and a few specks
  if (defect === 'office')
    perPixel(ctx, w, h, (v) => (rng.chance(0.002) ? 90 : 50 + (v / 255) * 155 + (rng.next() - 0.5) * 30));
  if (defect === 'photo') {
    blur(ctx, w, h, 1);
    // uneven light: brighter top left, a shadow towards the bottom right
    perPixel(ctx, w, h, (v, x, y) => v * (1.02 - 0.25 * ((x / w + y / h) / 2)) + (rng.next() - 0.5) * 12);
  }
  const jpeg = defect === 'photo';
  return { bytes: new Uint8Array(jpeg ? canvas.toBuffer('image/jpeg', 85) : canvas.toBuffer('image/png')), jpeg, w, h };
}

/**
 * A scanned copy of `source` (a generated statement). `photo` photographs the first page with a phone and
 * scans the rest cleanly (one page of a packet snapped on a desk). Named `<source>-scan-<defect>`.
 */
export async function scanCopy(source: Fixture, defect: ScanDefect, seed = 1): Promise<Fixture> {
  const rng = new Rng(`scan:${source.name}:${defect}:${seed}`);
  const out = await PDFDocument.create();
  stampFixed(out);
  const dpi = DPI[defect];
  for (let p = 1; p <= source.truth.page_classes.length; p++) {
    const pageDefect = defect === 'photo' && p > 1 ? 'clean' : defect;
    const r = await renderPage(source.pdf, p, dpi);
    const img = await degrade(r.png, pageDefect, rng);
    const embedded = img.jpeg ? await out.embedJpg(img.bytes) : await out.embedPng(img.bytes);
    const page = out.addPage([(img.w * 72) / dpi, (img.h * 72) / dpi]);
    page.drawImage(embedded, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  const name = `${source.name}-scan-${defect}`;
  const quirks = [...new Set([...(source.truth.quirks ?? []), 'scanned', 'no-text-layer', `scan-${defect}`])];
  return {
    name,
    pdf: await out.save({ useObjectStreams: false }),
    truth: { ...source.truth, file: `${name}.pdf`, quirks },
  };
}

/** The scan corpus of `npm run eval -- --scans`: one statement per defect, and scans of tampered statements. */
export const SCAN_SET: ReadonlyArray<{ layout?: string; tamper?: string; defect: ScanDefect }> = [
  { layout: 'westfield-commerce', defect: 'clean' },
  { layout: 'crestview-business', defect: 'rotated' },
  { layout: 'cedar-community', defect: 'noise' },
  { layout: 'pioneer-fcu', defect: 'blur' },
  { layout: 'harborline-td', defect: 'gray' },
  { layout: 'frontier-daygroup', defect: 'dpi200' },
  { layout: 'westfield-commerce', defect: 'photo' },
  { tamper: 'tamper-drop-row', defect: 'clean' },
  { tamper: 'tamper-digit', defect: 'rotated' },
];
