// tesseract.js (Tesseract 5 LSTM compiled to WebAssembly) in the reader child. The English model is read
// from the @tesseract.js-data/eng npm package on disk: `langPath` is always given (tesseract.js would
// otherwise fetch it from a CDN) and nothing is cached to the working directory.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type RecognizeResult, type Worker } from 'tesseract.js';
import { cellImage, toPage, type CellBox } from '../../pipeline/ocr/cell.ts';
import type { GrayImage } from '../../pipeline/ocr/clean.ts';
import type { OcrWord } from '../../pipeline/ocr/types.ts';

const require = createRequire(import.meta.url);
/** LSTM "best_int": the accurate model, integer-quantized (3 MB). */
export const TESSERACT_LANG_PATH = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

let worker: Promise<Worker> | null = null;

function tesseract(): Promise<Worker> {
  worker ??= (async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: TESSERACT_LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      logger: () => {},
      errorHandler: () => {},
    });
    // sparse text: a statement is columns of short words, not paragraphs
    await w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
    return w;
  })();
  return worker;
}

/**
 * Gray pixels as a binary PGM: Leptonica reads it as it is, where a PNG costs an encode here and a decode in
 * the engine (~1 s of CPU per 300 DPI page together).
 */
function pgm(gray: Uint8Array, width: number, height: number): Buffer {
  const head = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  return Buffer.concat([head, gray]);
}

export async function tesseractWords(gray: Uint8Array, width: number, height: number): Promise<OcrWord[]> {
  const w = await tesseract();
  return wordsOf(await w.recognize(pgm(gray, width, height), {}, { blocks: true, text: false }));
}

/**
 * One cell of the page read again as a single line of text, at twice its size (`cell.ts`): a different
 * segmentation and scale from the page's sparse read. Boxes come back in the page's pixels.
 */
export async function tesseractCell(page: GrayImage, box: CellBox): Promise<OcrWord[]> {
  const w = await tesseract();
  const crop = cellImage(page, box);
  await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    const r = await w.recognize(pgm(crop.gray, crop.width, crop.height), {}, { blocks: true, text: false });
    return wordsOf(r).map((x) => toPage(x, crop));
  } finally {
    await w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  }
}

function wordsOf(r: RecognizeResult): OcrWord[] {
  const words: OcrWord[] = [];
  for (const b of r.data.blocks ?? [])
    for (const p of b.paragraphs)
      for (const l of p.lines)
        for (const x of l.words) {
          words.push({
            text: x.text,
            x0: x.bbox.x0,
            y0: x.bbox.y0,
            x1: x.bbox.x1,
            y1: x.bbox.y1,
            confidence: x.confidence / 100,
          });
        }
  return words;
}
