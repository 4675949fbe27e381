// The word spaces PaddleOCR's recognizer leaves out are found on the page: paper columns between two
// characters wider than a letter gap. Pure, on drawn pixel rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blankRuns, spacesBetween } from '../../../src/pipeline/ocr/spaces.ts';

/** A 40 px high box of "letters": 8 px ink blocks, 2 px apart, `wide` px after the block at `after`. */
function line(blocks: number, after: number, wide: number, ink = 20): { gray: Uint8Array; W: number } {
  const W = 10 + blocks * 10 + wide + 10;
  const gray = new Uint8Array(W * 40).fill(250);
  let x = 10;
  for (let b = 0; b < blocks; b++) {
    for (let y = 8; y < 32; y++) gray.fill(ink, y * W + x, y * W + x + 8);
    x += 8 + (b === after ? wide : 2);
  }
  return { gray, W };
}

test('a gap much wider than the letter gaps is found; the gaps inside words and the margins are not spaces', () => {
  const { gray, W } = line(8, 3, 12);
  const runs = blankRuns(gray, W, { x0: 0, y0: 0, x1: W, y1: 40 }, 8);
  // the left margin (10 px), the space (12 px) and the right margin
  assert.deepEqual(runs, [
    [0, 10],
    [48, 60],
    [98, W],
  ]);
  const chars = [...'Totaldep'];
  const x = [14, 24, 34, 44, 64, 74, 84, 94]; // each character's middle
  assert.deepEqual([...spacesBetween(chars, x, runs, 40)], [4]);
});

test('on a page with no contrast nothing is told apart', () => {
  const { gray, W } = line(8, 3, 12, 235);
  assert.deepEqual(blankRuns(gray, W, { x0: 0, y0: 0, x1: W, y1: 40 }, 8), []);
});

test('never inside an amount or a date, never making cents of a number, never leaving a lone letter', () => {
  const cut = (t: string, gapsAfter: number[]): string[] => {
    const chars = [...t];
    const x = chars.map((_, i) => i * 10);
    const at = [
      ...spacesBetween(
        chars,
        x,
        gapsAfter.map((i) => [i * 10 + 4, i * 10 + 6]),
        10,
      ),
    ];
    return [0, ...at].map((from, k) => t.slice(from, at[k] ?? t.length));
  };
  assert.deepEqual(cut('Total-$1,234.56', [4, 7, 9]), ['Total', '-$1,234.56']);
  assert.deepEqual(cut('19/05/19Deposit', [2, 7]), ['19/05/19', 'Deposit']);
  assert.deepEqual(cut('May1,2019to', [2, 4, 8]), ['May', '1,', '2019', 'to']);
  assert.deepEqual(cut('ATMWithdrawal', [0, 2]), ['ATM', 'Withdrawal']);
  // "20" "25" would be read back as 20.25 (a decimal point the recognizer lost)
  assert.deepEqual(cut('2025', [1]), ['2025']);
  assert.deepEqual(cut('Date:31,2025', [3, 4]), ['Date:', '31,2025']);
});
