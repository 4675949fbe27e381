// Internal data passed between pipeline stages. Pure data: no I/O handles, no clock.
// Money is integer cents (see ../money.ts). Spec-shaped output types live in ../schemas/result.ts.
import type { Cents } from '../money.ts';

/** One run of text from the PDF text layer, in PDF points with y measured down from the page top. */
export interface TextRun {
  str: string;
  x: number; // left edge
  y: number; // baseline, from the top of the page
  width: number;
  height: number; // font size in points, as drawn
  fontName: string;
}

export interface PageText {
  page: number; // 1-based within its file
  width: number;
  height: number;
  runs: TextRun[];
}

/** What the PDF stage gives for one input file. */
export interface PdfExtract {
  pageCount: number;
  pages: PageText[];
  /** Pages (1-based) whose text layer is empty or unusable: candidates for the image read. */
  imagePages: number[];
}

export type { PageClass } from '../schemas/result.ts';
import type { PageClass } from '../schemas/result.ts';

export type TxType = 'credit' | 'debit';

/** One ledger row as read, before categorization. amountCents is always positive; type gives the sign. */
export interface LedgerRow {
  index: number; // 1-based within the statement, in printed order
  date: string; // YYYY-MM-DD
  description: string;
  amountCents: Cents;
  type: TxType;
  balanceCents: Cents | null; // printed running balance on this row, if any
  page: number; // 1-based within the source file
  /** The row's printed line on `page`, [x, y, w, h] in PDF points, y down from the page top; null when unknown. */
  bbox?: [number, number, number, number] | null;
  accountSectionId: string | null;
  accountNumberSuffix: string | null;
  checkNumber?: string | null;
}

/**
 * Ground truth written by the fixture generator next to each PDF (`<name>.truth.json`).
 * Amounts are decimal strings so the file reads like the spec; `amount` is positive, `type` gives the sign.
 */
export interface TruthTransaction {
  date: string;
  description: string;
  amount: string;
  type: TxType;
  running_balance: string | null;
  account_section_id?: string | null;
  page: number;
  account_number_suffix?: string | null;
  check_number?: string;
  /** fixture generator's category for this row (tests categorization; not printed) */
  category_hint?:
    | 'revenue'
    | 'mca_funding'
    | 'mca_payment'
    | 'loan'
    | 'nsf'
    | 'overdraft'
    | 'returned_item'
    | 'transfer'
    | 'payroll'
    | 'taxes'
    | 'other';
}

export interface TruthStatement {
  layout: string;
  pages: number[]; // 1-based pages of the file this statement occupies
  institution_name: string;
  account_holder_name: string;
  account_number_last4: string;
  routing_number: string | null;
  period_start: string;
  period_end: string;
  opening_balance: string;
  closing_balance: string;
  total_credits: string;
  total_debits: string;
  credit_count: number | null; // printed count, when the layout prints one
  debit_count: number | null;
  accounts: Array<{
    account_section_id: string;
    account_number_suffix: string;
    opening_balance: string;
    closing_balance: string;
    account_name?: string;
    total_credits?: string;
    total_debits?: string;
    credit_count?: number;
    debit_count?: number;
  }>;
  /** rows printed newest first (balances then chain upwards); absent means oldest first */
  printed_order?: 'newest_first';
  /** several accounts in one statement: statement-level balances and totals are the sums over `accounts` */
  multi_account?: boolean;
  /** printed per-section totals (Deposits, Checks Paid...) */
  section_totals?: Array<{ account_section_id: string; label: string; type: TxType; total: string; count: number }>;
  /** printed "daily ending balance" entries: NOT transactions */
  daily_balances?: Array<{ account_section_id: string; date: string; balance: string }>;
  transactions: TruthTransaction[];
  /** true when the fixture was deliberately broken (a row dropped, a digit changed): must NOT verify. */
  tampered?: boolean;
  /** OCR-layer fixtures: the errors put into the invisible text layer (the page image is correct) */
  ocr_errors?: string[];
  /** what the tamper did, e.g. `dropped row 14 (2025-10-07 ...)` */
  tamper?: string;
}

export interface TruthFile {
  file: string; // file name next to the truth file
  layout: string;
  page_classes: PageClass[]; // one per page
  statements: TruthStatement[];
  /** the layout quirks this file exercises (docs/fixtures.md) */
  quirks?: string[];
}
