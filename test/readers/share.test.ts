// One render for both reads of a scanned page: the first reader to prepare a page hands the image to the
// other engine's queued read of the same page, and no more than a few images wait in the service.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { askToShare, takeImage, waitsForImage } from '../../src/readers/share.ts';
import type { OcrTask, PdfTask } from '../../src/readers/tasks.ts';
import type { PreparedImage } from '../../src/pipeline/ocr/types.ts';

const fileA = new Uint8Array([1]);
const fileB = new Uint8Array([1]); // same bytes, another file
const task = (engine: 'tesseract' | 'paddle', page: number, bytes = fileA): OcrTask => ({
  op: 'ocr',
  bytes,
  page,
  dpi: 300,
  engine,
  limits: {},
});
const image = { width: 1, height: 1, gray: new Uint8Array(1), dpi: 300 } as PreparedImage;

test('the other read of the page, queued, takes the prepared image; other pages and files do not', () => {
  const running = task('tesseract', 1);
  const queued: PdfTask[] = [task('paddle', 1), task('paddle', 2), task('paddle', 1, fileB)];
  askToShare(running, queued);
  assert.equal(running.share, true);
  assert.equal(waitsForImage(queued[0]!, [running]), true);
  assert.equal(waitsForImage(queued[1]!, [running]), false);
  assert.equal(takeImage(running, { image }, queued), true);
  assert.deepEqual(
    queued.map((q) => (q as OcrTask).image === image),
    [true, false, false],
  );
  assert.equal(waitsForImage(queued[0]!, [running]), false, 'no longer waits once the image came');
});

test('no read of the page queued: the reader is not asked for its image', () => {
  const running = task('tesseract', 1);
  askToShare(running, [task('paddle', 2)]);
  assert.notEqual(running.share, true);
});

test('at most four images wait in the service', () => {
  const queued: PdfTask[] = [1, 2, 3, 4, 5].map((p) => task('paddle', p));
  for (const p of [1, 2, 3, 4, 5]) {
    const running = task('tesseract', p);
    askToShare(running, queued);
    takeImage(running, { image }, queued);
  }
  assert.equal(queued.filter((q) => (q as OcrTask).image).length, 4);
});

test('a word note (a job read) is not an image', () => {
  assert.equal(takeImage(task('tesseract', 1), 'read', [task('paddle', 1)]), false);
});

test('a re-read of some cells of a page neither hands its image on nor takes one (it is prepared alone, later)', () => {
  const cells = [{ x0: 1, y0: 1, x1: 9, y1: 9 }];
  const reread: OcrTask = { ...task('tesseract', 1), cells };
  const queued: PdfTask[] = [task('paddle', 1), { ...task('paddle', 1), cells }];
  askToShare(reread, queued);
  assert.notEqual(reread.share, true);
  const whole = task('tesseract', 1);
  askToShare(whole, [{ ...task('paddle', 1), cells }]);
  assert.notEqual(whole.share, true, 'a queued re-read is not a page waiting for its image');
  assert.equal(waitsForImage({ ...task('paddle', 1), cells }, [{ ...whole, share: true }]), false);
});
