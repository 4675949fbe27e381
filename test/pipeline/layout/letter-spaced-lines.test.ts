// Letter-spaced text layers (character spacing / tracking): a producer that sets each glyph apart by extra room
// writes each glyph as a run of its own, a fixed gap from the next. The line's own glyph gap is learned from the
// gaps on the line: inside a word they cluster, a word's space stands clearly above them, a column's gap far above.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import type { PageText, TextRun } from '../../../src/pipeline/types.ts';

const SIZE = 9;

/** Kerning: each glyph pair's gap moved by up to 0.02 em (the same pattern on every run of the tests). */
const KERN = [0, -0.02, 0.02, 0.01, -0.01, 0.015];

/**
 * Cells of one line, each at its x: every glyph its own run `track` em apart (kerned), words a space (0.28 em) plus
 * the tracking apart. Glyphs are 0.5 em wide (digits and points alike, as a monospaced figure font).
 */
function trackedLine(y: number, cells: Array<[number, string]>, track: number, size = SIZE): TextRun[] {
  const out: TextRun[] = [];
  const cw = 0.5 * size;
  let k = 0;
  for (const [x0, text] of cells) {
    let x = x0;
    for (const ch of text) {
      if (ch === ' ') {
        x += 0.28 * size;
        continue;
      }
      out.push({ str: ch, x, y, width: cw, height: size, fontName: 'Helvetica' });
      x += cw + (track + (track ? KERN[k++ % KERN.length] : 0)) * size;
    }
  }
  return out;
}

const page = (runs: TextRun[]): PageText => ({ page: 1, width: 612, height: 792, runs });
const cellsOf = (p: PageText): string[][] => pageLines(p).map((l) => l.words.map((w) => w.text));

test('letter-spaced words glue into words, a space apart stays two words', () => {
  const lines = cellsOf(page(trackedLine(100, [[40, 'Beginning Balance']], 0.11)));
  assert.deepEqual(lines, [['Beginning', 'Balance']]);
});

test('letter-spaced columns stay apart: date, description and amounts are separate words', () => {
  const lines = cellsOf(
    page(
      trackedLine(
        100,
        [
          [40, '07/02'],
          [90, 'Deposit Ref 4471'],
          [400, '17,120.00'],
          [500, '81,607.40'],
        ],
        0.12,
      ),
    ),
  );
  assert.deepEqual(lines, [['07/02', 'Deposit', 'Ref', '4471', '17,120.00', '81,607.40']]);
  const [line] = pageLines(
    page(
      trackedLine(
        100,
        [
          [400, '17,120.00'],
          [500, '81,607.40'],
        ],
        0.12,
      ),
    ),
  );
  // the amounts are read whole, each in its own place (a column apart)
  assert.equal(line.words[0].x, 400);
  assert.ok(line.words[1].x - line.words[0].right > SIZE);
});

test('amounts read whole when every glyph is spaced apart, short ones too', () => {
  const lines = cellsOf(
    page(
      trackedLine(
        100,
        [
          [40, 'Fee'],
          [400, '5.00'],
          [480, '-1,234.56'],
        ],
        0.1,
      ),
    ),
  );
  assert.deepEqual(lines, [['Fee', '5.00', '-1,234.56']]);
});

test('spacing that varies per line: each line glues by its own glyph gap', () => {
  const runs = [
    // a heading tracked wide (0.18 em), body lines straddling the touching limit (0.12 em, kerned) and untracked touching glyphs
    ...trackedLine(80, [[40, 'DEPOSITS AND ADDITIONS']], 0.18),
    ...trackedLine(
      100,
      [
        [40, '07/09'],
        [90, 'Deposit'],
        [400, '24,610.00'],
      ],
      0.12,
    ),
    ...trackedLine(
      120,
      [
        [40, '07/14'],
        [90, 'Wire Transfer'],
        [400, '11,424.00'],
      ],
      0,
    ),
  ];
  assert.deepEqual(cellsOf(page(runs)), [
    ['DEPOSITS', 'AND', 'ADDITIONS'],
    ['07/09', 'Deposit', '24,610.00'],
    ['07/14', 'Wire', 'Transfer', '11,424.00'],
  ]);
});

test('a line with no letter spacing glues touching glyphs only: a narrow space still parts two words', () => {
  // glyph by glyph, touching, words 0.2 em apart (a narrow font's space): the learned gap is no wider than touching
  const runs = trackedLine(
    100,
    [
      [40, 'Total Fees Charged'],
      [400, '12.00'],
    ],
    0,
  ).map((r) => ({ ...r }));
  let shift = 0;
  for (let i = 1; i < runs.length; i++) {
    const gap = runs[i].x - (runs[i - 1].x + runs[i - 1].width) - shift;
    if (gap > 0.2 * SIZE && gap < SIZE) shift += 0.08 * SIZE; // close each word space to 0.2 em
    runs[i] = { ...runs[i], x: runs[i].x - shift };
  }
  assert.deepEqual(cellsOf(page(runs)), [['Total', 'Fees', 'Charged', '12.00']]);
});
