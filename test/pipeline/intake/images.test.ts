import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCanvas } from '@napi-rs/canvas';
import { imageToPdf, jpegInfo, pngInfo, pageSizeFor } from '../../../src/pipeline/intake/images.ts';
import { prepareFile } from '../../../src/pipeline/intake/prepare.ts';
import { extractPdf, PdfReadError } from '../../../src/pipeline/pdf/extract.ts';
import { renderPage } from '../../../src/pipeline/pdf/render.ts';

function photo(w: number, h: number, mime: 'image/png' | 'image/jpeg'): Uint8Array {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#000';
  ctx.font = '40px sans-serif';
  ctx.fillText('Ending balance 1,234.56', 40, 100);
  return new Uint8Array(mime === 'image/png' ? c.toBuffer('image/png') : c.toBuffer('image/jpeg', 90));
}

/** Insert a pHYs chunk (pixels per metre) after IHDR. */
function withPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  const ppm = Math.round(dpi / 0.0254);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(ppm, 0);
  data.writeUInt32BE(ppm, 4);
  data[8] = 1;
  const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from('pHYs'), data, Buffer.alloc(4)]);
  chunk.writeUInt32BE(9, 0); // pdf-lib's PNG reader does not check CRCs of ancillary chunks
  return new Uint8Array(Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]));
}

/** Insert an EXIF APP1 segment with Orientation after SOI. */
function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const seg = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), seg, jpeg.subarray(2)]));
}

test('a PNG becomes a one-page PDF fit to Letter width, read as an image page', async () => {
  const png = photo(1275, 1650, 'image/png');
  const prepared = await prepareFile(png);
  assert.equal(prepared.contentType, 'image/png');
  assert.ok(prepared.fromImage);
  const r = await extractPdf(prepared.pdf);
  assert.equal(r.pageCount, 1);
  assert.deepEqual(r.imagePages, [1]);
  assert.deepEqual([r.pages[0].width, r.pages[0].height], [612, 792]);
});

test('a scanner DPI in the file sets the page size; 72 DPI is ignored', async () => {
  const png = photo(600, 300, 'image/png');
  assert.equal(pngInfo(withPngDpi(png, 300)).dpi, 300);
  const at300 = await extractPdf(await imageToPdf(withPngDpi(png, 300), 'image/png'));
  assert.deepEqual([at300.pages[0].width, at300.pages[0].height], [144, 72]); // 2 in × 1 in
  assert.deepEqual(pageSizeFor({ widthPx: 600, heightPx: 300, dpi: 72, rotate: 0 }), { width: 612, height: 306 });
});

test('a JPEG keeps its pixels: a 300 DPI render of a 2550 px wide photo is 2550 px wide', async () => {
  const jpg = photo(2550, 3300, 'image/jpeg');
  assert.deepEqual([jpegInfo(jpg).widthPx, jpegInfo(jpg).heightPx], [2550, 3300]);
  const pdf = (await prepareFile(jpg)).pdf;
  const page = await renderPage(pdf, 1, 300);
  assert.deepEqual([page.widthPx, page.heightPx], [2550, 3300]);
});

test('a phone photo with EXIF orientation 6 is turned upright by the page rotation', async () => {
  const jpg = withExifOrientation(photo(400, 200, 'image/jpeg'), 6);
  assert.equal(jpegInfo(jpg).rotate, 90);
  const r = await extractPdf(await imageToPdf(jpg, 'image/jpeg'));
  // shown 200×400: the width as shown fits Letter, so the stored 1224×612 page is shown 612×1224
  assert.deepEqual([r.pages[0].width, r.pages[0].height], [612, 1224]);
});

test('the same image gives the same PDF bytes', async () => {
  const png = photo(300, 300, 'image/png');
  assert.deepEqual(await imageToPdf(png, 'image/png'), await imageToPdf(png, 'image/png'));
});

test('files that are not PDF, PNG or JPEG, and damaged images, fail with a reason', async () => {
  await assert.rejects(
    prepareFile(new TextEncoder().encode('PK\u0003\u0004 docx')),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'not_a_pdf' && /ZIP/.test(e.message),
  );
  const png = photo(100, 100, 'image/png');
  await assert.rejects(
    prepareFile(png.subarray(0, 60)),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'corrupt' && /image/.test(e.message),
  );
  // a pixel bomb: the header claims 30000×30000, refused before any decoding
  const bomb = Buffer.from(photo(10, 10, 'image/png'));
  bomb.writeUInt32BE(30000, 16);
  bomb.writeUInt32BE(30000, 20);
  await assert.rejects(
    prepareFile(new Uint8Array(bomb)),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'too_large',
  );
  const pdf = new TextEncoder().encode('%PDF-1.4 not really');
  assert.equal((await prepareFile(pdf)).pdf, pdf);
});
