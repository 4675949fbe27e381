// A summary box's unsided terms (`Interest Paid $110.98` between `Deposits` and `Withdrawals`), sided by the box's
// own equation: opening + credits - debits = closing on a deposit account, opening + debits - credits on a card.
import type { PrintedAmount } from '../statement-read.ts';

export interface BoxTotal {
  amount: PrintedAmount;
  count: number | null;
}

export interface BoxTerm {
  amount: PrintedAmount;
  count: number | null;
}

/** At most this many unsided terms are tried (3^n sidings): a box prints one or two (interest, dividends). */
const MAX_TERMS = 4;

/**
 * The box's totals with its unsided terms added to the side its equation needs them on. Only when the box as printed
 * fails both equations and exactly one siding of the terms (each left out, raising or lowering the balance) makes one
 * of them hold: an interest line that restates a row already counted, or one the figures cannot place, changes nothing.
 */
export function sidedByEquation(
  opening: number | null,
  closing: number | null,
  credits: BoxTotal | null,
  debits: BoxTotal | null,
  terms: BoxTerm[],
): { credits: BoxTotal | null; debits: BoxTotal | null } {
  const unchanged = { credits, debits };
  if (opening === null || closing === null || (!credits && !debits) || !terms.length || terms.length > MAX_TERMS)
    return unchanged;
  const moved = closing - opening;
  const c = credits?.amount.cents ?? 0;
  const d = debits?.amount.cents ?? 0;
  // the gap each equation leaves, in the direction its raising side moves the balance
  const gaps = { deposit: moved - (c - d), card: moved - (d - c) };
  if (gaps.deposit === 0 || gaps.card === 0) return unchanged;
  const found: Array<{ kind: 'deposit' | 'card'; signs: number[] }> = [];
  for (const signs of sidings(terms.length))
    for (const kind of ['deposit', 'card'] as const) {
      const sum = signs.reduce((n, s, i) => n + s * terms[i].amount.cents, 0);
      if (sum === gaps[kind]) found.push({ kind, signs });
    }
  if (found.length !== 1) return unchanged;
  const [{ kind, signs }] = found;
  // raising a deposit account's balance is a credit; raising what a card owes is a debit
  const raisesCredits = kind === 'deposit';
  const raised = terms.filter((_, i) => signs[i] === 1);
  const lowered = terms.filter((_, i) => signs[i] === -1);
  return {
    credits: withTerms(credits, raisesCredits ? raised : lowered),
    debits: withTerms(debits, raisesCredits ? lowered : raised),
  };
}

/**
 * A box read as what is owed (a loan's: `Previous Balance / Payments / Interest and Advances / New Balance`): its
 * payments lower the balance (credits), its charges raise it (debits), and its unsided terms (interest) go to the side
 * the owed equation needs them on, only when exactly one siding holds. Null when the box does not hold that way.
 */
export function owedSiding(
  opening: number,
  closing: number,
  credits: BoxTotal | null,
  debits: BoxTotal | null,
  terms: BoxTerm[],
): { credits: BoxTotal | null; debits: BoxTotal | null } | null {
  const gap = closing - opening - ((debits?.amount.cents ?? 0) - (credits?.amount.cents ?? 0));
  if (gap === 0) return { credits, debits };
  if (!terms.length || terms.length > MAX_TERMS) return null;
  const fits = [...sidings(terms.length)].filter(
    (signs) => signs.reduce((n, s, i) => n + s * terms[i].amount.cents, 0) === gap,
  );
  if (fits.length !== 1) return null;
  const [signs] = fits;
  return {
    credits: withTerms(
      credits,
      terms.filter((_, i) => signs[i] === -1),
    ),
    debits: withTerms(
      debits,
      terms.filter((_, i) => signs[i] === 1),
    ),
  };
}

/** Every siding of n terms but leaving all out: 0 (not a term), 1 (raises the balance), -1 (lowers it). */
function* sidings(n: number): Generator<number[]> {
  for (let code = 1; code < 3 ** n; code++) {
    const signs: number[] = [];
    for (let i = 0, k = code; i < n; i++, k = Math.floor(k / 3)) signs.push([0, 1, -1][k % 3]);
    yield signs;
  }
}

function withTerms(side: BoxTotal | null, terms: BoxTerm[]): BoxTotal | null {
  if (!terms.length) return side;
  const parts = [...(side ? [side] : []), ...terms];
  const cents = parts.reduce((n, p) => n + p.amount.cents, 0);
  const count = parts.every((p) => p.count !== null) ? parts.reduce((n, p) => n + (p.count ?? 0), 0) : null;
  const first = parts[0].amount.ref;
  return { amount: { cents, ref: { ...first, text: parts.map((p) => p.amount.ref.text).join(' + ') } }, count };
}
