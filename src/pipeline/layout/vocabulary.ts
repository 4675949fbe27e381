// The few words a statement uses to name its columns, sections and summary lines. Geometry and number
// patterns find the tables; these words only name what geometry found (which column is the balance,
// which section subtracts). Kept generic (no bank's template wording).
import type { TxType } from '../types.ts';

export type ColumnRole = 'date' | 'description' | 'check' | 'debit' | 'credit' | 'amount' | 'balance' | 'other';

// UK wording: "Payments In / Payments Out" name the paid-in and paid-out totals.
// Letters with accents read as their bare letter (`Depósitos`, `Umsätze`, `Página`): the words below are spelled bare.
const lc = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z#&/ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bpayments? (in|out)\b/g, 'paid $1')
    // `Closing Bal`, `Opening Bal.`: a title ending in the balance, abbreviated (`CITY NEW BAL - 007` in a
    // payee's description is none)
    .replace(/\bbal$/, 'balance');

// Dutch: `Bedrag af (debet)` / `Bedrag bij (credit)`, `Totaal afgeschreven` / `Totaal bijgeschreven`. German: `Soll` /
// `Haben` (the debit and credit sides, `Soll EUR | Haben EUR`). Spanish: `Retiros` / `Cargos` and `Depositos` / `Abonos`.
const DEBIT_WORDS =
  /\b(soll|retiros?|cargos?|bedrag af|debet|afgeschreven|debits?|withdrawals?|withdrawn|subtractions?|deductions?|charges?|payments?|paid out|money out|checks? paid|purchases?|decreases?|fees?|outgoing|minus|spent)\b/;
const CREDIT_WORDS =
  /\b(haben|depositos?|abonos?|bedrag bij|bijgeschreven|credits?|deposits?|additions?|paid in|money in|increases?|incoming|plus|received)\b/;

/** Role of one header cell ("Withdrawals", "Date Posted", "Check #", "Ending daily balance"). */
export function headerRole(text: string): ColumnRole | null {
  const t = lc(text);
  // a summary's title (`Summary of Account Activity` beside `Payment Information`) heads a box, not a column
  if (!t || /\bsummary\b/.test(t)) return null;
  // a title naming what is due (`Minimum Payment Due`, `Payment Due Date`, `Amount Due`) names a figure of a card's
  // payment box, never a column of transactions
  if (/\bdue\b/.test(t)) return null;
  if (/\bbalance\b|saldo$|^kontostand$/.test(t)) return 'balance';
  if (/^(check|chk|ck|serial)\b.*(no|number|#)?$|^(no|number|#)$|^check$/.test(t) && t.length <= 16) return 'check';
  // German `Buchungstag` / `Buchungsdatum` (the day booked) and `Wert` / `Wertstellung` (the value date), Spanish `Fecha`
  if (
    /\b(date|datum|fecha|buchungstag|buchungsdatum|wert|wertstellung)\b|^received by( us)?$|^posted$|^post$|^day$|^trans$/.test(
      t,
    )
  )
    return 'date';
  // "Payment type and details" names the description, not a payments column. German `Vorgang / Verwendungszweck`
  // (the kind of posting and its purpose) and `Buchungstext`; Spanish `Concepto`, `Descripcion`.
  if (
    /\b(description|details|particulars|narrative|narration|omschrijving|vorgang|verwendungszweck|buchungstext|auftraggeber|empfanger|concepto|descripcion)\b/.test(
      t,
    )
  )
    return 'description';
  // A title of one word after its currency's sign (`£Out`, `£In`, `$ In`): the money out and money in columns.
  if (t === 'out') return 'debit';
  if (t === 'in') return 'credit';
  // `Advances / Interest` in a loan's table: what raises the balance owed, a debit as on a card (`Cash Advances`)
  if (/\badvances?\b/.test(t) && !CREDIT_WORDS.test(t)) return 'debit';
  if (DEBIT_WORDS.test(t) && !CREDIT_WORDS.test(t)) return 'debit';
  if (CREDIT_WORDS.test(t) && !DEBIT_WORDS.test(t)) return 'credit';
  // German `Betrag`, Spanish `Importe` / `Monto`
  if (/\bamount\b|^amt$|\$ ?amount|\b(betrag|importe|monto)\b/.test(t)) return 'amount';
  if (
    /\b(description|transaction|details?|memo|payee|particulars|activity|narrative|narration|reference|merchant|type)\b/.test(
      t,
    )
  )
    return 'description';
  return null;
}

/**
 * A column of reward points (`Rewards`, `Points`, `Miles`): a table printing one lists purchases paid with points
 * or points earned, not the ledger (its `$ Amount` is what the points paid).
 */
export const POINTS_TITLE = /^(?:rewards?|points?|pts|miles|points? (?:earned|redeemed|used))$/;
export const isPointsTitle = (text: string): boolean => POINTS_TITLE.test(lc(text));
/** The same titles printed as one run of text (no geometry to cut it into cells): `... $ Amount Rewards`. */
const POINTS_HEADER = /\bamount (?:rewards?|points?|pts|miles)(?: earned| redeemed)?$/;

/**
 * Items listed but not posted to the ledger: pending transactions, card authorizations, holds, memo-posted items,
 * items scheduled, upcoming, future-dated or not yet cleared.
 */
const PENDING =
  /\bpending\b|\bauthori[sz]ations?\b|\bholds?\b|\bnot yet (?:posted|cleared)\b|\buncleared\b|\bin process\b|\bmemo posted\b|\bscheduled\b|\bupcoming\b|\bfuture[- ]?dated\b/;

/**
 * `pending`: the items below were not posted to the ledger (pending transactions, authorizations, holds):
 * skipped like a summary box, but their own column header does not end the section (walk.ts).
 */
export type SectionKind = {
  sign: TxType | null;
  skip: boolean;
  label: string;
  pending?: boolean;
  daily?: boolean;
  /** the period's interest or fees charged: lines printed there without a date are charges of the period's end */
  charges?: boolean;
};

/** A section of the period's interest or fees charged (`Interest Charged`, `Fees and Interest Charged`). */
const PERIOD_CHARGES = /^(fees and )?(interest|finance) charged?$|^(interest|finance) charges?$|^fees charged$/;
/** A line naming one of those charges (`Interest Charge on Purchases`), not anything else printed there. */
export const CHARGE_LINE = /\b(interest|finance charges?|fees?)\b/i;

/** The kinds of charge a total may name, each by the words its rows name it with (`TOTAL FEES ...` over `LATE FEE`). */
export const CHARGE_KINDS: ReadonlyArray<RegExp> = [/\bfees?\b/i, /\b(interest|finance charges?)\b/i];

/** The one kind of charge a text names (CHARGE_KINDS), or null when it names none or several. */
export function chargeKind(text: string): RegExp | null {
  const kinds = CHARGE_KINDS.filter((k) => k.test(text));
  return kinds.length === 1 ? kinds[0] : null;
}

/**
 * A card's number ending a heading (`Card Ending 1-61005`, `Card account # XXXX 7655`); the kind of card (`Credit
 * Card ...`) names no section's sign. (An account's number heads an account: walk.ts reads it first.)
 */
const CARD_NUMBER_AFTER =
  /\b(?:(?:credit|debit)\s+)?(cards?)(?:\s+(?:account|acct))?(?:\s+(?:ending(?:\s+in)?|no\.?|number|#))?[\s:#]*[x*•.\d-]*\d{4}\s*$/i;

/** A footnote legend ending a line: a mark (`*`, `^`, `†`) right before a word (`*Indicates break in serial ...`). */
const FOOTNOTE_LEGEND = /\s+[*^†]\s?[a-z].*$/i;

/**
 * A line that is such a legend whole, explaining a mark the rows print (`* Indicates a break in check number sequence`, `* Gap in check
 * sequence`): a note under a table, never a heading (its `check` opened a section of its own, and the total printed
 * under it closed none of the checks above).
 */
const MARK_LEGEND = /^(?:\*|†|‡|\(\*\))\s*[a-z](?!.*\*\s*$)/i;

/**
 * A section heading: a short text-only line that says what follows ("Deposits and Additions", "Checks
 * Paid", "Daily Ending Balance"). `sign` is set when the heading fixes the sign of an unsigned amount
 * column; `skip` marks tables that are not transactions (daily balances, interest, card summaries); `daily` a table
 * of end-of-day balances (evidence for the solve, not rows).
 */
export function sectionHeading(text: string): SectionKind | null {
  if (MARK_LEGEND.test(text.trim())) return null;
  // Parenthetical remarks ("(checks listed are also displayed in the history)") do not name the section; nor does
  // the number of the card whose rows it lists (`New Charges - CARMEN DIAZ Card Ending 1-61005`).
  // Nor does a legend explaining the mark some rows print (`Checks Paid No. Checks: 6 *Indicates break in serial
  // sequence ...`): from its mark on, the line is a footnote, not the section's name.
  const named = text.replace(FOOTNOTE_LEGEND, '').replace(CARD_NUMBER_AFTER, '$1');
  const t = lc(named.replace(/\s*[-–(]?\s*continued\)?\s*$/i, '').replace(/\([^)]*\)?/g, ' '));
  // Column titles printed as one run, ending in an amount and a points column: purchases paid with points.
  if (POINTS_HEADER.test(t)) return { sign: null, skip: true, label: t };
  // A year in a title ("2025 Totals Year-to-Date") is a word like any other; other numbers mean a data line.
  if (!t || t.split(' ').length > 9 || /\d{3}|\w:\w/.test(named.replace(/\b(19|20)\d\d\b/g, ''))) return null;
  // Not yet posted: listed for information, never part of the ledger (whatever sign their words say).
  if (PENDING.test(t)) return { sign: null, skip: true, label: t, pending: true };
  if (
    /\b(daily|ending|ledger|collected)\b.*\bbalances?\b|\bbalance summary\b|\bbalances? by date\b/.test(t) &&
    !/transactions?/.test(t)
  )
    return { sign: null, skip: true, label: t, daily: true };
  if (
    /\binterest (rate|summary)|\bapy\b|\bannual percentage|\byear to date|\bytd\b|\bcheck images?\b|\bimage of check/.test(
      t,
    )
  )
    return { sign: null, skip: true, label: t };
  // A summary is a box, unless it summarises the transactions themselves; a fee summary (volumes, unit prices and
  // fees per month, `Transaction Fee Summary`) is a box whatever it names, and so is the summary of an account's
  // activity (`Summary of Account Activity`: its figures, where `Account Summary` prints the same box).
  if (/\bsummary\b/.test(t) && (!/transactions?|activity/.test(t) || /\bfees?\b|\baccount activity\b/.test(t)))
    return { sign: null, skip: true, label: t };
  if (PERIOD_CHARGES.test(t)) return { sign: 'debit', skip: false, label: t, charges: true };
  const debit = DEBIT_WORDS.test(t) || /\bchecks?\b|\bdebit card\b|\batm\b|\bservice charges?\b/.test(t);
  const credit = CREDIT_WORDS.test(t) && !/\bdebit card\b/.test(t);
  if (/\b(transactions?|activity|history|detail)\b/.test(t) && !(debit !== credit))
    return { sign: null, skip: false, label: t };
  if (debit && !credit) return { sign: 'debit', skip: false, label: t };
  if (credit && !debit) return { sign: 'credit', skip: false, label: t };
  if (/\b(deposits?|additions?)\b.*\b(withdrawals?|subtractions?)\b|\bother\b/.test(t)) return null;
  return null;
}

/** The words leading from a count to its total (`totaling`, `for a total of`, `amounting to`). */
const TOTALING = 'totall?ing|totall?ed|for a total of|total(?:ing)? of|amounting to';

/**
 * A section heading that prints its own count and total (`Withdrawals / Debits 134 items totaling $140,472.61`,
 * `Checks 38 checks totaling $122,356.96`, `Deposits: 4 items for a total of $500.00`): the heading, and the count.
 */
// `There were 13 totaling $7,553.28.` names no item, and a page's `- continued` may follow it.
const HEADING_TOTAL = new RegExp(
  `^(.*?)[\\s:,-]*\\b(?:there (?:were|was|are|is)\\s+)?(\\d{1,5})\\s+(?:(?:items?|checks?|transactions?|deposits?|withdrawals?|debits?|credits?|entries)\\s+)?(?:${TOTALING})\\s+\\S+?(?:\\s*[-–]?\\s*\\(?continued\\)?)?$`,
  'i',
);

/**
 * A count and the words leading to its total, ending a label (`There were 12 checks listed totaling`, `4 deposits for a
 * total of`): the count of the figure after it.
 */
export const COUNT_TOTALING = new RegExp(`(?:^|\\s)(\\d{1,5})\\s+(?:[a-z]+\\s+){0,2}(?:${TOTALING})$`, 'i');

export function headingWithTotal(text: string): { heading: SectionKind; count: number } | null {
  const m = HEADING_TOTAL.exec(text.trim());
  if (!m || !m[1]) return null;
  const heading = sectionHeading(m[1]);
  return heading && !heading.skip ? { heading, count: Number(m[2]) } : null;
}

/** An account mark that names a card (`Card account # XXXX 7655`): inside a section holding rows it heads the
 * card's purchases, a sub-group of the account, never an account of its own. */
export const CARD_GROUP = /\bcard\b/i;

/** A deposit or loan product's name: an account mark naming one is another account, never a card's group. */
export const DEPOSIT_PRODUCT = /\b(checking|savings|money market|share|draft|certificate|loan)\b/i;

/**
 * A product whose balance is what the member owes (`Auto Loan`, `Signature Loan`, `Home Equity Line of Credit`,
 * `Mortgage`): an account heading naming one names a loan, never a savings and loan's name.
 */
export const OWED_PRODUCT = /\b(?<!savings (?:and|&) )(loan|line of credit|heloc|mortgage)\b/i;

/**
 * Words that make a line with a figure a total: `Total`, `Subtotal`, and a card's total of the cycle printed after
 * its rows (`TRANSACTIONS THIS CYCLE (CARD 4417) $5,953.66`).
 */
// German `Summe` (`Summe Soll / Haben` under the two sides' columns).
export const TOTAL_WORDS = /\b(sub)?totals?\b|\bsumme\b|\btransactions this (cycle|period)\b/i;

/** A title that starts with its total word: what follows a total printed before its title (`$7,553.28 Total Deposits`). */
export const totalFirst = (text: string): boolean => /^(sub)?totals?\b|^summe\b/i.test(text);

/** A total naming a card's number (`TRANSACTIONS THIS CYCLE (CARD 4417)`): that card's, wherever its figure stands. */
export const cardTotal = (label: string): boolean =>
  TOTAL_WORDS.test(label) && CARD_GROUP.test(label) && /\d{4}\)?\s*$/.test(label);

/** Words that name a bank in its name (a masthead, a legal name): never a branch's, a heading's or a customer's. */
// Bare `savings` is a product's word (`High Yield Savings`, `Regular Share Savings`), not an institution's.
export const INSTITUTION_WORDS =
  /\b(bank|bancorp|banc|credit union|savings (?:and|&) loan|savings association|savings institution|trust|financial|federal|n\.\s?a\.|fsb|national association)\b/i;

/** A cell of institution words alone (`Bank`, `Credit Union:`): a label over or beside a name, naming none. */
export const INSTITUTION_WORD_ONLY =
  /^\W*(?:bank(?:ing)?|bancorp|credit union|savings bank|trust|financial|federal|n\.\s?a\.?|fsb|national association)\W*$/i;

export type SummaryKey = 'opening' | 'closing' | 'credits' | 'debits' | 'total' | 'ignore';

/** What a label left of a printed amount names, in a summary box or a section total line. */
/**
 * A cash account's balance named as its value (`Beginning Account Value`, `Ending Cash Value`, `Ending Value`): a
 * brokerage cash account's box. A market value, a portfolio's or securities' value, is none.
 */
const BALANCE_VALUE = /\b(?:account|cash) value\b|^(?:beginning|opening|starting|ending|closing) value$/;

// (a date may follow, cut from the label: `Alter Kontostand vom 31.03.2026`, `Saldo anterior al 31-MAR-26`)
const FOREIGN_OPENING =
  /^(anfangssaldo|saldo alt|alter (kontostand|saldo)|kontostand alt|saldo (inicial|anterior))( (am|vom|per|zum|al|del))?$/;
const FOREIGN_CLOSING =
  /^(endsaldo|saldo neu|neuer (kontostand|saldo)|kontostand neu|saldo final|saldo actual)( (am|vom|per|zum|al|del))?$/;

export function summaryLabel(text: string): { key: SummaryKey; type: TxType | null; total: boolean } | null {
  const t = lc(text);
  if (!t) return null;
  const total = TOTAL_WORDS.test(t);
  const value = BALANCE_VALUE.test(t) && !/\b(market|securities|portfolio|holdings?)\b/.test(t);
  if (
    /\b(beginning|opening|starting|start|previous|prior|last (statement|month|cycle|period)|brought forward|balance forward)\b/.test(
      t,
    ) &&
    (/\bbalance|forward\b/.test(t) || value)
  )
    return { key: 'opening', type: null, total };
  // Dutch: `Beginsaldo` / `Eindsaldo` (`Vorig saldo` / `Nieuw saldo`). German: `Alter Kontostand` / `Neuer
  // Kontostand` (`Saldo alt` / `Saldo neu`, `Anfangssaldo` / `Endsaldo`). Spanish: `Saldo inicial` (`Saldo anterior`) /
  // `Saldo final`.
  if (/^(beginsaldo|vorig saldo|oud saldo)$/.test(t) || FOREIGN_OPENING.test(t))
    return { key: 'opening', type: null, total };
  if (/^(eindsaldo|nieuw saldo)$/.test(t) || FOREIGN_CLOSING.test(t)) return { key: 'closing', type: null, total };
  // `Total balance` alone (an app's balance tile) is the balance now: the closing.
  if (/^total balance$/.test(t)) return { key: 'closing', type: null, total: false };
  // `Your balance at close of business 11th Mar 2022` (a balance carried forward closes only as the last one: fields.ts)
  // A collected or available balance (the ledger less uncleared funds or holds) is no closing balance.
  // `Statement balance`, `Balance at end of period` (an average of them is no closing).
  if (
    /\b(ending|closing|new|current|this statement|close|statement balance|end balance|end of (the )?(period|statement|cycle|month))\b/.test(
      t,
    ) &&
    (/\bbalance\b/.test(t) || (value && /\b(ending|closing|end of)\b/.test(t))) &&
    !/\b(collected|available|average|avg)\b/.test(t)
  )
    return { key: 'closing', type: null, total };
  // `Total Fees charged in 2025`: the year's total, printed beside the period's
  if (/\b(in|for|during)\s+(19|20)\d\d\s*$/i.test(text)) return { key: 'ignore', type: null, total };
  if (
    /\b(average|avg|minimum|low|high|collected|available|ytd|year to date|interest earned|apy|rate|limit|overdraft protection|revolving|credit (line|amount)|access line)\b/.test(
      t,
    )
  )
    return { key: 'ignore', type: null, total };
  // Items not yet posted ("Pending Deposits", "Authorizations", "Deposit Holds") are no total of the period.
  if (PENDING.test(t)) return { key: 'ignore', type: null, total };
  // The overdraft / returned-item fee box (this period and year to date) restates fees already in the rows.
  if (/\b(overdraft|insufficient|nsf|returned items?)\b.*\bfees?\b/.test(t))
    return { key: 'ignore', type: null, total };
  // (`Purchases, Balance Transfers & Other Charges` is a card's charges, no balance)
  // (German `Kontostand am 31.03.2026` and Spanish `Saldo al ...`, a balance named by its date, as `Balance on`)
  if (/\bbalance\b(?! transfers?)|\bsaldo\b|\bkontostand\b/.test(t)) return { key: 'ignore', type: null, total };
  // Card summaries: "Payments, Credits" lower the balance owed (credits); interest and cash advances raise it, as a
  // line of credit's `Advances` (money drawn) raise its principal.
  if (/^payments?,? (and |& )?(other )?credits?$/.test(t)) return { key: 'credits', type: 'credit', total };
  if (/^(interest|finance) charged?$|^(cash )?advances?$/.test(t)) return { key: 'debits', type: 'debit', total };
  const debit = DEBIT_WORDS.test(t) || /\bchecks?\b|\bservice charges?\b|\batm\b|\bdebit card\b/.test(t);
  const credit = CREDIT_WORDS.test(t) && !/\bdebit card\b/.test(t);
  if (credit && !debit) return { key: 'credits', type: 'credit', total };
  if (debit && !credit) return { key: 'debits', type: 'debit', total };
  return null;
}

/**
 * A box term whose words name no side (`Interest Paid`, `Dividends Earned`): interest paid in is a credit, withheld or
 * charged back it is a debit, and a line of it may restate a row the box already counts. Only the box's own equation
 * says which (terms.ts). Year-to-date figures, rates and yields are no term of the period.
 */
export const unsidedTerm = (label: string): boolean =>
  /\b(interest|dividends?)\b/i.test(label) &&
  !/\b(ytd|year to date|this year|last year|prior year|rate|apy|annual|yield|average|avg|accrued)\b/i.test(label);

/**
 * A summary label naming only payments (`Payments`, `Payments Received`, `Payment - Thank You`): on a card statement a
 * payment lowers what is owed (a credit); the deposit-account words read it as money paid out.
 */
export function cardPayment(label: string): boolean {
  const t = lc(label).replace(/\bpayments?\b/g, ' ');
  return /\bpayments?\b/.test(lc(label)) && !DEBIT_WORDS.test(t) && !CREDIT_WORDS.test(t);
}

/** Words in a row's description that mark it as a balance line, not a transaction. */
export function isBalanceLine(description: string): boolean {
  const t = lc(description);
  return (
    /\b(beginning|opening|starting|ending|closing|previous|new) balance\b|\blast (statement|month) s? ?balance\b|\bbalance (forward|brought forward|carried forward|last statement|this statement)\b|^balance( (on|at|as of))?$/.test(
      t,
    ) ||
    /^(kontostand|saldo)( (am|vom|per|zum|al|el))?$/.test(t) ||
    FOREIGN_OPENING.test(t) ||
    FOREIGN_CLOSING.test(t)
  );
}

/**
 * A balance named only by the day it stands on (`Balance on 1 January 2025`, `Balance as of`, German `Kontostand am
 * 31.03.2026` / `Kontostand vom`, Spanish `Saldo al 31-MAR-26`): of two such, the first printed opens, the other closes.
 */
export const datedBalance = (label: string): boolean =>
  /^(balance (on|at|as of)|kontostand (am|vom|per|zum)|saldo (al|el))\b/.test(lc(label));

/**
 * Words labels are made of, for rejoining labels a text layer cut inside words ("Ope ning", "Paym e nts",
 * "Lim it"): a run of pieces is joined only when the result is one of these.
 */
export const LABEL_WORDS = new Set(
  (
    'opening closing balance balances payment payments details detail description limit minimum statement number account ' +
    'brought carried forward arranged overdraft previous credit credits debit debits interest type transaction transactions ' +
    'withdrawals deposits beginning ending summary period sheet date amount received total charges purchases fees name ' +
    'rate rates available reference information customers new out paid money sortcode identifier'
  ).split(' '),
);

const SHORT_WORDS = new Set(
  'a i an as at be by do go he if in is it me my no of on or so to up us we and are but for its new not our out the you pay'.split(
    ' ',
  ),
);

/** A piece that is not a word of its own: a letter, or a fragment no label or short word spells. */
export const BROKEN_WORD_PIECE = (p: string): boolean => !SHORT_WORDS.has(p) && !LABEL_WORDS.has(p);

/** A section listing checks ("Checks Paid", "Checks and Substitute Checks"): banks sort it by check number. */
export function isCheckSection(label: string): boolean {
  const t = lc(label);
  return /\bchecks?\b/.test(t) && !/\b(check ?card|debit card|card)\b/.test(t);
}

/**
 * A date column titled as a value date (`Value date`, `Valuta`, Dutch `Rente datum` / `Valutadatum`, German
 * `Wert` / `Wertstellung`, Spanish `Fecha valor`): the day the
 * money counts from, printed beside rows the bank lists in the order it processed them.
 */
export function isValueDate(label: string): boolean {
  return /\b(value|valuta|val\.?|rente|interest) ?dat(e|um)\b|^(valuta|wert|wertstellung)$|^fecha (de )?valor$/.test(
    lc(label),
  );
}

/** A line made only of column titles that names a date column and a money column ("DATE....AMOUNT.DESCRIPTION"). */
export function namesColumns(text: string): boolean {
  const words = lc(text.replace(/\./g, ' '))
    .split(' ')
    .filter((w) => w && !/^(and|of|no|#|\/|&)$/.test(w));
  const roles = words.map(headerRole);
  return (
    roles.every((r) => r !== null) &&
    roles.includes('date') &&
    roles.some((r) => r === 'amount' || r === 'debit' || r === 'credit' || r === 'balance')
  );
}

/**
 * Month names, each month's in English, Spanish and German (`07-ABR-26`, `30 de abril de 2026`, `5. Mai 2026`,
 * `MRZ`): a word is a month when it starts like one of them (three letters or more, a prefix of the name; `sept` and
 * `mrz` too). Accents read bare (`März`: `marz`, a prefix of `marzo` as well). Not `Maerz` nor `setiembre`: their
 * first letters are English words before a number (`FANNIE MAE 12`, `SET 2`).
 */
export const MONTH_NAMES: ReadonlyArray<readonly string[]> = [
  ['january', 'enero', 'januar', 'janner'],
  ['february', 'febrero', 'februar'],
  ['march', 'marzo', 'marz', 'mrz'],
  ['april', 'abril'],
  ['may', 'mayo', 'mai'],
  ['june', 'junio', 'juni'],
  ['july', 'julio', 'juli'],
  ['august', 'agosto'],
  ['september', 'septiembre', 'sept'],
  ['october', 'octubre', 'oktober'],
  ['november', 'noviembre'],
  ['december', 'diciembre', 'dezember'],
];

/** The first three letters of every month name above, for patterns: `(?:jan|feb|...|ene|abr|...)` (lower case). */
export const MONTH_STEMS = [...new Set(MONTH_NAMES.flat().map((n) => n.slice(0, 3)))].join('|');

/** The month (1-12) a word names (`Apr`, `ABR.`, `April`, `abril`, `Mär`), or null. */
export function monthOf(word: string): number | null {
  const w = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,]/g, '');
  if (w.length < 3 || !/^[a-z]+$/.test(w)) return null;
  const i = MONTH_NAMES.findIndex((names) => names.some((n) => n.startsWith(w)));
  return i < 0 ? null : i + 1;
}

/** A printed page number: `Page 2 of 5` (of: null when only `Page 2` is printed). */
export interface PageNo {
  n: number;
  of: number | null;
}

// German `Blatt 1 von 2` / `Seite 1 von 2`, Spanish `Pagina 1 de 2` / `Hoja 1 de 2`.
const PAGE_WORD = String.raw`(?:page|seite|blatt|p[aá]gina|hoja)`;
const PAGE_OF = new RegExp(
  String.raw`\b${PAGE_WORD}\s*(?:number|no\.?|#)?\s*(\d{1,4})\s*(?:of|von|de|\/)\s*(\d{1,4})\b`,
  'i',
);
const PAGE_ONLY = new RegExp(String.raw`\b${PAGE_WORD}\s*(\d{1,4})\b`, 'i');
const BARE_OF = /^(\d{1,4})\s+of\s+(\d{1,4})$/i;

/** The first printed page number on a page's lines (`Page 2 of 5`, `2 of 5`, a short `Page 2`), or null. */
export function findPageNo(lines: string[]): PageNo | null {
  for (const l of lines) {
    const m = PAGE_OF.exec(l) ?? BARE_OF.exec(l);
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= Number(m[2])) return { n: Number(m[1]), of: Number(m[2]) };
  }
  for (const l of lines) {
    const m = l.length <= 30 ? PAGE_ONLY.exec(l) : null; // a footer, not "see page 3 for details"
    if (m && Number(m[1]) >= 1) return { n: Number(m[1]), of: null };
  }
  return null;
}

/** The last "Page n of m" printed on the page after its first, of the same count and further on (null: none). */
export function lastPageNo(lines: string[], first: PageNo | null): PageNo | null {
  if (!first || first.of === null) return null;
  let last: { n: number; of: number } | null = null;
  for (const l of lines) {
    const m = PAGE_OF.exec(l) ?? BARE_OF.exec(l);
    if (m && Number(m[2]) === first.of && Number(m[1]) > first.n && Number(m[1]) <= first.of)
      last = { n: Number(m[1]), of: first.of };
  }
  return last;
}
