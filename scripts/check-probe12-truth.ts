// An independent check of the twelfth probe set (test/fixtures/statements-probe12), written apart from its writer: it
// reads truth.json, and the PDFs through pdfjs-dist and pdf-lib directly (never the service's reader), and checks
// (1) each truth account: opening + credits - debits = closing (a card's the other way), counts add up; (2) the truth
// against the model, folded here row by row, every row inside the period; (3) in each file's text (overprinted copies
// folded, margin text set apart, U+2212 and en-dash minus signs and `$ ` read as the plain ones): each account's
// opening and closing are printed, every row's amount is printed, every day-end balance is printed where the statement
// has a daily balance table, the summary's counts, and every running balance chains where a balance is on every row;
// (4) that each mechanism the classes name is really in the file: the content stream out of reading order, overprints,
// invisible and white text, text outside the CropBox, glyph-per-object runs with no spaces, Tc / Tw / Tz, Form
// XObjects, rotated margin text, the Unicode characters, page sizes, /Rotate, the scan's image and invisible layer;
// (5) each tampered copy differs from its original in exactly one printed amount, by one digit. Expected failures (the
// misprint, the missing page, the misread scan) are listed as such.
// Run: node --import tsx scripts/check-probe12-truth.ts [--dump=NAME]
import fs from 'node:fs';
import path from 'node:path';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Spec2 } from './probe/page2.ts';
import * as banks from './probe/banks12.ts';

const DIR = path.resolve(import.meta.dirname, '../test/fixtures/statements-probe12');
const truth = JSON.parse(fs.readFileSync(path.join(DIR, 'truth.json'), 'utf8')) as Record<string, any>[];
const cents = (v: string): number => Math.round(Number(v) * 100);
const problems: string[] = [];
const expected: string[] = [];
const fail = (file: string, what: string): void => {
  const t = truth.find((x) => x.file === file);
  (t && t.expect !== 'verified' ? expected : problems).push(`${file}: ${what}`);
};

// (1) the truth's own arithmetic
for (const t of truth)
  for (const a of t.accounts ?? [t]) {
    const flow = a.account_type === 'credit_card' ? -1 : 1;
    if (cents(a.opening) + flow * (cents(a.total_credits) - cents(a.total_debits)) !== cents(a.closing))
      problems.push(`${t.file} ${a.account_last4}: opening + credits - debits != closing`);
    if (a.credit_count + a.debit_count !== a.row_count) problems.push(`${t.file} ${a.account_last4}: counts`);
  }

// (2) the truth against the model, folded here
const specs = new Map<string, Spec2>();
for (const make of Object.values(banks)) {
  if (typeof make !== 'function' || make.length !== 0) continue;
  const s = (make as () => Spec2)();
  specs.set(s.file, s);
}
for (const t of truth.filter((x) => x.expect !== 'tampered')) {
  const s = specs.get(t.file);
  if (!s) {
    problems.push(`${t.file}: no model`);
    continue;
  }
  s.accounts.forEach((a, i) => {
    const tr = (t.accounts ?? [t])[i];
    let bal = a.opening;
    let cr = 0;
    let db = 0;
    let nc = 0;
    let nd = 0;
    for (const r of a.rows) {
      bal += a.type === 'credit_card' ? -r.cents : r.cents;
      if (r.cents > 0) ((cr += r.cents), nc++);
      else ((db -= r.cents), nd++);
      if (r.date < t.period_start || r.date > t.period_end)
        problems.push(`${t.file}: row ${r.date} outside the period`);
      if (!Number.isInteger(r.cents) || r.cents === 0) problems.push(`${t.file}: row amount ${r.cents}`);
    }
    const want = [a.opening, bal, cr, db, nc, nd].join();
    const got = [
      cents(tr.opening),
      cents(tr.closing),
      cents(tr.total_credits),
      cents(tr.total_debits),
      tr.credit_count,
      tr.debit_count,
    ].join();
    if (want !== got) problems.push(`${t.file} ${tr.account_last4}: model ${want} != truth ${got}`);
  });
}

// (3) the printed text
interface Item {
  str: string;
  transform: number[];
  width: number;
}
interface Read {
  lines: string[];
  items: Item[][]; // per page, in content-stream order
  margin: string[]; // rotated text on unrotated pages
  ops: number[][]; // per page, the operator list's codes
  args: unknown[][][];
  rotate: number[];
  view: number[][];
}

async function read(file: string): Promise<Read> {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(path.join(DIR, file))), verbosity: 0 }).promise;
  const out: Read = { lines: [], items: [], margin: [], ops: [], args: [], rotate: [], view: [] };
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const rot = page.rotate % 360 === 90;
    const tc = await page.getTextContent();
    const items = tc.items as Item[];
    const ol = await page.getOperatorList();
    out.items.push(items);
    out.ops.push(ol.fnArray);
    out.args.push(ol.argsArray as unknown[][]);
    out.rotate.push(page.rotate);
    out.view.push(page.view);
    const rows = new Map<number, { x: number; y: number; s: string; w: number }[]>();
    for (const it of items) {
      if (!it.str.trim()) continue;
      const [a, b] = it.transform;
      if (!rot && Math.abs(b) > 0.5 && Math.abs(a) < 0.5) {
        out.margin.push(it.str);
        continue;
      }
      // a page turned a quarter (/Rotate 90): its lines run up the sheet, the line's place is the x coordinate
      const [along, across] = rot ? [it.transform[5], -it.transform[4]] : [it.transform[4], it.transform[5]];
      const y = Math.round(across);
      const row = rows.get(y) ?? rows.get(y - 1) ?? rows.get(y + 1) ?? [];
      // an overprint (the same text again a fraction of a point away) is one piece of text
      if (row.some((c) => c.s === it.str && Math.abs(c.x - along) < 0.8 && Math.abs(c.y - across) < 0.8)) continue;
      row.push({ x: along, y: across, s: it.str, w: it.width });
      if (!rows.has(y) && !rows.has(y - 1) && !rows.has(y + 1)) rows.set(y, row);
    }
    for (const [, cs] of [...rows.entries()].sort((a, b) => b[0] - a[0])) {
      cs.sort((a, b) => a.x - b.x);
      let line = '';
      let end = -1e9;
      for (const c of cs) {
        const gap = c.x - end;
        line += line && gap > 1.2 ? (gap > 7 ? '   ' : ' ') : '';
        line += c.s;
        end = c.x + c.w;
      }
      out.lines.push(line);
    }
  }
  return out;
}

/** The signs and spacings an engine prints, read as the plain ones for the figure checks. */
const plainText = (l: string): string =>
  l
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/\$[ \u00a0]/g, '$')
    .replace(/[\u00a0\u2009]/g, ' ');
const AMT = /(?<![\w/.,-])([+-]?\$?[\d,]*\d\.\d\d)(?![\d/])/g;
const value = (s: string): number => {
  const n = Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
  return s.startsWith('-') ? -n : n;
};
const amounts = (l: string): string[] => [...plainText(l).matchAll(AMT)].map((m) => m[1]);
const DATE = /^(\d{2}[/-]\d{2}(?:\/\d{2})?|[A-Z][a-z]{2} \d{1,2})\b/;

const reads = new Map<string, Read>();
for (const t of truth) reads.set(t.file, await read(t.file));
const dump = process.argv.find((a) => a.startsWith('--dump='))?.slice(7);
if (dump)
  for (const [f, r] of reads)
    if (f.includes(dump)) console.log(`==== ${f}\n${r.lines.join('\n')}\n-- margin: ${r.margin.join(' | ')}`);

for (const t of truth) {
  const R = reads.get(t.file)!;
  const ls = R.lines;
  const bag = ls.flatMap((l) => amounts(l)).map((x) => Math.abs(value(x)));
  const has = (n: number): boolean => bag.includes(Math.abs(n));
  for (const a of t.accounts ?? [t])
    for (const k of ['opening', 'closing']) if (!has(cents(a[k]))) fail(t.file, `${k} ${a[k]} not printed`);
  const s = specs.get(t.tampered_from ?? t.file)!;
  if (t.expect !== 'tampered') {
    let missing = 0;
    for (const a of s.accounts) for (const r of a.rows) if (!has(r.cents)) missing++;
    if (missing) fail(t.file, `${missing} row amounts not printed`);
  }
  if (t.classes.includes('daily-balance-table'))
    for (const a of s.accounts.filter((x) => x.type !== 'credit_card')) {
      let bal = a.opening;
      const byDay = new Map<string, number>();
      for (const r of a.rows) byDay.set(r.date, (bal += r.cents));
      const gone = [...byDay.values()].filter((b) => !has(b)).length;
      if (gone) fail(t.file, `${gone} of ${byDay.size} day-end balances not printed`);
    }
  if (t.classes.includes('summary-counts')) {
    const all = ls.map(plainText).join('\n');
    for (const a of s.accounts) {
      const nc = a.rows.filter((r) => r.cents > 0).length;
      if (!new RegExp(`Credits\\s+${nc}\\s`, 'i').test(all)) fail(t.file, `credit count ${nc} not printed`);
    }
  }
  // the misprint is real: the summary's credits are not the rows' credits
  if (t.classes.includes('summary-misprint')) {
    const line = ls.map(plainText).find((l) => /^Deposits and Other Credits/.test(l));
    const printedCredits = line ? Math.abs(value(amounts(line).at(-1) ?? '0')) : -1;
    if (printedCredits === cents(t.total_credits)) problems.push(`${t.file}: the misprint's credits equal the rows'`);
    else fail(t.file, `summary credits ${printedCredits / 100} != the rows' ${t.total_credits}`);
  }
  if (t.classes.includes('running-balance-every-row')) {
    let prev: number | undefined;
    let links = 0;
    let broken = 0;
    for (const l of ls.map(plainText)) {
      const am = amounts(l);
      if (am.length === 1 && /Beginning\s*Balance/i.test(l)) prev = value(am[0]);
      if (/Ending\s*Balance/i.test(l) && !/ on /.test(l)) prev = undefined; // the ledger's end: the daily table follows
      if (prev === undefined && !/Beginning/i.test(l)) continue;
      if (am.length !== 2 || !DATE.test(l)) continue;
      const [amt, bal] = am.map(value);
      if (prev !== undefined) {
        links++;
        if (Math.abs(bal - prev) !== Math.abs(amt)) broken++;
      }
      prev = bal;
    }
    if (!links) fail(t.file, 'no running balance found');
    if (broken) fail(t.file, `${broken} of ${links} running-balance links broken`);
  }
}

// (4) the mechanisms the classes name are in the files
const text = (R: Read): string => R.items.flatMap((p) => p.map((i) => i.str)).join('\n');
const opArgs = (R: Read, op: number): unknown[][] =>
  R.ops.flatMap((fns, p) => fns.flatMap((f, k) => (f === op ? [R.args[p][k] as unknown[]] : [])));
/** Jumps back up the page of more than 150 pt between consecutive body items of page 1 (reading order has none). */
const upJumps = (R: Read): number => {
  const ys = R.items[0].filter((i) => i.str.trim() && i.transform[5] > 90 && i.transform[5] < 640);
  return ys.slice(1).filter((it, k) => it.transform[5] - ys[k].transform[5] > 150).length;
};
/** What each showText operator draws, as its glyphs' Unicode (before any normalization of the text content). */
const runs = (R: Read): string[] =>
  R.ops.flatMap((fns, p) =>
    fns.flatMap((f, k) =>
      f === OPS.showText
        ? [
            (R.args[p][k][0] as ({ unicode: string } | number | null)[])
              .map((g) => (g && typeof g === 'object' ? g.unicode : ''))
              .join(''),
          ]
        : [],
    ),
  );
const glyphs = (R: Read): string => runs(R).join(''); // glyph-by-glyph runs joined back into their words
const idx = (R: Read, re: RegExp): number => R.items[0].findIndex((i) => re.test(i.str));
const geometry = new Map<string, { media: number[]; crop: number[]; rotate: number }[]>();
for (const t of truth) {
  const d = await PDFDocument.load(fs.readFileSync(path.join(DIR, t.file)));
  geometry.set(
    t.file,
    d.getPages().map((p) => {
      const m = p.getMediaBox();
      const c = p.getCropBox();
      return {
        media: [m.x, m.y, m.width, m.height],
        crop: [c.x, c.y, c.width, c.height],
        rotate: p.getRotation().angle,
      };
    }),
  );
}
const subsetFonts = async (file: string): Promise<boolean> => {
  const d = await PDFDocument.load(fs.readFileSync(path.join(DIR, file)));
  return d.context
    .enumerateIndirectObjects()
    .some(([, o]) =>
      String((o as { get?: (n: PDFName) => unknown }).get?.(PDFName.of('BaseFont')) ?? '').match(/\/[A-Z]{6}\+/),
    );
};

/** Type 3 fonts with glyph-name encodings and no /ToUnicode: the only faces of the statement's text. */
const type3Fonts = async (file: string): Promise<boolean> => {
  const d = await PDFDocument.load(fs.readFileSync(path.join(DIR, file)));
  const fonts = d.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type'))?.toString() === '/Font');
  const t3 = fonts.filter((o) => o.get(PDFName.of('Subtype'))?.toString() === '/Type3');
  return t3.length >= 1 && t3.every((o) => !o.has(PDFName.of('ToUnicode')) && o.has(PDFName.of('Encoding')));
};

const mechanisms: Record<string, (R: Read, file: string) => boolean | Promise<boolean>> = {
  'content-column-order': (R) => upJumps(R) >= 2,
  'summary-drawn-last': (R) => idx(R, /Summary/) > idx(R, /Beginning|Deposits|Purchases/) + 20,
  'footer-drawn-first': (R) => idx(R, /^Page 1 of/) < idx(R, /Statement Period/),
  'overprint-bold': (R) =>
    R.items[0].some((a, i) =>
      R.items[0].some(
        (b, j) =>
          j > i &&
          a.str === b.str &&
          a.str.trim() !== '' &&
          Math.hypot(a.transform[4] - b.transform[4], a.transform[5] - b.transform[5]) > 0.1 &&
          Math.hypot(a.transform[4] - b.transform[4], a.transform[5] - b.transform[5]) < 0.6,
      ),
    ),
  'hidden-invisible-text': (R) =>
    opArgs(R, OPS.setTextRenderingMode).some((a) => a[0] === 3) && /MRC\d|OMR |PAYR0LL|\d\.\d\d/.test(text(R)),
  'hidden-white-text': (R) =>
    opArgs(R, OPS.setFillRGBColor).some((a) => /^#?ffffff$/i.test(String(a[0])) || String(a) === '255,255,255') &&
    /ENDBAL \d/.test(text(R)),
  'postal-barcode-text': (R) => /^[FADT]{65}$/m.test(text(R)),
  // drawn (in the operators) but outside the CropBox, so the page's text content leaves it out
  'text-outside-cropbox': (R) => /PRINTSTREAM/.test(glyphs(R)) && !/PRINTSTREAM/.test(text(R)),
  'cropbox-offset': (_R, f) => geometry.get(f)!.every((g) => g.crop[0] > g.media[0] && g.crop[1] > g.media[1]),
  'glyph-per-object': (R) => runs(R).filter((s) => s.length === 1).length > 0.9 * runs(R).length,
  'glyph-chunks': (R) => runs(R).filter((s) => s.length <= 3).length > 0.9 * runs(R).length,
  // no space character drawn in the statement's own text (the hidden mail codes aside)
  'no-space-characters': (R) => runs(R).filter((s) => / /.test(s)).length < 8,
  'tc-tw-tz-justified': (R) =>
    opArgs(R, OPS.setCharSpacing).some((a) => Number(a[0]) > 0) &&
    opArgs(R, OPS.setWordSpacing).some((a) => Number(a[0]) > 0) &&
    opArgs(R, OPS.setHScale).some((a) => Number(a[0]) < 100),
  'condensed-tz': (R) => opArgs(R, OPS.setHScale).some((a) => Number(a[0]) === 84),
  'form-xobject-furniture': (R) => R.ops.every((fns) => fns.includes(OPS.paintFormXObjectBegin)),
  // a document id of twelve digits or more up the edge of every page (pdfjs may cut the line into pieces)
  'rotated-margin-text': (R) => (R.margin.join(' ').match(/\d{12,}/g) ?? []).length >= R.items.length,
  'unicode-ligatures': (R) => /[\ufb01\ufb02]/.test(glyphs(R)),
  'unicode-minus': (R) => /\u2212\d/.test(glyphs(R)),
  'en-dash-minus': (R) => /\u2013\d/.test(glyphs(R)),
  'nbsp-spaces': (R) => /\u00a0/.test(glyphs(R)),
  'thin-spaces': (R) => /\u2009/.test(glyphs(R)),
  'dollar-spaced': (R) => /\$ \d/.test(text(R)),
  'legal-size': (_R, f) => geometry.get(f)![0].media[3] === 1008,
  'mixed-page-sizes': (_R, f) => new Set(geometry.get(f)!.map((g) => g.media.join())).size > 1,
  'rotate-90-page': (R, f) =>
    geometry.get(f)!.some((g) => g.rotate === 90) &&
    R.items.some(
      (p, k) => R.rotate[k] === 90 && p.filter((i) => i.transform[1] > 0 && i.transform[0] === 0).length > 20,
    ),
  'ocr-text-layer': (R) =>
    R.ops.every((fns) => fns.includes(OPS.paintImageXObject)) &&
    opArgs(R, OPS.setTextRenderingMode).filter((a) => a[0] === 3).length > 40,
  'ocr-noise-descriptions': (R) => /PAYR0LL|5TRIPE|DEP0SIT|TRANSFFR|\dl\d/.test(text(R)),
  'subset-truetype': (_R, f) => subsetFonts(f),
  'type3-font': (_R, f) => type3Fonts(f),
};
for (const t of truth)
  for (const c of t.classes)
    if (mechanisms[c] && !(await mechanisms[c](reads.get(t.file)!, t.file)))
      problems.push(`${t.file}: class ${c} not found in the file`);
// and the ones meant to read in order do
for (const t of truth)
  if (
    !t.classes.includes('content-column-order') &&
    !t.classes.includes('rotated-margin-text') &&
    upJumps(reads.get(t.file)!) > 1
  )
    problems.push(`${t.file}: page 1 jumps back up the page ${upJumps(reads.get(t.file)!)} times`);

// (5) each tampered copy: exactly one printed amount differs from its original's, by one digit
for (const t of truth.filter((x) => x.expect === 'tampered')) {
  const bagOf = (f: string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const l of reads.get(f)!.lines) for (const a of amounts(l)) m.set(a, (m.get(a) ?? 0) + 1);
    return m;
  };
  const a = bagOf(t.tampered_from);
  const b = bagOf(t.file);
  const gone = [...a].flatMap(([k, n]) => Array(Math.max(0, n - (b.get(k) ?? 0))).fill(k));
  const added = [...b].flatMap(([k, n]) => Array(Math.max(0, n - (a.get(k) ?? 0))).fill(k));
  const oneDigit =
    gone.length === 1 &&
    added.length === 1 &&
    gone[0].length === added[0].length &&
    [...gone[0]].filter((ch, i) => ch !== added[0][i]).length === 1;
  if (!oneDigit) problems.push(`${t.file}: printed amounts differ by ${JSON.stringify({ gone, added })}`);
  else console.log(`${t.file}: ${gone[0]} printed as ${added[0]}; every total and balance printed as before`);
}

console.log(`${truth.length} files checked`);
for (const e of expected) console.log(`expected (not verified): ${e}`);
for (const p of problems) console.log(`PROBLEM: ${p}`);
process.exit(problems.length ? 1 : 0);
