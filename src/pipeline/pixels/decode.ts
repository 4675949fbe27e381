// PNG/JPEG bytes → RGBA pixels, downscaled for assessment (the measures are tuned at ~1000 px wide;
// the model still gets the full-resolution page). Computation over bytes only.
import { createRequire } from 'node:module';
import type { Canvas, Image } from '@napi-rs/canvas';
import type { Pixels } from './readiness.ts';

// Skia (tens of MB of native code) loads at the first image, not with the pipeline: a reader that only
// reads text layers never needs it.
const require = createRequire(import.meta.url);
let skia: typeof import('@napi-rs/canvas') | undefined;
export const canvasLibrary = (): typeof import('@napi-rs/canvas') => (skia ??= require('@napi-rs/canvas'));

export const ASSESS_WIDTH = 1000;

export async function decodeForAssessment(image: Uint8Array, maxWidth = ASSESS_WIDTH): Promise<Pixels> {
  return assessmentPixels(
    await canvasLibrary().loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength)),
    maxWidth,
  );
}

/**
 * An already decoded image (or a canvas) → RGBA pixels on white, downscaled to at most `maxWidth`. `blank`:
 * where the smaller canvas comes from (a canvas pdfjs drew is drawn only onto one of its own library's).
 */
export function assessmentPixels(
  img: Image | Canvas,
  maxWidth = ASSESS_WIDTH,
  blank: (width: number, height: number) => Canvas = (w, h) => canvasLibrary().createCanvas(w, h),
): Pixels {
  const scale = Math.min(1, maxWidth / img.width);
  const width = Math.max(1, Math.round(img.width * scale));
  const height = Math.max(1, Math.round(img.height * scale));
  const canvas = blank(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  const data = ctx.getImageData(0, 0, width, height).data;
  return { width, height, data };
}
