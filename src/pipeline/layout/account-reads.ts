// Each account's printed summary values (opening, closing, total credits and debits and their counts), the summary
// box's terms and signed equations, from the walk's label/amount pairs.
import { minusMark } from '../../money.ts';
import { cells, type Line } from './lines.ts';
import { tokenize } from './tokens.ts';
import { cardPayment, datedBalance, OWED_PRODUCT, summaryLabel } from './vocabulary.ts';
import type { AccountRead, PrintedAmount, SectionTotal } from '../statement-read.ts';
import type { KeyValue, Walk } from './walk-state.ts';
import { owedSiding, sidedByEquation } from './terms.ts';
import { refOf } from './institution-evidence.ts';

const signedCents = (kv: { amount: { cents: number; negative: boolean } }): number =>
  kv.amount.negative ? -kv.amount.cents : kv.amount.cents;

/**
 * A balance whose label says it is overdrawn (`Ending Balance (Overdrawn)`, `Overdrawn Balance`) is negative
 * even when its digits carry no mark: read positive, signs taken from the balances come out swapped.
 */
const balanceCents = (amount: { cents: number; negative: boolean }, label: string): number =>
  /\boverdrawn\b/i.test(label) ? -amount.cents : signedCents({ amount });

/** A balance printed with its label (a box line, a balance line among the rows, a dated pair): value and place. */
const printedBalance = (kv: Pick<KeyValue, 'amount' | 'label' | 'line'>): PrintedAmount => ({
  cents: balanceCents(kv.amount, kv.label),
  ref: refOf(kv.line, kv.amount.text),
});

/** One printed total from summary-box lines: the "Total ..." line when there is one, else the sum of the lines. */
function total(kvs: KeyValue[]): { amount: PrintedAmount; count: number | null } | null {
  if (kvs.length === 0) return null;
  const t = kvs.find((k) => k.total);
  // Totals are magnitudes: "Withdrawals -4,000.00" and "Withdrawals 4,000.00" print the same total.
  const abs = (k: KeyValue): PrintedAmount => ({ cents: k.amount.cents, ref: refOf(k.line, k.amount.text) });
  if (t) return { amount: abs(t), count: t.count };
  if (kvs.length === 1) return { amount: abs(kvs[0]), count: kvs[0].count };
  const cents = kvs.reduce((n, k) => n + k.amount.cents, 0);
  const count = kvs.every((k) => k.count !== null) ? kvs.reduce((n, k) => n + (k.count ?? 0), 0) : null;
  return { amount: { cents, ref: { ...refOf(kvs[0].line, kvs.map((k) => k.amount.text).join(' + ')) } }, count };
}

/**
 * A side's lines printed as its figure and that figure's parts (`Credits (+) 6,533.51` over `Regular Deposits
 * 425.00` and `Electronic Deposits 6,108.51`): the one line whose figure is the sum of all the others, when no line
 * says `Total`. Null when no line adds the others up.
 */
function nestedTotal(kvs: KeyValue[]): { amount: PrintedAmount; count: number | null } | null {
  if (kvs.length < 2 || kvs.some((k) => k.total)) return null;
  const all = kvs.reduce((n, k) => n + k.amount.cents, 0);
  // two lines of one figure (`Debits (-) 5,255.25` over its one part): the first printed is the whole
  const whole = kvs.find((k) => 2 * k.amount.cents === all);
  if (!whole) return null;
  return { amount: { cents: whole.amount.cents, ref: refOf(whole.line, whole.amount.text) }, count: whole.count };
}

/**
 * A box's two sides as printed, or each as one figure over its parts: the parts are read as a total with its breakdown
 * only when the box's balances hold that way and not summed (opening + credits - debits = closing, or the other way on
 * what is owed): a box that adds up as printed is read as before.
 */
function boxSides(
  box: KeyValue[],
  opening: number | null,
  closing: number | null,
): {
  credits: { amount: PrintedAmount; count: number | null } | null;
  debits: { amount: PrintedAmount; count: number | null } | null;
} {
  const sideKvs = (key: 'credits' | 'debits'): KeyValue[] => box.filter((k) => k.key === key);
  const summed = { credits: total(sideKvs('credits')), debits: total(sideKvs('debits')) };
  if (opening === null || closing === null) return summed;
  const holds = (c: number, d: number): boolean => closing - opening === c - d || closing - opening === d - c;
  const cents = (t: { amount: PrintedAmount } | null): number => t?.amount.cents ?? 0;
  if (holds(cents(summed.credits), cents(summed.debits))) return summed;
  const nested = {
    credits: nestedTotal(sideKvs('credits')) ?? summed.credits,
    debits: nestedTotal(sideKvs('debits')) ?? summed.debits,
  };
  return holds(cents(nested.credits), cents(nested.debits)) ? nested : summed;
}

/**
 * The summary box proper: the run of consecutive labelled lines around the opening (or closing) balance.
 * A separate box further down (fees this period / year to date) holds subsets, not the statement totals.
 */
function summaryBlock(kvs: KeyValue[]): KeyValue[] {
  const anchor = kvs.find((k) => k.key === 'opening') ?? kvs.find((k) => k.key === 'closing');
  if (!anchor) return kvs;
  const lines = [...new Set(kvs.map((k) => k.line))].sort((a, b) => a.page - b.page || a.no - b.no);
  const at = lines.indexOf(anchor.line);
  const near = (a: Line, b: Line): boolean =>
    a.page === b.page && Math.abs(b.no - a.no) <= 2 && Math.abs(b.y - a.y) < 3.5 * Math.max(a.size, b.size);
  let lo = at;
  let hi = at;
  while (lo > 0 && near(lines[lo - 1], lines[lo])) lo--;
  while (hi + 1 < lines.length && near(lines[hi], lines[hi + 1])) hi++;
  // A box printing both balances ends at them: what follows the closing balance (a fee analysis box right under
  // it) is another box.
  const other = kvs.find(
    (k) =>
      k.key === (anchor.key === 'opening' ? 'closing' : 'opening') &&
      lines.indexOf(k.line) >= lo &&
      lines.indexOf(k.line) <= hi,
  );
  if (other) {
    const [a, b] = [at, lines.indexOf(other.line)].sort((x, y) => x - y);
    lo = Math.max(lo, a);
    hi = Math.min(hi, b);
  }
  const keep = new Set(lines.slice(lo, hi + 1));
  return kvs.filter((k) => keep.has(k.line));
}

const printedBefore = (a: Line, b: Line): boolean => a.page < b.page || (a.page === b.page && a.no < b.no);

/** An account's summary box: its labelled values printed outside the tables, before its rows and after its heading. */
function boxOf(w: Walk, id: string): KeyValue[] {
  const mark = w.accounts.find((a) => a.id === id) ?? null;
  const mine = w.kvs.filter((k) => k.account === id);
  // The summary box is printed before the account's transactions; values printed after them (fee
  // summaries, interest boxes) only count when nothing was printed before.
  const firstRow = w.rows.find((r) => r.account === id)?.line;
  const before = (k: KeyValue): boolean => !firstRow || printedBefore(k.line, firstRow);
  // An account's own box follows its heading; a consolidated table above all headings only counts
  // when the account prints no box of its own.
  const after = (k: KeyValue): boolean => !mark || !printedBefore(k.line, mark.line);
  const outside = mine.filter((k) => !k.inTable);
  const early = outside.some(before) ? outside.filter(before) : outside;
  return summaryBlock(early.some(after) ? early.filter(after) : early);
}

/**
 * The summary box's terms as printed, per account: each line naming what moved the balance (`Payments`, `Other
 * Credits`, `Purchases`, `Interest Paid`), not its balances nor a line totalling a side; magnitudes in cents.
 */
export function boxTerms(w: Walk, ids: string[]): Map<string, number[]> {
  const moved = (k: KeyValue): boolean => (k.key === 'credits' || k.key === 'debits' || !!k.term) && !k.total;
  return new Map(
    ids.map((id) => [
      id,
      boxOf(w, id)
        .filter(moved)
        .map((k) => k.amount.cents),
    ]),
  );
}

/** The terms of a box printed as one equation, by the sign each prints: what raises the balance, what lowers it. */
export interface SignedEquation {
  raises: { amount: PrintedAmount; count: number | null };
  lowers: { amount: PrintedAmount; count: number | null };
  /** the side each term's words name (null: none), and whether its sign lowers the balance */
  words: Array<{ key: 'credits' | 'debits' | null; lowers: boolean }>;
}

/**
 * A summary printed as one equation, every term of it with its sign (`$6,122.40 - $4,956.55 - $140.76 + $17,367.14
 * ... = $18,524.68`): the signs say which terms raise the balance and which lower it, whatever the words call them
 * (`Payments` lowers what a card owes, and takes money out of a checking account). Both signs must be printed,
 * on every term: a box signing only its withdrawals says nothing of its words.
 */
export function signedEquations(w: Walk, ids: string[]): Map<string, SignedEquation> {
  const out = new Map<string, SignedEquation>();
  for (const id of ids) {
    // a term whose words name no side (`Interest earned +18.73`) is one of the equation's when it prints its sign
    const signed = (k: KeyValue): boolean => minusMark(k.amount.mark) || k.amount.mark === 'plus';
    const terms = boxOf(w, id).filter(
      (k) => (k.key === 'credits' || k.key === 'debits' || (k.term && signed(k))) && !k.total,
    );
    // the minus however the producer places it (`-$135.88`, `$135.88-`, `($135.88)`) beside the plus of the others
    const lowers = terms.filter((k) => minusMark(k.amount.mark));
    const raises = terms.filter((k) => k.amount.mark === 'plus');
    if (!lowers.length || !raises.length || lowers.length + raises.length !== terms.length) continue;
    const words = terms.map((k) => ({
      key: k.bySign || (k.key !== 'credits' && k.key !== 'debits') ? null : k.key,
      lowers: minusMark(k.amount.mark),
    }));
    out.set(id, { raises: total(raises)!, lowers: total(lowers)!, words });
  }
  return out;
}

/**
 * A card's box as a card reads it: a term naming only payments (`Payments -$2,415.25`, `Payments Received`) lowers
 * what is owed, a credit, where a deposit account's words read a payment out as a debit. Null when the box names none.
 */
export function cardBoxTotals(
  w: Walk,
  ids: string[],
): Map<string, { credits: ReturnType<typeof total>; debits: ReturnType<typeof total> }> {
  const out = new Map<string, { credits: ReturnType<typeof total>; debits: ReturnType<typeof total> }>();
  for (const id of ids) {
    const box = boxOf(w, id);
    const paid = (k: KeyValue): boolean => k.key === 'debits' && !k.total && cardPayment(k.label);
    if (!box.some(paid)) continue;
    out.set(id, {
      credits: total(box.filter((k) => k.key === 'credits' || paid(k))),
      debits: total(box.filter((k) => k.key === 'debits' && !paid(k))),
    });
  }
  return out;
}

/**
 * The accounts of a deposit statement whose box reads as what is owed (a vehicle loan beside the checking:
 * `Previous Balance $16,334.82 / Payments $487.00 / Interest Charged $83.58 / New Balance $15,931.40`): its box fails
 * a deposit account's equation and holds a card's, payments lowering the balance and charges raising it. Such an
 * account takes its totals as a card reads them, and its rows' signs run the card's way (AccountRead.owed).
 *
 * A box whose terms name no side but payments (`Payments`, `Interest and Advances`) holds either way: an interest line
 * raising a savings balance reads the same as one raising a loan's, the sides' names swapped. There the heading's words
 * decide: an account its heading names a loan (`Auto Loan ID 8850`, vocabulary.ts `OWED_PRODUCT`) is owed when its box
 * holds as owed, its unsided terms sided by that equation (terms.ts `owedSiding`).
 */
export function owedAccounts(w: Walk, accounts: AccountRead[]): AccountRead[] {
  const cards = cardBoxTotals(
    w,
    accounts.map((a) => a.sectionId),
  );
  return accounts.map((a) => {
    const card = cards.get(a.sectionId);
    if (!card || !a.opening || !a.closing) return a;
    const owed = OWED_PRODUCT.test(a.name ?? '')
      ? owedSiding(a.opening.cents, a.closing.cents, card.credits, card.debits, unsidedTerms(w, a.sectionId))
      : heldFails(a, card)
        ? card
        : null;
    if (!owed || (!owed.credits && !owed.debits)) return a;
    return {
      ...a,
      owed: true,
      totalCredits: owed.credits?.amount ?? null,
      totalDebits: owed.debits?.amount ?? null,
      creditCount: owed.credits?.count ?? null,
      debitCount: owed.debits?.count ?? null,
    };
  });
}

/** The box fails a deposit account's equation and holds what is owed's: payments lowering it, charges raising it. */
function heldFails(
  a: AccountRead,
  card: { credits: ReturnType<typeof total>; debits: ReturnType<typeof total> },
): boolean {
  if (!a.opening || !a.closing || (!card.credits && !card.debits)) return false;
  const moved = a.closing.cents - a.opening.cents;
  const asDeposit = (a.totalCredits?.cents ?? 0) - (a.totalDebits?.cents ?? 0);
  const asOwed = (card.debits?.amount.cents ?? 0) - (card.credits?.amount.cents ?? 0);
  return moved !== asDeposit && moved === asOwed;
}

/** A box's terms naming no side (`Interest and Advances`), as printed: each term's amount and count. */
function unsidedTerms(w: Walk, id: string): Array<{ amount: PrintedAmount; count: number | null }> {
  return boxOf(w, id)
    .filter((k) => k.term)
    .map((k) => ({ amount: { cents: k.amount.cents, ref: refOf(k.line, k.amount.text) }, count: k.count }));
}

/**
 * A balance printed over its label (a tile: `£141.96` with `Total balance` under it), the way app-style statements
 * print their figures: a line holding one amount alone, and right under it, standing under the amount, a label
 * naming that balance. Looked for only where the walk found no such label beside or over a value.
 */
function balanceOverLabel(lines: Line[], key: 'opening' | 'closing'): PrintedAmount | null {
  for (let i = 0; i + 1 < lines.length; i++) {
    const l = lines[i];
    const next = lines[i + 1];
    if (next.page !== l.page || next.y - l.y > 2.6 * next.size || next.y <= l.y || !/\d[.,]\d\d/.test(l.text)) continue;
    // an amount standing alone in its cell (the customer's name may share its baseline, far left)
    const apart = (a: Line['words'][number] | undefined, b: Line['words'][number] | undefined): boolean =>
      !a || !b || b.x - a.right >= l.size;
    for (const t of tokenize(l.words)) {
      if (t.kind !== 'amount' || !apart(l.words[t.w0 - 1], l.words[t.w0]) || !apart(l.words[t.w1 - 1], l.words[t.w1]))
        continue;
      const label = cells(next.words).find((c) => c.x < t.right + 2 && c.right > t.x - 2);
      if (label && summaryLabel(label.text)?.key === key)
        return { cents: balanceCents(t, label.text), ref: refOf(l, t.text) };
    }
  }
  return null;
}

type Labelled = { label: string; amount: KeyValue['amount']; line: Line };

/**
 * Two balances labelled only by their dates (`Balance on 1 January 2025` ... `Balance on 31 January 2025`, `Balance at`,
 * `Balance as of`), in a box or as balance lines: the one printed first opens, the other closes.
 */
function datedBalances(kvs: KeyValue[], balanceLines: Labelled[]): { opening: Labelled; closing: Labelled } | null {
  const dated = [
    ...kvs.filter((k) => k.key === 'ignore' && k.date && datedBalance(k.label.trim())),
    ...balanceLines.filter((b) => datedBalance(b.label.trim())),
  ];
  if (dated.length !== 2 || dated[0].line === dated[1].line) return null;
  const [a, b] = [...dated].sort((x, y) => x.line.page - y.line.page || x.line.no - y.line.no);
  return { opening: a, closing: b };
}

export function accountReads(
  w: Walk,
  ids: string[],
  groupSign: Map<string, 'credit' | 'debit' | null>,
  lines: Line[] = [],
): AccountRead[] {
  return ids.map((id) => {
    const mark = w.accounts.find((a) => a.id === id) ?? null;
    const mine = w.kvs.filter((k) => k.account === id);
    const box = boxOf(w, id);
    const bl = w.balanceLines.filter((b) => b.account === id);
    // Balance lines among the rows, named in the vocabulary's words (`Balance This Statement` closes as `Ending Balance`)
    const openLine = bl.find((b) => summaryLabel(b.label)?.key === 'opening');
    // With no box, the account opens with the first balance it prints: a `Balance Forward` dated on the first
    // row's line comes before the one that carries it onto the next page.
    const firstKv = mine.find((k) => k.key === 'opening');
    const lineFirst = openLine && firstKv && printedBefore(openLine.line, firstKv.line);
    const opening = box.find((k) => k.key === 'opening') ?? (lineFirst ? undefined : firstKv);
    const closing = box.find((k) => k.key === 'closing') ?? mine.find((k) => k.key === 'closing');
    // The last balance carried forward (to the next page, at last to the next statement) is the closing.
    const closeLine = [...bl]
      .reverse()
      .find((b) => summaryLabel(b.label)?.key === 'closing' || /carried forward/i.test(b.label));
    const printedTerms = box
      .filter((k) => k.term)
      .map((k) => ({ amount: { cents: k.amount.cents, ref: refOf(k.line, k.amount.text) }, count: k.count }));
    const openCents = opening ? balanceCents(opening.amount, opening.label) : null;
    const closeCents = closing ? balanceCents(closing.amount, closing.label) : null;
    const sides = boxSides(box, openCents, closeCents);
    const { credits, debits } = sidedByEquation(openCents, closeCents, sides.credits, sides.debits, printedTerms);
    const sectionTotals: SectionTotal[] = [];
    for (const k of mine) {
      // a total naming no side is its rows' (read.ts `untyped`)
      if (!k.inTable || !k.group || !k.total || k.key === 'total') continue;
      const type = k.type ?? groupSign.get(k.group) ?? null;
      if (!type) continue;
      sectionTotals.push({
        group: k.group,
        ...(k.scope ? { scope: k.scope } : {}),
        label: k.label,
        type,
        cents: k.amount.cents,
        count: k.count,
        ref: refOf(k.line, k.amount.text),
      });
    }
    // Balances no label names beside or over them: two labelled only by their dates, else a tile's.
    const pair =
      opening && closing
        ? null
        : datedBalances(
            mine.filter((k) => !k.inTable),
            bl,
          );
    const unnamed = (key: 'opening' | 'closing'): PrintedAmount | null =>
      pair ? printedBalance(pair[key]) : ids.length === 1 ? balanceOverLabel(lines, key) : null;
    return {
      sectionId: id,
      name: mark?.name ?? null,
      numberSuffix: mark?.last4 || null,
      opening: opening ? printedBalance(opening) : openLine ? printedBalance(openLine) : unnamed('opening'),
      closing: closing ? printedBalance(closing) : closeLine ? printedBalance(closeLine) : unnamed('closing'),
      totalCredits: credits?.amount ?? null,
      totalDebits: debits?.amount ?? null,
      creditCount: credits?.count ?? null,
      debitCount: debits?.count ?? null,
      sectionTotals,
    };
  });
}
