// PaddleOCR's packaged models with their hard-swish activations fused (Add/Clip/Mul/Div → HardSigmoid/Mul):
// every such pattern is found in both models, and the rewritten model computes what the packaged one does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { fuseHardSwish } from '../../src/readers/ocr/hardswish.ts';
import { PADDLE_MODEL_DIR } from '../../src/readers/ocr/paddle.ts';

const opts: InferenceSession.SessionOptions = { intraOpNumThreads: 1, graphOptimizationLevel: 'all' };
const packaged = (name: string): Uint8Array => readFileSync(join(PADDLE_MODEL_DIR, name));

GlobalFonts.registerFromPath('scripts/generator/fonts/DejaVuSans.ttf', 'DejaVu Sans');

/** A statement line drawn h×w, normalized as each model's reader feeds it (paddle.ts). */
function printed(h: number, w: number, model: 'det' | 'rec'): Float32Array {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#000000';
  ctx.font = `${Math.round(h / 2.5)}px "DejaVu Sans"`;
  ctx.fillText('03/14 DEPOSIT 1,234.56', 4, h / 2.2);
  if (h > 48) ctx.fillText('Balance 9,876.00', 4, h * 0.8);
  const gray = ctx.getImageData(0, 0, w, h).data.filter((_, i) => i % 4 === 0);
  const [mean, std] =
    model === 'det'
      ? [
          [0.485, 0.456, 0.406],
          [0.229, 0.224, 0.225],
        ]
      : [
          [0.5, 0.5, 0.5],
          [0.5, 0.5, 0.5],
        ];
  const x = new Float32Array(3 * h * w);
  for (let c = 0; c < 3; c++) for (let i = 0; i < h * w; i++) x[c * h * w + i] = (gray[i]! / 255 - mean[c]!) / std[c]!;
  return x;
}

async function outputs(model: Uint8Array, input: Float32Array, h: number, w: number): Promise<Float32Array> {
  const s = await InferenceSession.create(model, opts);
  const out = await s.run({ [s.inputNames[0]!]: new Tensor('float32', input, [1, 3, h, w]) });
  await s.release();
  return out[s.outputNames[0]!]!.data as Float32Array;
}

for (const [name, kind, h, w, count] of [
  ['ch_PP-OCRv4_rec_infer.onnx', 'rec', 48, 320, 28],
  ['ch_PP-OCRv4_det_infer.onnx', 'det', 96, 256, 24],
] as const) {
  test(`${name}: ${count} hard-swish activations fused, the same outputs`, async () => {
    const { model, fused } = fuseHardSwish(packaged(name));
    assert.equal(fused, count);
    assert.ok(model.length < packaged(name).length, 'the model lost the nodes it no longer needs');
    const input = printed(h, w, kind);
    const [before, after] = [await outputs(packaged(name), input, h, w), await outputs(model, input, h, w)];
    assert.ok(before.reduce((a, v) => Math.max(a, v), 0) > 0.9, 'the model sees the printed line');
    assert.equal(after.length, before.length);
    let worst = 0;
    for (let i = 0; i < before.length; i++) worst = Math.max(worst, Math.abs(after[i]! - before[i]!));
    assert.ok(worst < 1e-4, `largest difference ${worst}`);
    assert.deepEqual(fuseHardSwish(model), { model, fused: 0 }, 'a fused model has nothing left to fuse');
  });
}
