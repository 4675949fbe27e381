// The skew the OCR step turns a page level by, measured on the print on the paper: a photographed sheet,
// smaller than the frame, on a darker desk, under uneven light (synthetic pages at the assessment's size).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { paperSkew } from '../../../src/pipeline/ocr/prepare.ts';
import type { Pixels } from '../../../src/pipeline/pixels/readiness.ts';

const W = 1000,
  H = 1300;

/**
 * A sheet of sparse text lines (short words on the left half, as on a statement) tilted by `tilt` degrees (clockwise, as a canvas turns it) and scaled by `scale` around
 * the frame's centre; the frame around the sheet is a desk of gray `desk`; the light dims towards the bottom right.
 */
function photo(tilt: number, scale: number, desk = 100): Pixels {
  const data = new Uint8ClampedArray(W * H * 4);
  const c = Math.cos((tilt * Math.PI) / 180),
    s = Math.sin((tilt * Math.PI) / 180);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const dx = x - W / 2,
        dy = y - H / 2;
      const u = (dx * c + dy * s) / scale + W / 2,
        v = (-dx * s + dy * c) / scale + H / 2;
      const onSheet = u >= 0 && u < W && v >= 0 && v < H;
      const text = u > 80 && u < 500 && v > 80 && v < 1220 && v % 60 >= 8 && v % 60 < 11 && u % 70 < 20;
      const light = 1.02 - 0.25 * ((x / W + y / H) / 2);
      const level = !onSheet ? desk : Math.min(255, (text ? 30 : 250) * light);
      data.fill(level, (y * W + x) * 4, (y * W + x) * 4 + 3);
      data[(y * W + x) * 4 + 3] = 255;
    }
  return { width: W, height: H, data: data as unknown as Pixels['data'] };
}

describe('skew of the paper before OCR', () => {
  test('a photographed sheet on a desk: the tilt of its print, not the level edges of the frame', () => {
    assert.ok(Math.abs(paperSkew(photo(-0.72, 0.9)) - -0.72) <= 0.1);
    assert.ok(Math.abs(paperSkew(photo(1.3, 0.9)) - 1.3) <= 0.1);
  });

  test('a scan (white around the turned sheet) is measured as before: tilted, and level', () => {
    assert.ok(Math.abs(paperSkew(photo(-1.65, 1, 255)) - -1.65) <= 0.1);
    assert.equal(paperSkew(photo(0, 1, 255)), 0);
  });
});
