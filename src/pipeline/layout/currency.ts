// The currency a statement is in (ISO 4217), from what it prints: a code printed with amounts or in a label
// (`USD`, `GBP`, `NGN`), else a symbol (`£`, `€`, `₦`, `₹`) or a `$` whose country the statement's own words
// tell (a BSB number is Australian, a sort code British). Amounts stay decimal strings; this only names them.
import type { Line } from './lines.ts';

/** Codes a statement prints in words: the currency, when one of them is the only one printed. */
const CODES = ['USD', 'GBP', 'EUR', 'AUD', 'NZD', 'CAD', 'SGD', 'NGN', 'INR', 'HKD', 'CHF', 'ZAR'];
const SYMBOLS: Array<[RegExp, string]> = [
  [/£/, 'GBP'],
  [/€/, 'EUR'],
  [/₦/, 'NGN'],
  [/₹/, 'INR'],
  [/\bS\$/, 'SGD'],
  [/\bA\$/, 'AUD'],
  [/\bNZ\$/, 'NZD'],
  [/\bC\$/, 'CAD'],
];
/** A `$` statement's country, told by its own words (account identifiers, regulators, legal forms). */
const DOLLAR_COUNTRY: Array<[RegExp, string]> = [
  [/\bBSB\b|\bABN\b|\bAFSL?\b|\bAustralia\b/i, 'AUD'],
  // an Australian mailing address: a state and a four-digit postcode ending its line (`RICHMOND VIC 3121`)
  [/\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}$/m, 'AUD'],
  [/\bSingapore\b|\bPte\.? Ltd\b/i, 'SGD'],
  [/\bNew Zealand\b/i, 'NZD'],
  [/\bCanada\b|\btransit number\b/i, 'CAD'],
  [/\bHong Kong\b/i, 'HKD'],
];
/** Words that name a currency with no symbol (`Naira`, `Rupees`, `Euro`, `Sterling`). */
const NAMES: Array<[RegExp, string]> = [
  [/\bnaira\b/i, 'NGN'],
  [/\brupees?\b|\bIFSC\b/i, 'INR'],
  [/\beuros?\b|\bIBAN\b.*\bNL\d/i, 'EUR'],
  [/\bsterling\b|\bsort ?code\b/i, 'GBP'],
];

export function statementCurrency(lines: Line[]): string | null {
  const text = lines.map((l) => l.text).join('\n');
  const codes = CODES.filter((c) => new RegExp(`\\b${c}\\b`).test(text));
  if (codes.length === 1) return codes[0];
  const symbols = [...new Set(SYMBOLS.filter(([re]) => re.test(text)).map(([, c]) => c))];
  if (symbols.length === 1) return symbols[0];
  if (/\$/.test(text)) return DOLLAR_COUNTRY.find(([re]) => re.test(text))?.[1] ?? 'USD';
  const named = [...new Set(NAMES.filter(([re]) => re.test(text)).map(([, c]) => c))];
  // nothing printed names it, or two currencies are printed and none is told apart: not named
  return named.length === 1 ? named[0] : null;
}
