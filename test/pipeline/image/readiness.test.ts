// Readiness from real rendered pixels: a clean digital page passes; blur, rotation, darkness and a blank
// page are measured and flagged, blocking ones ask for a re-upload. Images drawn with @napi-rs/canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCanvas } from '@napi-rs/canvas';
import { decodeForAssessment } from '../../../src/pipeline/pixels/decode.ts';
import { assessPage, summarizeReadiness } from '../../../src/pipeline/pixels/readiness.ts';

/** A letter page at 100 DPI with 40 lines of statement-like text, optionally blurred, rotated or dimmed. */
async function page(
  opts: { blur?: number; rotate?: number; dim?: number; blank?: boolean; photo?: boolean } = {},
): Promise<Uint8Array> {
  const w = 850,
    h = 1100;
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  g.fillStyle = opts.photo ? '#b8a890' : '#ffffff';
  g.fillRect(0, 0, w, h);
  if (opts.photo) {
    const grad = g.createLinearGradient(0, 0, w, h);
    grad.addColorStop(0, 'rgba(255,255,255,0.5)');
    grad.addColorStop(1, 'rgba(0,0,0,0.4)');
    g.fillStyle = grad;
    g.fillRect(0, 0, w, h);
  }
  if (opts.rotate) {
    g.translate(w / 2, h / 2);
    g.rotate((opts.rotate * Math.PI) / 180);
    g.translate(-w / 2, -h / 2);
  }
  if (opts.blur) g.filter = `blur(${opts.blur}px)`;
  g.fillStyle = '#000000';
  g.font = '14px sans-serif';
  if (!opts.blank)
    for (let i = 0; i < 40; i++)
      g.fillText(
        `01/${String((i % 28) + 1).padStart(2, '0')}   CARD SETTLEMENT DEPOSIT ${1000 + i}      1,234.${String(i).padStart(2, '0')}     45,678.90`,
        80,
        100 + i * 22,
      );
  if (opts.dim) {
    g.filter = 'none';
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = `rgba(0,0,0,${opts.dim})`;
    g.fillRect(0, 0, w, h);
  }
  return c.encode('png');
}

const assess = async (png: Uint8Array) => assessPage(await decodeForAssessment(png), 2);

test('a clean page: sharp, level, white paper, no issues', async () => {
  const a = await assess(await page());
  assert.deepEqual(a.issues, []);
  assert.equal(a.blocking, false);
  assert.equal(a.photo_like, false);
  assert.equal(a.skew_angle_degrees, 0);
  assert.ok(a.blur_variance! > 1000, `blur variance ${a.blur_variance}`);
  assert.ok(a.crop_box[0]! > 0.05 && a.crop_box[2]! < 1, `crop ${a.crop_box}`);
  assert.equal(a.readiness_score, 1);
});

test('blur lowers the Laplacian variance; heavy blur blocks and asks for a re-upload', async () => {
  const sharp = await assess(await page());
  const soft = await assess(await page({ blur: 1 }));
  const heavy = await assess(await page({ blur: 5 }));
  assert.ok(sharp.blur_variance! > soft.blur_variance! && soft.blur_variance! > heavy.blur_variance!);
  assert.equal(heavy.blocking, true);
  assert.ok(heavy.issues.some((i) => i.code === 'blurry'));
  const r = summarizeReadiness([sharp, heavy]);
  assert.equal(r.reupload_required, true);
  assert.equal(r.assessed_pages, 2);
  assert.ok(r.readiness_score <= 0.3);
});

test('a rotated page reports its skew angle', async () => {
  const a = await assess(await page({ rotate: 3 }));
  assert.ok(Math.abs(Math.abs(a.skew_angle_degrees!) - 3) <= 0.5, `skew ${a.skew_angle_degrees}`);
  assert.ok(a.issues.some((i) => i.code === 'skewed'));
});

test('a dark photo of paper is photo-like and dark; a blank page blocks', async () => {
  const dark = await assess(await page({ dim: 0.7 }));
  assert.ok(dark.brightness! < 0.35, `brightness ${dark.brightness}`);
  assert.ok(dark.issues.some((i) => i.code === 'too_dark'));
  const photo = await assess(await page({ photo: true }));
  assert.equal(photo.photo_like, true);
  const blank = await assess(await page({ blank: true }));
  assert.equal(blank.blocking, true);
  assert.ok(blank.issues.some((i) => i.code === 'blank_page'));
});
