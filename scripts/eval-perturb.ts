// `npm run eval -- --perturb`: the real develop statements (and those of the probe sets 1 to 15) that verify, read again after changes to their text
// layer that a different PDF producer or printer would make and that change nothing printed: each word its own
// run, each glyph its own run, neighbouring words joined into one run, the page shifted (other margins), the
// page scaled (A4 / printed at 108%). A reader that decides from the printed evidence reads the same ledger
// through all of them; one that leans on how this producer cut its runs or where it put its margins does not.
// Prints per perturbation: `perturbed words: same ledger 55/56, review 1, wrongly verified 0`.
// "Wrongly verified": verified with a different opening, closing, row count or rows total than the unperturbed read.
import { parsePrintedAmount, toCents } from '../src/money.ts';
import type { PageText, TextRun } from '../src/pipeline/types.ts';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { dropOverprints } from '../src/pipeline/pdf/runs.ts';
import fs from 'node:fs';
import path from 'node:path';
import { loadCorpusTruth, readRealFile, type RealOutcome, type RealTruth } from './eval-real.ts';
import { PROBE_SETS, readTruth } from './eval-probe.ts';

type Perturb = (p: PageText) => PageText;

const withRuns = (p: PageText, runs: TextRun[]): PageText => ({ ...p, runs });

/** Cut a run into pieces at the character offsets `cuts` returns, each with x and width in proportion. */
function cutRun(r: TextRun, pieces: (s: string) => Array<{ at: number; text: string }>): TextRun[] {
  const w = r.str.length ? r.width / r.str.length : 0;
  return pieces(r.str).map(({ at, text }) => ({ ...r, str: text, x: r.x + at * w, width: text.length * w }));
}

const matches = (re: RegExp) => (s: string) => [...s.matchAll(re)].map((m) => ({ at: m.index, text: m[0] }));

/**
 * Words, but a number this producer drew as one run with a space inside (`32.1 9`) stays one word: a producer
 * drawing word by word draws the number whole, so cutting it there would change what is printed.
 */
function wordsOf(s: string): Array<{ at: number; text: string }> {
  const out: Array<{ at: number; text: string }> = [];
  for (const w of matches(/\S+/g)(s)) {
    const last = out.at(-1);
    const glued = last && s.slice(last.at, w.at + w.text.length);
    if (
      last &&
      glued &&
      /\d/.test(last.text) &&
      !parsePrintedAmount(last.text) &&
      parsePrintedAmount(glued.replace(/\s/g, ''))
    )
      out[out.length - 1] = { at: last.at, text: glued };
    else out.push(w);
  }
  return out;
}

/** Each glyph its own run, spread evenly over its word (a number cut by a space in the run drawn whole). */
function glyphRuns(r: TextRun): TextRun[] {
  return cutRun(r, wordsOf).flatMap((w) => {
    const chars = [...w.str.replace(/\s/g, '')];
    const cw = w.width / chars.length;
    return chars.map((c, i) => ({ ...w, str: c, x: w.x + i * cw, width: cw }));
  });
}

/**
 * Each glyph its own run, narrower, with `extra` em of space after it (letter-spaced type set in the same room): the
 * words keep their place and width, their glyphs stand apart.
 */
function trackedRuns(extra: number): (r: TextRun) => TextRun[] {
  return (r) =>
    cutRun(r, wordsOf).flatMap((w) => {
      const chars = [...w.str.replace(/\s/g, '')];
      const gap = Math.min(extra * r.height, (0.5 * w.width) / Math.max(1, chars.length));
      const cw = (w.width - gap * (chars.length - 1)) / chars.length;
      return chars.map((c, i) => ({ ...w, str: c, x: w.x + i * (cw + gap), width: cw }));
    });
}

/** Runs on one baseline whose gap is under a quarter of the font size become one run joined by a space. */
function joinClose(p: PageText): PageText {
  const runs = [...p.runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const out: TextRun[] = [];
  for (const r of runs) {
    const last = out.at(-1);
    if (last && Math.abs(last.y - r.y) < 0.5 && r.x - (last.x + last.width) < 0.25 * r.height && r.x > last.x) {
      out[out.length - 1] = { ...last, str: `${last.str} ${r.str}`, width: r.x + r.width - last.x };
    } else out.push(r);
  }
  return withRuns(p, out);
}

function affine(scale: number, dx: number, dy: number): Perturb {
  return (p) => ({
    ...p,
    width: p.width * scale + dx * 2,
    height: p.height * scale + dy * 2,
    runs: p.runs.map((r) => ({
      ...r,
      x: r.x * scale + dx,
      y: r.y * scale + dy,
      width: r.width * scale,
      height: r.height * scale,
    })),
  });
}

/** A fixed pseudo-random sequence (the same on every run). */
function seeded(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** The runs in another order (producers write text column by column, or blocks in any order). */
function shuffled(p: PageText): PageText {
  const rnd = seeded(p.page * 7919);
  const runs = [...p.runs];
  for (let i = runs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [runs[i], runs[j]] = [runs[j], runs[i]];
  }
  return withRuns(p, runs);
}

/** Each run's baseline moved by up to half a point (fonts mixed on a line sit a little apart). */
function jittered(p: PageText): PageText {
  const rnd = seeded(p.page * 104729);
  return withRuns(
    p,
    p.runs.map((r) => ({ ...r, y: r.y + (rnd() - 0.5) })),
  );
}

/** The words of a label, each as the page cased it, replaced by another bank's words for the same thing. */
export function reworded(pairs: Array<[string, string]>): Perturb {
  const table = pairs.map(([from, to]) => ({ re: new RegExp(`\\b${from}\\b`, 'i'), to }));
  // each new word cased as the page cased the word in its place (the last one for words beyond)
  const cased = (was: string, to: string): string => {
    const old = was.split(/\s+/);
    return to
      .split(' ')
      .map((w, i) => {
        const o = old[Math.min(i, old.length - 1)];
        return o === o.toUpperCase() ? w.toUpperCase() : o === o.toLowerCase() ? w.toLowerCase() : w;
      })
      .join(' ');
  };
  return (p) =>
    withRuns(
      p,
      p.runs.map((r) => {
        const hit = table.find((t) => t.re.test(r.str));
        if (!hit) return r;
        const str = r.str.replace(hit.re, (m) => cased(m, hit.to));
        // the new words take the old ones' room (a narrower or wider font): nothing else on the line moves
        return { ...r, str };
      }),
    );
}

// Labels US, UK and Australian banks print for the same figure (each pair read one way only).
export const WORDING_A: Array<[string, string]> = [
  ['Beginning Balance', 'Opening Balance'],
  ['Opening Balance', 'Beginning Balance'],
  ['Previous Balance', 'Balance Last Statement'],
  ['Ending Balance', 'Closing Balance'],
  ['Closing Balance', 'Ending Balance'],
  ['New Balance', 'Balance This Statement'],
  ['Deposits and Other Credits', 'Deposits and Additions'],
  ['Deposits and Additions', 'Deposits and Other Credits'],
  ['Withdrawals and Other Debits', 'Withdrawals and Subtractions'],
  ['Total Deposits', 'Total Credits'],
  ['Total Withdrawals', 'Total Debits'],
  ['Checks Paid', 'Checks Cleared'],
  ['Statement Period', 'Period Covered'],
  ['Account Summary', 'Summary of Account Activity'],
];
export const WORDING_B: Array<[string, string]> = [
  ['Beginning Balance', 'Starting Balance'],
  ['Opening Balance', 'Balance Forward'],
  ['Previous Balance', 'Beginning Balance'],
  ['Ending Balance', 'Balance This Statement'],
  ['Closing Balance', 'New Balance'],
  ['New Balance', 'Ending Balance'],
  ['Deposits and Other Credits', 'Credits'],
  ['Deposits and Additions', 'Deposits'],
  ['Withdrawals and Other Debits', 'Debits'],
  ['Total Credits', 'Total Deposits'],
  ['Total Debits', 'Total Withdrawals'],
  ['Statement Period', 'Statement Dates'],
  ['Account Summary', 'Balance Summary'],
];

/** Each run that is exactly one printed thing (an amount, a date) written the way another bank prints it. */
const rewritten =
  (re: RegExp, to: (m: RegExpExecArray) => string): Perturb =>
  (p) =>
    withRuns(
      p,
      p.runs.map((r) => {
        const m = re.exec(r.str);
        return m ? { ...r, str: to(m) } : r;
      }),
    );

const AMOUNT = /^(-?)(\$?)(\d{1,3}(?:,\d{3})*|\d+)\.(\d\d)$/;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/;

/** Accounting style: a dollar sign of its own at the left of each amount's cell, in the room the line leaves there. */
function dollarApart(p: PageText): PageText {
  return withRuns(
    p,
    p.runs.flatMap((r) => {
      if (!AMOUNT.test(r.str) || r.str.includes('$')) return [r];
      const left = Math.max(
        0,
        ...p.runs.filter((o) => o !== r && Math.abs(o.y - r.y) < 1 && o.x + o.width <= r.x).map((o) => o.x + o.width),
      );
      if (r.x - left < r.height * 1.5) return [r];
      return [{ ...r, str: '$', x: Math.max(left + r.height * 0.5, r.x - r.height * 2.5), width: r.height * 0.55 }, r];
    }),
  );
}

/** Rewritings that read a slash date month first: only for the US statements (the others print the day first). */
const MONTH_FIRST_ONLY = new Set(['month-names']);

export const PERTURBATIONS: Record<string, Perturb> = {
  words: (p) =>
    withRuns(
      p,
      p.runs.flatMap((r) => cutRun(r, wordsOf)),
    ),
  glyphs: (p) => withRuns(p, p.runs.flatMap(glyphRuns)),
  'letter-spaced': (p) => withRuns(p, p.runs.flatMap(trackedRuns(0.12))),
  joined: joinClose,
  shifted: affine(1, 17.3, 23.9),
  scaled: affine(1.08, 0, 0),
  a4: (p) => ({ ...p, width: 595.28, height: 841.89 }),
  shuffled,
  jittered,
  // spaces inside runs printed as no-break spaces (many producers write U+00A0 between words and before amounts)
  nbsp: (p) =>
    withRuns(
      p,
      p.runs.map((r) => ({ ...r, str: r.str.replace(/ /g, '\u00a0') })),
    ),
  // every run drawn twice, the copy a third of a point to the right (the "fake bold" some producers print)
  'reworded-a': reworded(WORDING_A),
  'reworded-b': reworded(WORDING_B),
  // amounts: a dollar sign, no thousands separators, the minus after the figure, parentheses for the minus
  dollars: rewritten(AMOUNT, ([, minus, , whole, cents]) => `${minus}$${whole}.${cents}`),
  'no-commas': rewritten(
    AMOUNT,
    ([, minus, dollar, whole, cents]) => `${minus}${dollar}${whole.replace(/,/g, '')}.${cents}`,
  ),
  // accounting style: the dollar sign a run of its own at the left of the amount's cell
  'dollar-apart': dollarApart,
  // the minus printed as the Unicode minus sign or an en dash (typeset statements)
  'minus-sign': rewritten(AMOUNT, ([all, minus]) => (minus ? `\u2212${all.slice(1)}` : all)),
  'en-dash': rewritten(AMOUNT, ([all, minus]) => (minus ? `\u2013${all.slice(1)}` : all)),
  'trailing-minus': rewritten(AMOUNT, ([, minus, dollar, whole, cents]) => `${dollar}${whole}.${cents}${minus}`),
  parentheses: rewritten(AMOUNT, ([, minus, dollar, whole, cents]) =>
    minus ? `(${dollar}${whole}.${cents})` : `${dollar}${whole}.${cents}`,
  ),
  // month-first dates in a cell of their own printed with the month's name (`03/04` → `Mar 04`)
  'month-names': (p) =>
    rewritten(SLASH_DATE, ([all, m, d, y]) =>
      Number(m) >= 1 && Number(m) <= 12
        ? `${MONTHS[Number(m) - 1]} ${d.padStart(2, '0')}${y ? `, ${y.length === 2 ? `20${y}` : y}` : ''}`
        : all,
    )(p),
  overprinted: (p) =>
    withRuns(
      p,
      p.runs.flatMap((r) => [r, { ...r, x: r.x + 0.3 }]),
    ),
};

interface Ledger {
  verified: boolean;
  key: string;
}

function ledgerOf(o: RealOutcome): Ledger {
  const s = o.statements[0];
  const rows = s?.transactions ?? [];
  const total = rows.reduce((n, t) => n + toCents(t.amount), 0);
  return { verified: o.verified, key: `${s?.opening_balance}|${s?.closing_balance}|${rows.length}|${total}` };
}

/** Pages joined two by two into one tall page (an online banking print on one long sheet). */
function joinedPages(pages: PageText[]): PageText[] {
  const out: PageText[] = [];
  for (let i = 0; i < pages.length; i += 2) {
    const [a, b] = [pages[i], pages[i + 1]];
    out.push(
      b
        ? {
            ...a,
            page: out.length + 1,
            height: a.height + b.height,
            runs: [...a.runs, ...b.runs.map((r) => ({ ...r, y: r.y + a.height }))],
          }
        : { ...a, page: out.length + 1 },
    );
  }
  return out;
}

/** Changes to how the statement is paginated (page count changes; every page stays text). */
export const PAGINATIONS: Record<string, (pages: PageText[]) => PageText[]> = { 'joined-pages': joinedPages };

/** The probe sets read here: every set read blind once and opened since (set 10 and later stay blind until read). */
export const PERTURB_PROBE_SETS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;

/** The verified statements of the probe sets `sets` names (`1`...`15`), each read as the develop set's are. */
function probeTruths(sets: (n: number) => boolean): RealTruth[] {
  return PERTURB_PROBE_SETS.filter(sets).flatMap((n) => {
    const { name, dir } = PROBE_SETS[n];
    return readTruth(dir)
      .filter((t) => t.expect === 'verified')
      .map((t) => ({
        file: `${name}/${t.file}`,
        path: path.join(dir, t.file),
        expect: 'verified',
        tampered: false,
        // a statement from outside the US prints its slash dates day first: no month-first rewriting
        country: t.currency && t.currency !== 'USD' ? 'INTL' : 'US',
      })) as RealTruth[];
  });
}

/**
 * `sets`: which corpora to read (`real`, `1`...`15`; all when empty), `only`: files whose name contains it,
 * `perturbations`: the perturbations to run by name (all, and the tampered digits, when empty).
 */
export async function perturbEval(
  opts: { only?: string; sets?: string[]; perturbations?: string[] } = {},
): Promise<string[]> {
  const wanted = (s: string) => !opts.sets?.length || opts.sets.includes(s);
  const truths = [...(wanted('real') ? loadCorpusTruth() : []), ...probeTruths((n) => wanted(String(n)))].filter(
    (t) => t.expect === 'verified' && !t.tampered && (!opts.only || t.file.includes(opts.only)),
  );
  const base = new Map<string, Ledger>();
  for (const t of truths) {
    const o = await readRealFile(t);
    if (o.verified) base.set(t.file, ledgerOf(o));
  }
  const failures: string[] = [];
  const all: Array<[string, (pages: PageText[]) => PageText[]]> = [
    ...Object.entries(PERTURBATIONS).map(([n, f]): [string, (pages: PageText[]) => PageText[]] => [
      n,
      (ps) => ps.map(f),
    ]),
    ...Object.entries(PAGINATIONS),
  ].filter(([n]) => !opts.perturbations?.length || opts.perturbations.includes(n));
  for (const [name, perturb] of all) {
    let same = 0;
    let wrong = 0;
    const review: string[] = [];
    const read = truths.filter((x) => base.has(x.file) && (!MONTH_FIRST_ONLY.has(name) || x.country === 'US'));
    for (const t of read) {
      const o = await readRealFile(t, async (bytes) => {
        const ex = await extractPdf(bytes);
        // the producer's text layer as the extractor would hand it on (its run normalization, pdf/runs.ts)
        const pages = perturb(ex.pages).map((p) => ({ ...p, runs: dropOverprints(p.runs) }));
        if (pages.length === ex.pages.length) return { ...ex, pages };
        const modes = pages.map((p) => ({
          ...ex.modes[0],
          page: p.page,
          mode: 'text' as const,
          reason: 'text_layer' as const,
        }));
        return { ...ex, pageCount: pages.length, pages, modes, imagePages: [] };
      });
      const got = ledgerOf(o);
      if (!got.verified) review.push(`${t.file} [${o.reasons.join(', ')}]`);
      else if (got.key === base.get(t.file)!.key) same++;
      else {
        wrong++;
        failures.push(
          `perturbed ${name}: ${t.file} verified a different ledger (${got.key} vs ${base.get(t.file)!.key})`,
        );
      }
    }
    console.log(
      `perturbed ${name}: same ledger ${same}/${read.length}, review ${review.length}, wrongly verified ${wrong}`,
    );
    for (const r of review.slice(0, 5)) console.log(`    review: ${r}`);
    if (review.length > 5) console.log(`    ... and ${review.length - 5} more`);
  }
  if (!opts.perturbations?.length || opts.perturbations.includes('tampered'))
    failures.push(...(await tamperedDigits(truths, base)));
  return failures;
}

const TAMPERS_PER_STATEMENT = 5;

/** The page's `n`th printed amount (counting every page's amounts in order) with one digit of its dollars moved by one. */
function tamperAmount(pages: PageText[], n: number): PageText[] | null {
  let k = 0;
  let done = false;
  const out = pages.map((p) =>
    withRuns(
      p,
      p.runs.map((r) => {
        if (done || !/^[-(\u2212]?\$?\d[\d,]*\.\d\d[)-]?$/.test(r.str) || k++ !== n) return r;
        done = true;
        // the dollars' last digit, up one (9 becomes 8): a different amount of the same shape
        const i = r.str.search(/\d\.\d\d/);
        const d = Number(r.str[i]);
        return { ...r, str: `${r.str.slice(0, i)}${d === 9 ? 8 : d + 1}${r.str.slice(i + 1)}` };
      }),
    ),
  );
  return done ? out : null;
}

/**
 * Copies of every verified statement with one printed amount altered by a digit, spread over the statement (a row, a
 * balance, a total or a figure outside the ledger). Reading the altered figure into the ledger and verifying it is a
 * wrong verification; a figure outside the ledger may change and the statement still verify with the same ledger.
 */
async function tamperedDigits(truths: RealTruth[], base: Map<string, Ledger>): Promise<string[]> {
  const failures: string[] = [];
  let copies = 0;
  let review = 0;
  let outside = 0;
  for (const t of truths.filter((x) => base.has(x.file))) {
    const ex = await extractPdf(new Uint8Array(fs.readFileSync(t.path)));
    const amounts = ex.pages.flatMap((p) => p.runs).filter((r) => /\d\.\d\d[)-]?$/.test(r.str)).length;
    for (let j = 0; j < TAMPERS_PER_STATEMENT; j++) {
      const pages = tamperAmount(ex.pages, Math.floor(((j + 0.5) * amounts) / TAMPERS_PER_STATEMENT));
      if (!pages) continue;
      copies++;
      const got = ledgerOf(await readRealFile(t, async () => ({ ...ex, pages })));
      if (!got.verified) review++;
      else if (got.key === base.get(t.file)!.key) outside++;
      else failures.push(`tampered digit: ${t.file} copy ${j + 1} verified a different ledger (${got.key})`);
    }
  }
  console.log(
    `tampered digits: ${copies} copies, review ${review}, verified with the same ledger ${outside} (a figure outside the ledger), wrongly verified ${failures.length}`,
  );
  return failures;
}
