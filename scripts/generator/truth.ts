// The generator's ground truth, written next to each PDF it makes (`<name>.truth.json`) and read by the
// tests, `npm run eval` and the benches; the service never reads it.
import type { PageClass, TxType } from '../../src/pipeline/types.ts';
import type { CategoryHint } from './model.ts';

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
  category_hint?: CategoryHint;
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
