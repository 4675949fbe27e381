// What the layout engine reads from one statement's text layer. Money is integer cents; every number the
// gate uses carries a SourceRef (page + line) so the gate's evidence can point at the exact printed text.
import type { Cents } from '../money.ts';
import type { LedgerRow, TxType } from './types.ts';

/** Where a printed value sits: 1-based page of the file, 1-based line on that page (top to bottom). */
export interface SourceRef {
  page: number;
  line: number;
  text: string; // the printed token, as read
}

export interface PrintedAmount {
  cents: Cents;
  ref: SourceRef;
}

/** One ledger row plus where it came from. `group` is the table section it was read in (order is checked per group). */
export interface ReadRow extends LedgerRow {
  ref: SourceRef; // the amount token
  dateRef: SourceRef;
  balanceRef: SourceRef | null;
  group: string;
  /**
   * The printed group inside the section the row's date order is judged in: a section's rows start again under
   * a sub-heading (`Card account # XXXX 7655`) or after a subtotal. The section's group when it prints none.
   */
  orderGroup?: string;
  /** The printed group inside its section the row was read in (a card's rows, a subtotal's): `TotalScope.part`. */
  part?: number;
  /** The section is sorted by something other than date (check number): date order is not checked. */
  orderExempt: boolean;
  /**
   * Dated by a value-date column (`Value date`, `Rente datum`) while printed in the order the bank processed the
   * rows: its date may fall a few days before the row above's.
   */
  valueDated?: boolean;
}

/** The rows a printed total closes: a section's printed group (`part`: rows since the last sub-heading or total). */
export interface TotalScope {
  group: string;
  part: number;
}

/** A printed subtotal: a section's "Total deposits  $1,234.56", or a summary-box line. */
export interface SectionTotal {
  group: string | null; // the section it closes, when it closes one
  /**
   * The printed groups it closes, when not its whole section: a group's subtotal (`Subtotal for card account`,
   * `Total for JANE SMITH`) its group's rows; a total right after subtotals the groups those closed.
   */
  scope?: TotalScope[];
  /**
   * The words of the kind of charge it totals (a pattern's source), when totals of several kinds close the same rows
   * (`TOTAL FEES FOR THIS PERIOD`, `TOTAL INTEREST FOR THIS PERIOD` under fees and interest listed together): it
   * counts the rows naming its kind.
   */
  naming?: string;
  label: string;
  type: TxType;
  cents: Cents;
  count: number | null;
  ref: SourceRef;
}

export interface AccountRead {
  sectionId: string;
  name: string | null;
  numberSuffix: string | null;
  opening: PrintedAmount | null;
  closing: PrintedAmount | null;
  /** Printed statement totals of this account (summary box), when printed. */
  totalCredits: PrintedAmount | null;
  totalDebits: PrintedAmount | null;
  creditCount: number | null;
  debitCount: number | null;
  /** Printed per-section totals found in the body ("Total checks paid"). Checked against their section's rows. */
  sectionTotals: SectionTotal[];
  /**
   * Its balance is what the holder owes (a loan or a card beside deposit accounts, fields.ts `owedAccounts`): a
   * payment (credit) lowers it and a charge (debit) raises it, as on a card statement.
   */
  owed?: boolean;
}

export interface ReadCheck {
  number: string;
  date: string | null;
  amountCents: Cents;
  page: number;
}

export type ReadWarningCode =
  | 'broken_text_layer' // letter-spaced words, digits split by spaces, garbled glyphs
  | 'digits_split'
  | 'letter_spaced'
  | 'garbled_text'
  | 'no_table_found'
  | 'ambiguous_columns'
  | 'ambiguous_reading' // two readings of the printed text both pass the gate with different ledgers
  | 'period_start_missing'
  | 'date_unresolved' // a row's printed date is no real date of the period (or it has none): never invented
  | 'pending_row' // a row says it is pending (not yet posted): it may not belong to the ledger
  | 'unassigned_amount'
  | 'pages_missing' // a printed page of the statement's own count is not in the file (not blocking: the equations fail)
  | 'form_field_values'; // figures typed into fillable form fields (read as printed; told, not blocking)

export interface ReadWarning {
  code: ReadWarningCode;
  page: number | null;
  message: string;
  /** true when the warning means the text layer cannot be trusted (the gate refuses to verify). */
  blocking: boolean;
}

export interface StatementRead {
  pages: number[];
  institution: string | null;
  holder: string | null;
  accountLast4: string | null;
  routingNumber: string | null;
  periodStart: string | null; // YYYY-MM-DD
  periodEnd: string | null;
  periodRef: SourceRef | null;
  statementKind: string; // 'checking' | 'savings' | 'credit_card' | 'bank_statement'
  /** ISO 4217 code of the currency the statement prints its amounts in (currency.ts); null when nothing tells */
  currency?: string | null;
  /** Rows printed newest first (some banks and exports): balances then chain from the bottom up. */
  newestFirst: boolean;
  accounts: AccountRead[];
  rows: ReadRow[];
  checks: ReadCheck[];
  /** How the reading was chosen: which interpretation of columns/signs/years, and what was tried. */
  evidence: { reading: string; tried: string[]; fields: Record<string, SourceRef> };
  warnings: ReadWarning[];
}

/** The accounts holding the holder's money: all but those whose balance is owed (AccountRead.owed), when any is held. */
export function heldAccounts(read: Pick<StatementRead, 'accounts'>): AccountRead[] {
  const held = read.accounts.filter((a) => !a.owed);
  return held.length ? held : read.accounts;
}

/** A row of an owed account beside held ones: no money of the holder's moved (a loan's payment, its interest). */
export function owedRow(read: Pick<StatementRead, 'accounts'>, r: { accountSectionId: string | null }): boolean {
  return read.accounts.some((a) => a.owed && a.sectionId === r.accountSectionId) && read.accounts.some((a) => !a.owed);
}
