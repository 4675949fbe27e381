// The strict answer schema of one page read: the statement header fields printed on the page and every
// ledger row on the page, categorized. Amounts are positive decimal strings; `type` gives the sign.
import { Type, type Static } from 'typebox';
import { CATEGORIES } from '../categorize/categories.ts';

const N = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Amount = Type.String({ description: 'positive decimal amount as printed, digits and a dot only, e.g. 1234.56' });
const Day = Type.String({ description: 'YYYY-MM-DD; infer the year from the statement period' });

/** One account's printed summary figures, as printed on this page (null when not printed here). */
export const PageAccountSchema = Type.Object({
  account_number_last4: N(Type.String()),
  account_name: N(Type.String({ description: 'e.g. Business Checking, Savings' })),
  opening_balance: N(Type.String({ description: 'signed decimal: beginning balance' })),
  closing_balance: N(Type.String({ description: 'signed decimal: ending balance' })),
  total_credits: N(Amount),
  total_debits: N(Amount),
  credit_count: N(Type.Integer()),
  debit_count: N(Type.Integer()),
});

export const PageHeaderSchema = Type.Object({
  institution_name: N(Type.String()),
  account_holder_name: N(Type.String()),
  account_number_last4: N(Type.String({ description: "the statement's (first) account" })),
  routing_number: N(Type.String()),
  statement_kind: N(Type.String({ description: 'checking, savings, credit_card or bank_statement' })),
  period_start: N(Day),
  period_end: N(Day),
  /** every account whose summary figures are printed on this page; one entry for a single-account statement */
  accounts: Type.Array(PageAccountSchema),
});

export const PageRowSchema = Type.Object({
  section: Type.String({
    description: 'the table heading the row is printed under, e.g. Deposits, Withdrawals, Transactions',
  }),
  account_number_last4: N(
    Type.String({ description: 'the account whose table the row is in, when the statement has several' }),
  ),
  date: Day,
  description: Type.String(),
  amount: Amount,
  type: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  running_balance: N(Type.String({ description: 'signed decimal running balance printed on the row, else null' })),
  category: Type.Enum(CATEGORIES),
  counterparty: Type.String(),
});

export const PageReadSchema = Type.Object({
  page_is_statement: Type.Boolean({ description: 'false when the page is not part of a bank statement' }),
  header: PageHeaderSchema,
  rows: Type.Array(PageRowSchema),
});

export type PageHeader = Static<typeof PageHeaderSchema>;
export type PageAccount = Static<typeof PageAccountSchema>;
export type PageRow = Static<typeof PageRowSchema>;
export type PageRead = Static<typeof PageReadSchema>;
