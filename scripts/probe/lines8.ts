// What the eighth probe set adds to the set 6 line layout (lines6.ts): a ledger printed newest first (an online
// printout), or oldest first between opening and closing lines with the balance carried forward at the foot of a
// page and brought forward at the top of the next, the date printed once per day; figures printed without a
// thousands separator; and pdf-lib pages turned with /Rotate 90 (the text drawn sideways in a portrait media box,
// shown upright on a landscape page). Every figure still comes from the model.
import { PDFDocument, concatTransformationMatrix, degrees, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { type Account, type Row, closing } from './model.ts';
import { type Spec2 } from './page2.ts';
import { type Pager } from './render2.ts';
import { headLine } from './lines3.ts';
import { type Col, type Fmt, type Line, c, items, m } from './lines6.ts';

export interface Ledger8 {
  title: string;
  newestFirst?: boolean; // the latest row first, the running balance beside each (read upward it adds up)
  opening?: string; // "Opening Balance": a line with the opening in the balance column (last when newest first)
  closing?: string; // "Closing Balance": the closing balance (first when newest first)
  carried?: string; // "BALANCE CARRIED FORWARD" at the foot of each page the ledger runs over
  brought?: string; // "BALANCE BROUGHT FORWARD" at the top of the next
  continued?: string; // appended to the title on the next page: " (continued)"
  dateOnce?: boolean; // the date printed on the first row of its day only
}

/** A ledger over pages, as `o` asks; every balance printed is the model's running balance. */
export function ledger8(p: Pager<Line>, a: Account, rows: Row[], cols: Col[], f: Fmt, o: Ledger8): void {
  const bx = cols.find((x) => x.key === 'balance');
  const dx = cols.find((x) => x.key === 'desc')!.x;
  const datex = cols.find((x) => x.key === 'date')!.x;
  const balLine = (label: string, n: number): Line => [
    c(dx, label, { bold: true }),
    ...(bx ? [c(bx.x, m(n, f.bal ?? f.amt), { right: bx.right })] : []),
  ];
  const list = (o.newestFirst ? [...rows].reverse() : rows).filter((r) => !r.hidden);
  const its = items(a, list, cols, f);
  // the date once per day, and again on the first row of a page
  const dated = its.map((it) => it.lines[0]);
  if (o.dateOnce)
    its.forEach((it, i) => {
      if (i > 0 && list[i].date === list[i - 1].date)
        it.lines[0] = it.lines[0].map((x) => (x.x === datex && !x.right ? { ...x, text: '' } : x));
    });
  const openL = o.opening ? balLine(o.opening, a.opening) : undefined;
  const closeL = o.closing ? balLine(o.closing, closing(a)) : undefined;
  const [first, last] = o.newestFirst ? [closeL, openL] : [openL, closeL];
  const head = (cont: boolean): Line[] => [
    [c(cols[0].x, `${o.title}${cont ? (o.continued ?? '') : ''}`, { bold: true })],
    headLine(cols as never),
  ];
  if (!p.room(6)) p.newPage();
  p.put(head(false));
  if (first) p.put([first]);
  let bal = a.opening;
  const foot = o.carried ? 1 : 0;
  for (const [i, it] of its.entries()) {
    if (!p.room(it.lines.length + foot)) {
      if (o.carried) p.put([balLine(o.carried, bal)]);
      p.newPage();
      p.put(head(true));
      if (o.brought) p.put([balLine(o.brought, bal)]);
      it.lines[0] = dated[i];
    }
    p.put(it.lines);
    if (it.bal !== undefined) bal = it.bal;
  }
  if (last) {
    if (!p.room(1)) {
      p.newPage();
      p.put(head(true));
    }
    p.put([last]);
  }
  p.put([[]]);
}

const AMOUNT = /^[-$(£]*[\d,]+\.\d\d\)?-?( ?(CR|DR|OD))?$/;

/** Prints every amount on the pages without its thousands separator ("1234.56"), as some cores do. */
export function noThousands(p: Pager<Line>): void {
  p.pages = p.pages.map((pg) =>
    pg.map((ln) => ln.map((x) => (AMOUNT.test(x.text) ? { ...x, text: x.text.replace(/,/g, '') } : x))),
  );
}

/**
 * Turns the pages `which` picks (0-based, counted in the file): a page drawn for a landscape sheet (792 wide, 612
 * tall, lines placed from the top as drawPdf5 places them) is written sideways into the portrait media box and
 * given /Rotate 90, so a viewer shows it upright and landscape.
 */
export async function rotatePages(bytes: Uint8Array, which: (i: number) => boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  for (const [i, page] of doc.getPages().entries()) {
    if (!which(i)) continue;
    const ctx = doc.context;
    const start = ctx.register(
      ctx.contentStream([pushGraphicsState(), concatTransformationMatrix(0, 1, -1, 0, 792, 0)]),
    );
    const end = ctx.register(ctx.contentStream([popGraphicsState()]));
    page.node.wrapContentStreams(start, end);
    page.setRotation(degrees(90));
  }
  return doc.save({ useObjectStreams: false });
}

/** A drawn statement (`produce` with pdf-lib) whose pages `which` picks are turned with /Rotate 90. */
export function rotated(s: Spec2, which: (i: number) => boolean): Spec2 {
  const draw = s.pdf!;
  s.pdf = async () => rotatePages(await draw(), which);
  return s;
}
