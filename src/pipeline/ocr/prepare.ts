// A rendered page → the image the OCR engines read: skew measured (the readiness assessment's projection
// profile, on the paper only) and turned level, specks and uneven light cleaned (clean.ts), gray levels stretched (gray paper, faint print), as gray pixels.
// Runs in the reader child only (native canvas memory).
import type { Canvas } from '@napi-rs/canvas';
import { ASSESS_WIDTH, assessmentPixels, canvasLibrary } from '../pixels/decode.ts';
import type { DrawnPage } from '../pdf/render.ts';
import { assessPage, grayBytes, skewAngle, type PageAssessment, type Pixels } from '../pixels/readiness.ts';
import { cleanPage, paperOnly } from './clean.ts';

export interface PreparedPage {
  width: number;
  height: number;
  /** one byte per pixel, row-major */
  gray: Uint8Array;
  deskewDegrees: number;
  /** the readiness assessment of the page as rendered (before leveling) */
  assessment: PageAssessment;
}

/** below this the turn would move a line by under a pixel per 100 px: not worth resampling */
const MIN_TURN_DEGREES = 0.2;

/** Skew of the print on the paper (the readiness measure, with whatever is not paper left out: clean.ts). */
export function paperSkew(px: Pixels): number {
  const { width, height } = px;
  return skewAngle(Float32Array.from(paperOnly({ width, height, gray: grayBytes(px) })), width, height) ?? 0;
}

function measure(drawn: DrawnPage, page: number): { skew: number; assessment: PageAssessment } {
  const px = assessmentPixels(drawn.canvas, ASSESS_WIDTH, drawn.blank);
  return { skew: paperSkew(px), assessment: assessPage(px, page) };
}

/** Pixels from elsewhere (a test, an image file) → a canvas of this process's own library. */
function canvasOf(px: Pixels): Canvas {
  const { createCanvas, ImageData } = canvasLibrary();
  const img = createCanvas(px.width, px.height);
  const data = new Uint8ClampedArray(px.data.buffer, px.data.byteOffset, px.data.length);
  img.getContext('2d').putImageData(new ImageData(data, px.width, px.height), 0, 0);
  return img;
}

/** Levels stretched so the 1st percentile is black and the paper (the 60th) is white. */
function stretch(gray: Uint8Array): void {
  const hist = new Uint32Array(256);
  for (let i = 0; i < gray.length; i += 7) hist[gray[i]!]!++;
  const total = hist.reduce((a, b) => a + b, 0);
  const at = (q: number): number => {
    let acc = 0;
    for (let v = 0; v < 256; v++) if ((acc += hist[v]!) >= q * total) return v;
    return 255;
  };
  const lo = at(0.01);
  const hi = Math.max(lo + 32, at(0.6));
  if (lo <= 8 && hi >= 247) return;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < gray.length; i++) gray[i] = lut[gray[i]!]!;
}

/**
 * `page`: the rendered page's RGBA pixels (opaque: drawn on white), with the canvas they were drawn on when
 * the render ran in this process. A page that needs no turn is read from the pixels as they are; a tilted one
 * is drawn turned on white.
 */
export function preparePage(px: Pixels & { drawn?: DrawnPage }, page: number): PreparedPage {
  const { width, height } = px;
  const drawn = px.drawn ?? { canvas: canvasOf(px), blank: canvasLibrary().createCanvas };
  const { skew, assessment } = measure(drawn, page);
  const turn = Math.abs(skew) >= MIN_TURN_DEGREES ? skew : 0;
  let leveled: Uint8Array;
  if (turn) {
    const canvas = drawn.blank(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.translate(width / 2, height / 2);
    ctx.rotate((-turn * Math.PI) / 180);
    ctx.translate(-width / 2, -height / 2);
    ctx.drawImage(drawn.canvas, 0, 0);
    leveled = grayBytes(ctx.getImageData(0, 0, width, height));
  } else leveled = grayBytes(px);
  const { gray } = cleanPage({ width, height, gray: leveled });
  stretch(gray);
  return { width, height, gray, deskewDegrees: turn, assessment };
}
