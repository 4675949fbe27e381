// Perturbations `glyphs` and `letter-spaced` (fourteenth round): a table's column titles printed running into one
// another (`Deposits/ Additions` ending 16 pt past where `Withdrawals/ Subtractions` starts, as set 14's Wells Fargo
// prints them), the page drawn one glyph to a text run. Sorted along the line, the two titles' glyphs alternate
// (`AdditWiotnhsdrawals/`); glued neighbour to neighbour they made one word, and the `i` of one drawn 1.6 pt from the
// `i` of the other was dropped as a fake-bold copy of it. The table lost its debit column: every withdrawal read as a
// deposit (`unreconciled; balance_chain_broken`). Each glyph now continues the word whose end it meets, and a copy is
// a copy only within a tenth of the type size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { dropOverprints } from '../../../src/pipeline/pdf/runs.ts';
import type { PageText, TextRun } from '../../../src/pipeline/types.ts';
import { drawPages, masthead, R, why, type Item } from './pdf.ts';

const SIZE = 7;
/** Glyph widths in em (a narrow `/`, a narrower `W` than a real face draws), the rest 0.5. */
const WIDTH: Record<string, number> = { '/': 0.28, W: 0.45 };

/** A word's glyphs, each a run of its own, touching, from x (`track`: em of room after each glyph). */
function glyphs(x: number, y: number, word: string, track = 0): TextRun[] {
  const out: TextRun[] = [];
  for (const ch of word) {
    const w = (WIDTH[ch] ?? 0.5) * SIZE;
    out.push({ str: ch, x, y, width: w, height: SIZE, fontName: 'Helvetica' });
    x += w + track * SIZE;
  }
  return out;
}

const page = (runs: TextRun[]): PageText => ({ page: 1, width: 612, height: 792, runs: dropOverprints(runs) });
const wordsOf = (p: PageText): string[] => pageLines(p).flatMap((l) => l.words.map((w) => w.text));

/** `Additions` from x, `Withdrawals/` starting 1.5 pt before the end of its `t`: the two `i`s 1.6 pt apart. */
function titlesDrawnOver(track = 0): TextRun[] {
  const additions = glyphs(200, 100, 'Additions', track);
  const t = additions[4];
  return [
    ...glyphs(160, 100, 'Deposits/', track),
    ...additions,
    ...glyphs(t.x + t.width - 1.5, 100, 'Withdrawals/', track),
  ];
}

test('two titles drawn over one another glyph by glyph stay two words, every glyph kept', () => {
  assert.deepEqual(wordsOf(page(titlesDrawnOver())), ['Deposits/', 'Additions', 'Withdrawals/']);
});

test('the same titles letter-spaced stay two words', () => {
  const runs = [...titlesDrawnOver(0.12), ...glyphs(300, 100, 'Subtractions', 0.12)];
  assert.deepEqual(wordsOf(page(runs)), ['Deposits/', 'Additions', 'Withdrawals/', 'Subtractions']);
});

test('a glyph drawn twice a fraction of a point apart (fake bold) is still read once', () => {
  const word = glyphs(200, 100, 'Additions');
  const runs = word.flatMap((r) => [r, { ...r, x: r.x + 0.3 }]);
  assert.deepEqual(wordsOf(page(runs)), ['Additions']);
});

// A statement in Wells Fargo's shape: the titles `Deposits/ Additions` (right-aligned over the credits) and
// `Withdrawals/ Subtractions` (left-aligned, starting inside the first) overlap by 16 pt.
const statement = (debit: string): Item[] => [
  ...masthead([
    ['Beginning balance on 3/1', '1,000.00'],
    ['Deposits/Additions', '700.00'],
    ['Withdrawals/Subtractions', '- 450.00'],
    ['Ending balance on 3/31', '1,250.00'],
  ]),
  [40, 220, 'Date'],
  [100, 220, 'Description'],
  R(426, 220, 'Deposits/ Additions'),
  [410, 220, 'Withdrawals/ Subtractions'],
  R(576, 220, 'Ending daily balance'),
  [40, 235, '3/4'],
  [100, 235, 'MOBILE DEPOSIT REF 4471'],
  R(426, 235, '700.00'),
  R(576, 235, '1,700.00'),
  [40, 247, '3/6'],
  [100, 247, 'CHECK 3340'],
  R(498, 247, debit),
  R(576, 247, '1,250.00'),
];

/** Each run of the drawn page cut into its glyphs, spread evenly over each word (a glyph-by-glyph producer). */
const byGlyph = (p: PageText): PageText => ({
  ...p,
  runs: dropOverprints(
    p.runs.flatMap((r) => {
      const cw = r.width / r.str.length;
      return [...r.str].flatMap((ch, i) => (ch === ' ' ? [] : [{ ...r, str: ch, x: r.x + i * cw, width: cw }]));
    }),
  ),
});

test('the statement with overlapping titles verifies drawn as drawn and drawn glyph by glyph', async () => {
  const pages = await drawPages([statement('450.00')]);
  assert.equal(readStatement(pages).gate.verified, true, why(readStatement(pages)));
  const r = readStatement(pages.map(byGlyph));
  assert.equal(r.rows.length, 2);
  assert.equal(r.gate.verified, true, why(r));
});

test('glyph by glyph, the same statement with the check changed by one digit is refused', async () => {
  const pages = await drawPages([statement('460.00')]);
  assert.equal(readStatement(pages.map(byGlyph)).gate.verified, false);
});
