// One render for both reads of a scanned page. Rendering and preparing a 300 DPI page costs ~2.5 s of CPU;
// the two engines read the same page in two readers. The first reader to start a page prepares it and, when
// the other engine's task for that page is still queued, sends the prepared image back as a note; the
// queued task then carries it, and its reader skips the render. At most MAX_HELD images wait in the service
// at once (a 300 DPI letter page is 8.4 MB of gray pixels): past that, a page is rendered twice.
import type { PreparedImage } from '../pipeline/ocr/types.ts';
import type { OcrTask, PdfTask, ReaderNote } from './tasks.ts';

const MAX_HELD = 4;

/** A whole page's read (a re-read of some cells neither gives nor takes an image: it comes alone, later). */
const samePage = (a: OcrTask, b: OcrTask): boolean =>
  a.bytes === b.bytes && a.page === b.page && a.dpi === b.dpi && !a.cells && !b.cells;
const waitingSibling = (task: OcrTask) => (q: PdfTask) => q.op === 'ocr' && !q.image && samePage(q, task);
const held = (queued: PdfTask[]): number => queued.filter((q) => q.op === 'ocr' && q.image).length;

/** A task about to start: ask its reader for the prepared page when the other read of it is queued. */
export function askToShare(task: PdfTask, queued: PdfTask[]): void {
  if (task.op !== 'ocr' || task.image || task.cells || held(queued) >= MAX_HELD) return;
  task.share = queued.some(waitingSibling(task));
}

/** The queued task waits for a running one that is preparing the same page. */
export function waitsForImage(task: PdfTask, running: PdfTask[]): boolean {
  return (
    task.op === 'ocr' && !task.image && running.some((r) => r.op === 'ocr' && r.share === true && samePage(r, task))
  );
}

/** A note from `from`'s reader: when it is the prepared page, the queued reads of that page take it. */
export function takeImage(from: PdfTask, note: ReaderNote, queued: PdfTask[]): boolean {
  if (from.op !== 'ocr' || typeof note === 'string' || !note.image) return false;
  from.share = false;
  for (const q of queued.filter(waitingSibling(from)))
    if (held(queued) < MAX_HELD) (q as OcrTask).image = note.image satisfies PreparedImage;
  return true;
}
