// Every JPEG and PNG encoding a broker's phone, scanner or editor writes becomes a page that renders as the
// picture does, converted in a reader process as the service does (../../fixtures/images/README.md says
// where each file comes from and how it was made). A damaged image fails as `corrupt` with its cause.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadImage } from '@napi-rs/canvas';
import { assessmentPixels } from '../../../src/pipeline/pixels/decode.ts';
import { prepareFile } from '../../../src/pipeline/intake/prepare.ts';
import { createPdfPool } from '../../../src/readers/pool.ts';
import { PdfReadError } from '../../../src/pipeline/pdf/errors.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/images');
const pool = createPdfPool({ threads: 1 });
after(() => pool.destroy());

/** The file as an upload hands it over: a view into a larger buffer (byteOffset > 0). */
function upload(name: string): Uint8Array {
  const bytes = fs.readFileSync(path.join(DIR, name));
  const padded = new Uint8Array(bytes.length + 64);
  padded.set(bytes, 64);
  return padded.subarray(64);
}

/** Gray levels of a picture on white, scaled to 201 px wide, so two renders of the same print compare pixel by pixel. */
async function grayAt(png: Uint8Array): Promise<Float64Array> {
  const { width, height, data } = assessmentPixels(await loadImage(Buffer.from(png)), 201);
  const g = new Float64Array(width * height);
  for (let i = 0; i < g.length; i++) g[i] = (data[4 * i]! + data[4 * i + 1]! + data[4 * i + 2]!) / 3;
  return g;
}

const meanDiff = (a: Float64Array, b: Float64Array) => a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0) / a.length;

/** The page the service makes of the file, rendered at 72 DPI. */
async function pageOf(name: string) {
  const prepared = await prepareFile(upload(name), pool.imageToPdf);
  assert.ok(prepared.fromImage);
  const read = await pool.extract(prepared.pdf);
  assert.deepEqual(read.imagePages, [1], `${name}: one image page`);
  return pool.renderPage(prepared.pdf, 1, 72);
}

// the same print (the top half of a real bank-statement screenshot) in every encoding
const SAME_PRINT = [
  'baseline.jpg',
  'progressive.jpg',
  'cmyk.jpg',
  'gray.jpg',
  'arithmetic.jpg',
  'exif-rotated.jpg',
  'rgb.png',
  'rgb16.png',
  'palette.png',
  'alpha.png',
  'gray-alpha.png',
  'interlaced.png',
];

test('every JPEG and PNG encoding becomes an upright page that renders as the picture does', async () => {
  const reference = await grayAt(new Uint8Array(fs.readFileSync(path.join(DIR, 'rgb.png'))));
  const blank = new Float64Array(reference.length).fill(255);
  const diffs: Record<string, number> = {};
  for (const name of SAME_PRINT) {
    const page = await pageOf(name);
    assert.deepEqual([page.widthPx, page.heightPx], [612, 347], `${name}: a landscape page fit to Letter width`);
    diffs[name] = Math.round(meanDiff(await grayAt(page.png), reference));
  }
  // a blank page (what pdfjs drew of an arithmetic-coded JPEG) differs from the print by ~14 gray levels on
  // average, an inverted one (a CMYK JPEG decoded the wrong way) by ~200; two scalings of the same print by ~3-4
  assert.ok(meanDiff(blank, reference) > 12);
  for (const [name, d] of Object.entries(diffs)) assert.ok(d <= 6, `${name}: differs from the picture by ${d}`);
});

test('a real screenshot and a phone photo stored turned become upright portrait pages', async () => {
  for (const name of ['commerce-screenshot.jpg', 'phone-photo.jpg', 'bofa-page2-scan.jpg']) {
    const page = await pageOf(name);
    assert.equal(page.widthPx, 612, name);
    assert.ok(page.heightPx > 612, `${name}: portrait (${page.widthPx}×${page.heightPx})`);
  }
});

test('an image cut short or failing its checksum fails as corrupt, naming the cause', async () => {
  for (const [name, cause] of [
    ['truncated.jpg', /cut short/],
    ['corrupt.png', /IDAT chunk fails its checksum/],
  ] as const) {
    await assert.rejects(
      prepareFile(upload(name), pool.imageToPdf),
      (e: unknown) => e instanceof PdfReadError && e.reason === 'corrupt' && cause.test(e.message),
      name,
    );
  }
  // a PNG cut inside its pixels
  const png = fs.readFileSync(path.join(DIR, 'rgb.png'));
  await assert.rejects(
    prepareFile(new Uint8Array(png.subarray(0, png.length >> 1)), pool.imageToPdf),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'corrupt' && /cut short/.test(e.message),
  );
});
