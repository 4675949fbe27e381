// Cleaning a page image before OCR (pure, on synthetic pages): specks removed only on a speckled page,
// uneven light flattened only where the paper's brightness drifts, ink and dark banners kept.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanPage, flattenLight, speckShare } from '../../../src/pipeline/ocr/clean.ts';

const W = 400,
  H = 300;

/** White paper with black text-like strokes (bars 4 px thick), `paper(x, y)` the paper's brightness. */
function page(paper: (x: number, y: number) => number = () => 255): Uint8Array {
  const g = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const ink = y % 30 >= 10 && y % 30 < 14 && x % 50 < 40;
      g[y * W + x] = ink ? 20 : paper(x, y);
    }
  return g;
}

/** A deterministic sprinkle of isolated specks on 1% of the pixels. */
function speckle(g: Uint8Array): Uint8Array {
  const out = g.slice();
  for (let i = 0; i < out.length; i++)
    if ((Math.imul(i ^ (i >>> 7), 2654435761) >>> 0) % 100 === 0) out[i] = out[i]! > 128 ? 90 : 200;
  return out;
}

const inkAt = (g: Uint8Array): number => g[11 * W + 5]!;

describe('page cleaning before OCR', () => {
  test('a clean page is left exactly as it is', () => {
    const g = page();
    assert.equal(speckShare({ width: W, height: H, gray: g }), 0);
    const out = cleanPage({ width: W, height: H, gray: g });
    assert.deepEqual(out.steps, []);
    assert.equal(out.gray, g);
  });

  test('specks are found and removed; the strokes stay', () => {
    const g = speckle(page());
    assert.ok(speckShare({ width: W, height: H, gray: g }) > 0.005);
    const out = cleanPage({ width: W, height: H, gray: g });
    assert.deepEqual(out.steps, ['median']);
    assert.ok(speckShare({ width: W, height: H, gray: out.gray }) < 0.0002, 'specks left');
    const clean = page();
    const differ = out.gray.filter((v, i) => Math.abs(v - clean[i]!) > 100).length;
    // what differs is the the strokes' corners (rounded by a pixel) and specks on the page's edge
    assert.ok(differ < 0.006 * W * H, `${differ} pixels differ from the clean page`);
    assert.ok(inkAt(out.gray) < 60, 'a stroke is still ink');
  });

  test('a shadow across the paper is flattened to white paper, ink stays dark', () => {
    const g = page((x, y) => Math.round(255 * (1 - 0.3 * ((x / W + y / H) / 2))));
    const out = cleanPage({ width: W, height: H, gray: g });
    assert.deepEqual(out.steps, ['light']);
    const cornerPaper = out.gray[(H - 2) * W + (W - 2)]!;
    assert.ok(cornerPaper > 235, `the shadowed corner reads ${cornerPaper}`);
    assert.ok(inkAt(out.gray) < 60);
  });

  test('evenly lit gray paper, or a dark banner on white paper, is not flattened', () => {
    assert.equal(flattenLight({ width: W, height: H, gray: page(() => 190) }), null);
    assert.equal(flattenLight({ width: W, height: H, gray: page((_x, y) => (y < 40 ? 40 : 255)) }), null);
  });
});
