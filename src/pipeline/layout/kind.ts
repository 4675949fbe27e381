// The statement's kind from its wording: a card statement labels what a card owes (minimum payment, amount
// due, credit limit); a deposit account does not. Wording is only a hint: read.ts also judges a statement
// taken for a card as a deposit account, and the arithmetic (printed totals, the equation) decides. Pure.
import { cells, type Line } from './lines.ts';

/** Labels only a card (or a line of credit) prints in its summary. */
const CARD_LABEL =
  /\b(minimum (payment )?due|minimum payment|payment due|amount due|credit limit|credit line|available credit|cash advances?|billing cycle)\b/i;
/** A line about a deposit account's overdraft line ("Overdraft Line Credit Limit $5,000.00") says nothing of the kind. */
const OVERDRAFT = /\boverdraft\b/i;
/** A sentence, not a label (an advertisement for a card in the footer, small print): many words or two sentences. */
const prose = (text: string): boolean =>
  text.split(' ').filter((w) => /[A-Za-z]{2}/.test(w)).length > 8 || /[a-z]{2}[.!?]\s+\S+\s+\S+/.test(text);

/** A label naming what a card owes, printed as a label (a short cell), not inside prose nor an overdraft line. */
function cardLabel(line: Line): boolean {
  if (OVERDRAFT.test(line.text)) return false;
  return cells(line.words).some((c) => CARD_LABEL.test(c.text) && !prose(c.text));
}

/** The deposit account's kind from the account names: a statement of one savings account, else checking. */
export function depositKind(names: Array<string | null>): string {
  const n = names.filter(Boolean).join(' ').toLowerCase();
  return names.length === 1 && /savings|money market/.test(n) ? 'savings' : 'checking';
}

/** The kind the first lines of a statement suggest: `credit_card` when they print a card's label. */
export function statementKind(lines: Line[], names: Array<string | null>): string {
  return lines.slice(0, 80).some(cardLabel) ? 'credit_card' : depositKind(names);
}
