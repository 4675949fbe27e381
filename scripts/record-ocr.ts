// Records both OCR engines' words for one page of a PDF as a test fixture (test/fixtures/ocr/): the
// offline read's decisions are then tested on real engine output without the engines' CPU. Runs the
// engines in this process, as a reader does (src/pipeline/ocr/engine.ts `ocrPage`, 300 DPI).
//   node --import tsx scripts/record-ocr.ts FILE.pdf PAGE OUT.json
import fs from 'node:fs';
import { ocrPage } from '../src/pipeline/ocr/engine.ts';
import { OCR_ENGINES, type OcrPage } from '../src/pipeline/ocr/types.ts';

const [file, page, out] = process.argv.slice(2);
if (!file || !page || !out) {
  console.error('usage: node --import tsx scripts/record-ocr.ts FILE.pdf PAGE OUT.json');
  process.exit(2);
}
const bytes = new Uint8Array(fs.readFileSync(file));
const recorded: Record<string, OcrPage> = {};
for (const engine of OCR_ENGINES) {
  // the bench's figures (time, CPU, memory, process) are not part of the read
  const {
    cpuMs: _c,
    readerPeakRssMb: _r,
    readerPid: _p,
    ...read
  } = await ocrPage(bytes, Number(page), engine, 300, {});
  recorded[engine] = { ...read, ms: 0 };
}
fs.writeFileSync(out, `${JSON.stringify(recorded)}\n`);
process.exit(0); // the engines' workers would keep the process alive
