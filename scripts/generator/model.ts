// The data a layout prints. Built consistent by ledger.ts, optionally broken by tamper.ts, drawn by render-*.ts.
import type { Cents } from '../../src/money.ts';
import type { TxType } from '../../src/pipeline/types.ts';

export type CategoryHint =
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

/** Where a row goes in layouts that split activity into sections. */
export type SectionKey = 'deposits' | 'checks' | 'card' | 'electronic' | 'fees';

/** Semantic kind of a generated event; descriptions.ts turns it into bank wording. */
export type EventKind =
  | 'processor'
  | 'mobile_deposit'
  | 'zelle_in'
  | 'wire_in'
  | 'mca_funding'
  | 'mca_payment'
  | 'loan_payment'
  | 'payroll'
  | 'payroll_tax'
  | 'tax'
  | 'state_tax'
  | 'rent'
  | 'utility'
  | 'insurance'
  | 'card'
  | 'atm'
  | 'check'
  | 'transfer_out'
  | 'transfer_in'
  | 'service_fee'
  | 'nsf_fee'
  | 'od_fee'
  | 'returned_item'
  | 'interest'
  | 'zelle_out'
  | 'branch_deposit';

export interface LedgerEvent {
  kind: EventKind;
  date: string;
  amount: Cents; // positive
  type: TxType;
  category: CategoryHint;
  /** counterparty word bank for descriptions.ts (funder, processor, payee...) */
  party: string;
  ref: string; // stable pseudo-random reference digits for traces and ids
  check?: string;
  /** the other account's last 4 for transfers */
  otherLast4?: string;
  /** an amount printed inside the description's wrapped text (e.g. `Ref 12/02 $5,035.59`) */
  refAmount?: Cents;
  refDate?: string;
}

export interface ViewRow {
  id: number;
  date: string;
  /** description as printed, one entry per semantic line; renderers may wrap further */
  parts: string[];
  amount: Cents;
  type: TxType;
  category: CategoryHint;
  section: SectionKey;
  check?: string;
  /** printed running balance, or null when this row prints none */
  balance: Cents | null;
}

export interface SectionTotal {
  key: string;
  label: string;
  type: TxType;
  total: Cents;
  count: number;
}

export interface ViewAccount {
  id: string; // account_section_id
  name: string; // e.g. "Business Checking"
  number: string; // full (fictional) number; printed masked
  last4: string;
  opening: Cents;
  closing: Cents;
  credits: Cents; // printed summary totals
  debits: Cents;
  creditCount: number;
  debitCount: number;
  rows: ViewRow[];
  /** printed end-of-day balances (Daily Ending Balance tables): not transactions */
  daily: Array<{ date: string; balance: Cents }>;
  /** printed per-section totals, keyed by the layout's section key */
  sections: SectionTotal[];
  feesThisPeriod: Cents;
  feesYtd: Cents;
  interestThisPeriod: Cents;
  interestYtd: Cents;
  odFeesPeriod: Cents;
  nsfFeesPeriod: Cents;
}

export interface StatementView {
  layout: string;
  index: number; // 0-based month within the layout's series
  institution: string;
  holder: { name: string; street: string; city: string; state: string; zip: string };
  routing: string | null;
  periodStart: string;
  periodEnd: string;
  accounts: ViewAccount[];
  tampered?: string; // what was broken, when it was
}
