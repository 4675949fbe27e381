// The currency a statement is in (ISO 4217), from what it prints: a code printed with amounts or in a label
// (`USD`, `GBP`, `NGN`), else a symbol (`£`, `€`, `₦`, `₹`) or a `$` whose country the statement's own words
// tell (a BSB number is Australian, a sort code British). Amounts stay decimal strings; this only names them.
import type { Line } from './lines.ts';

/** Codes a statement prints in words: the currency, when one of them is the only one printed. */
const CODES = ['USD', 'GBP', 'EUR', 'AUD', 'NZD', 'CAD', 'SGD', 'NGN', 'INR', 'HKD', 'CHF', 'ZAR', 'JPY', 'MXN'];
const SYMBOLS: Array<[RegExp, string]> = [
  [/£/, 'GBP'],
  [/€/, 'EUR'],
  [/₦/, 'NGN'],
  [/₹/, 'INR'],
  [/\bS\$/, 'SGD'],
  [/\bA\$/, 'AUD'],
  [/\bNZ\$/, 'NZD'],
  [/\bC\$/, 'CAD'],
  // `円` is the yen's alone; `¥` also the yuan's: yen where the statement names no yuan
  [/円/, 'JPY'],
  [/^(?![\s\S]*\b(?:CNY|RMB|[Yy]uan)\b)[\s\S]*¥/, 'JPY'],
];
/** A `$` statement's country, told by its own words (account identifiers, regulators, legal forms). */
const DOLLAR_COUNTRY: Array<[RegExp, string]> = [
  [/\bBSB\b|\bABN\b|\bAFSL?\b|\bAustralia\b/i, 'AUD'],
  [/\bSingapore\b|\bPte\.? Ltd\b/i, 'SGD'],
  [/\bNew Zealand\b/i, 'NZD'],
  [/\bCanada\b|\btransit number\b/i, 'CAD'],
  [/\bHong Kong\b/i, 'HKD'],
  // a Mexican statement prints its pesos with `$`: its CLABE (the interbank account number), `Pesos Mexicanos` (not
  // `Mexico` alone: New Mexico, a payee's bank)
  [/\bCLABE\b|\bpesos mexicanos\b/i, 'MXN'],
];
/** Words that name a currency with no symbol (`Naira`, `Rupees`, `Euro`, `Sterling`). */
const NAMES: Array<[RegExp, string]> = [
  [/\bnaira\b/i, 'NGN'],
  [/\brupees?\b|\bIFSC\b/i, 'INR'],
  [/\beuros?\b|\bIBAN\b.*\bNL\d/i, 'EUR'],
  [/\bsterling\b|\bsort ?code\b/i, 'GBP'],
  [/\bpesos mexicanos\b/i, 'MXN'],
];

/**
 * Each Australian state's postcodes: a state and a four-digit number ending a line is a mailing address only when
 * the number is one of that state's (`RICHMOND VIC 3121`), not a year (`CREDIT CARD ACT 2009`, `SA 2023`).
 */
const POSTCODES: Record<string, Array<[number, number]>> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};
const STATE_POSTCODE = /\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+(\d{4})$/;

/** An Australian mailing address ends one of the lines: a state and one of its postcodes. */
const australianAddress = (lines: Line[]): boolean =>
  lines.some((l) => {
    const m = STATE_POSTCODE.exec(l.text.trim());
    return !!m && POSTCODES[m[1]].some(([lo, hi]) => Number(m[2]) >= lo && Number(m[2]) <= hi);
  });

export function statementCurrency(lines: Line[]): string | null {
  const text = lines.map((l) => l.text).join('\n');
  const codes = CODES.filter((c) => new RegExp(`\\b${c}\\b`).test(text));
  if (codes.length === 1) return codes[0];
  const symbols = [...new Set(SYMBOLS.filter(([re]) => re.test(text)).map(([, c]) => c))];
  if (symbols.length === 1) return symbols[0];
  if (/\$/.test(text))
    return DOLLAR_COUNTRY.find(([re]) => re.test(text))?.[1] ?? (australianAddress(lines) ? 'AUD' : 'USD');
  const named = [...new Set(NAMES.filter(([re]) => re.test(text)).map(([, c]) => c))];
  // nothing printed names it, or two currencies are printed and none is told apart: not named
  return named.length === 1 ? named[0] : null;
}
