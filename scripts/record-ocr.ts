// Records both OCR engines' words for pages of a PDF as a test fixture (test/fixtures/ocr/): the
// offline read's decisions are then tested on real engine output without the engines' CPU. Runs the
// engines in this process, as a reader does (src/readers/ocr/engine.ts `ocrPage`, 300 DPI).
//   node --import tsx scripts/record-ocr.ts FILE.pdf PAGE OUT.json
//     one page: { tesseract: OcrPage, paddle: OcrPage }
//   node --import tsx scripts/record-ocr.ts FILE.pdf 1,2 OUT.json
//     a statement's pages and the second look at their disputed cells (src/pipeline/ocr/disputes.ts), each
//     engine's re-read of every disputed cell (`ocrCells`): { pages: [{ tesseract, paddle }...], cells: [...] }
//   ... OUT.json --keep-pages: the pages as OUT.json already holds them, only the cells read again (after a
//     change to how cells are found or re-read)
import fs from 'node:fs';
import { ocrCells, ocrPage } from '../src/readers/ocr/engine.ts';
import { disputedCells } from '../src/pipeline/ocr/disputes.ts';
import { OCR_ENGINES, type OcrEngineName, type OcrPage } from '../src/pipeline/ocr/types.ts';

const [file, pageList, out] = process.argv.slice(2);
if (!file || !pageList || !out) {
  console.error('usage: node --import tsx scripts/record-ocr.ts FILE.pdf PAGE[,PAGE...] OUT.json');
  process.exit(2);
}
const bytes = new Uint8Array(fs.readFileSync(file));

/** The bench's figures (time, CPU, memory, process) are not part of the read. */
const recorded = ({ cpuMs: _c, readerPeakRssMb: _r, readerPid: _p, stages: _s, ...read }: OcrPage): OcrPage => ({
  ...read,
  ms: 0,
});

async function bothEngines(page: number): Promise<Record<OcrEngineName, OcrPage>> {
  const read = {} as Record<OcrEngineName, OcrPage>;
  for (const engine of OCR_ENGINES) read[engine] = recorded(await ocrPage(bytes, page, engine, 300, {}));
  return read;
}

const pages = pageList.split(',').map(Number);
if (pages.length === 1) fs.writeFileSync(out, `${JSON.stringify(await bothEngines(pages[0]!))}\n`);
else {
  const read: Array<Record<OcrEngineName, OcrPage>> = [];
  if (process.argv.includes('--keep-pages')) read.push(...JSON.parse(fs.readFileSync(out, 'utf8')).pages);
  else for (const p of pages) read.push(await bothEngines(p));
  const cells = [];
  for (const [i, p] of pages.entries()) {
    const boxes = disputedCells(read[i]!.tesseract, read[i]!.paddle).map((c) => c.box);
    const again = {} as Record<OcrEngineName, OcrPage>;
    for (const engine of OCR_ENGINES) again[engine] = recorded(await ocrCells(bytes, p, engine, 300, {}, boxes));
    cells.push(again);
  }
  fs.writeFileSync(out, `${JSON.stringify({ pages: read, cells })}\n`);
}
process.exit(0); // the engines' workers would keep the process alive
