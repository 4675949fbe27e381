// The page the OCR engines read, prepared from the rendered page (no PNG between render and prepare, and the
// canvas pdfjs drew is measured and turned as it is): an upright page keeps its gray levels, a tilted one comes
// back level, and preparing from the drawn canvas gives what preparing from its pixels gives.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { preparePage } from '../../../src/pipeline/ocr/prepare.ts';
import { renderPixels } from '../../../src/pipeline/pdf/render.ts';
import { grayBytes, skewAngle, type Pixels } from '../../../src/pipeline/pixels/readiness.ts';

const W = 1000,
  H = 1300;

/** A white sheet of short dark words in rows, turned by `tilt` degrees about the centre, opaque RGBA. */
function page(tilt: number): Pixels {
  const data = new Uint8ClampedArray(W * H * 4);
  const c = Math.cos((tilt * Math.PI) / 180),
    s = Math.sin((tilt * Math.PI) / 180);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const dx = x - W / 2,
        dy = y - H / 2;
      const u = dx * c + dy * s + W / 2,
        v = -dx * s + dy * c + H / 2;
      const text = u > 80 && u < 500 && v > 80 && v < 1220 && v % 60 >= 8 && v % 60 < 14 && u % 70 < 20;
      data.fill(text ? 20 : 250, (y * W + x) * 4, (y * W + x) * 4 + 3);
      data[(y * W + x) * 4 + 3] = 255;
    }
  return { width: W, height: H, data };
}

/** The page as a scan: one PNG filling a page of its size at 300 DPI, no text layer. */
async function scanPdf(px: Pixels): Promise<Uint8Array> {
  const canvas = createCanvas(px.width, px.height);
  canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(px.data), px.width, px.height), 0, 0);
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(canvas.toBuffer('image/png'));
  const [w, h] = [(px.width * 72) / 300, (px.height * 72) / 300];
  doc.addPage([w, h]).drawImage(png, { x: 0, y: 0, width: w, height: h });
  return doc.save();
}

describe('preparing a rendered page for OCR', () => {
  test('a page rendered from a PDF is prepared from the canvas pdfjs drew, the same as from its pixels', async () => {
    for (const tilt of [0, -1.5]) {
      const rendered = await renderPixels(await scanPdf(page(tilt)), 1, 300);
      assert.ok(rendered.drawn, 'the render hands over its canvas');
      const fromCanvas = preparePage(rendered, 1);
      const fromPixels = preparePage({ width: rendered.width, height: rendered.height, data: rendered.data }, 1);
      assert.equal(fromCanvas.deskewDegrees, fromPixels.deskewDegrees, `tilt ${tilt}`);
      assert.ok(tilt === 0 ? fromCanvas.deskewDegrees === 0 : Math.abs(fromCanvas.deskewDegrees - tilt) <= 0.15);
      assert.deepEqual(fromCanvas.assessment, fromPixels.assessment);
      assert.ok(Buffer.from(fromCanvas.gray).equals(Buffer.from(fromPixels.gray)), `tilt ${tilt}: same gray levels`);
    }
  });

  test('an upright page: read from its pixels as drawn, gray levels stretched (paper white, ink black)', () => {
    const px = page(0);
    const img = preparePage(px, 1);
    assert.equal(img.deskewDegrees, 0);
    assert.deepEqual([img.width, img.height, img.gray.length], [W, H, W * H]);
    const gray = grayBytes(px);
    for (let i = 0; i < gray.length; i += 997) assert.equal(img.gray[i], gray[i]! < 128 ? 0 : 255);
  });

  test('a tilted page comes back level', () => {
    const img = preparePage(page(-1.5), 1);
    assert.ok(Math.abs(img.deskewDegrees - -1.5) <= 0.15, `turned by ${img.deskewDegrees}`);
    const after = skewAngle(Float32Array.from(img.gray), W, H) ?? 0;
    assert.ok(Math.abs(after) <= 0.2, `left at ${after}`);
  });
});
