// Word gaps drawn by positioning. A print engine that sets type letter-spaced (character spacing `Tc`, or each glyph
// placed on its own) stands every glyph a fixed room from the next and shows the word gaps as a wider room: a space
// glyph, a `TJ` adjustment, a move of the pen. pdfjs's text content turns any room over 0.102 em into a space and
// never more than one, so once the tracking passes that, its string has a space between every two glyphs and the word
// gaps are no longer in it (`Y o u r b e g i n n i n g b a l a n c e`, which the layout reader can only join
// into one word). The glyphs' own places are in the page's drawing (./ocr-layer.ts `paintFacts`, one walk): an item
// spaced at every glyph has its spaces decided again from them. A room with a space glyph in it is a word gap; so is
// a room wider than the item's letter room (a low quartile of its rooms) by a step a space would make; the rest is
// tracking and goes. An item of two or three glyphs (`2 8`) takes the letter room of the page's longer items of its
// size.
//
// Items are matched to the drawn glyphs character by character in content-stream order, as ./hidden-text.ts matches
// them; from where the two part ways nothing is changed. An item whose every room holds a space glyph (`D E P O S I
// T S` typed with spaces), one whose letter room is as wide as a space, and any item pdfjs did not space at every
// glyph stay as pdfjs gives them. Pure over both lists.
import type { RawTextItem } from './runs.ts';
import { glyphChars, glyphsByItem, type GlyphPaint } from './ocr-layer.ts';

/** Glyphs in an item before its own rooms say anything (three rooms at least); a shorter one takes the page's. */
const MIN_GLYPHS = 4;
/** A letter room wider than this (em) is as wide as a space: letters a space apart, left to the layout reader. */
const LETTER_MAX = 0.25;
/** A word gap's room stands at least this much (em) above the item's letter room: a narrow space is 0.2 em. */
const WORD_STEP = 0.12;

/** pdfjs spaced the item at (nearly) every glyph: single spaces between tokens of one or two characters. */
function spacedEvery(str: string): boolean {
  const tokens = str.trim().split(' ');
  if (tokens.length < 2) return false;
  let short = 0;
  for (const t of tokens) {
    if (!t) return false;
    if (t.length <= 2) short++;
  }
  return short >= 0.8 * tokens.length;
}

/** An item pdfjs spaced at every glyph, with its glyphs and the rooms between them (em). */
interface Spaced {
  index: number;
  tokens: string[];
  glyphs: GlyphPaint[];
  rooms: number[];
  em: number;
  /** the item's letter room (a low quartile of its rooms without a space glyph), NaN when too few */
  letter: number;
}

function spacedOf(index: number, item: RawTextItem, glyphs: GlyphPaint[]): Spaced | null {
  const tokens = item.str.trim().split(' ');
  if (tokens.length !== glyphs.length || tokens.some((t, i) => glyphChars(t) !== glyphs[i]!.text)) return null;
  const em = glyphs[0]!.em;
  if (!(em > 0) || glyphs.some((g) => !Number.isFinite(g.x) || g.em !== em || Math.abs(g.y - glyphs[0]!.y) > 0.2 * em))
    return null;
  const rooms = glyphs.slice(1).map((g, i) => (g.x - glyphs[i]!.end) / em);
  const letters = rooms.filter((_, i) => !glyphs[i + 1]!.spaced).sort((a, b) => a - b);
  const letter =
    glyphs.length >= MIN_GLYPHS && letters.length >= 2 ? letters[Math.floor((letters.length - 1) / 4)]! : NaN;
  return { index, tokens, glyphs, rooms, em, letter };
}

/** The item spaced where its glyphs stand a word apart: a space glyph between, or a room a step over `letter`. */
function respaced(item: RawTextItem, s: Spaced, letter: number): RawTextItem {
  let str = s.tokens[0]!;
  for (let i = 1; i < s.tokens.length; i++)
    str += (s.glyphs[i]!.spaced || s.rooms[i - 1]! > letter + WORD_STEP ? ' ' : '') + s.tokens[i];
  return str === item.str ? item : { ...item, str };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};

/**
 * The items with word gaps read from the glyphs' places where pdfjs spaced every glyph (see above). An item of two
 * or three glyphs (`2 8`) takes the letter room the page's longer items of its size show.
 */
export function respacedItems(items: RawTextItem[], glyphs: GlyphPaint[]): RawTextItem[] {
  if (!items.some((item) => spacedEvery(item.str))) return items;
  const spaced: Spaced[] = [];
  // from where the two lists part ways nothing is respaced
  glyphsByItem(items, glyphs).byItem.forEach((mine, index) => {
    const item = items[index]!;
    const s = spacedEvery(item.str) ? spacedOf(index, item, mine) : null;
    if (s) spaced.push(s);
  });
  const pageLetter = new Map<number, number[]>();
  for (const s of spaced) {
    if (!(s.letter <= LETTER_MAX)) continue;
    const key = Math.round(s.em * 10);
    pageLetter.set(key, [...(pageLetter.get(key) ?? []), s.letter]);
  }
  const out = [...items];
  for (const s of spaced) {
    const page = pageLetter.get(Math.round(s.em * 10));
    const letter = !Number.isNaN(s.letter) ? s.letter : s.glyphs.length < MIN_GLYPHS && page ? median(page) : NaN;
    if (letter <= LETTER_MAX) out[s.index] = respaced(items[s.index]!, s, letter);
  }
  return out;
}
