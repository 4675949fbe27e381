// Page answers → one StatementRead (the layout engine's shape), so the same gate judges an image read.
// And the comparison of two independent reads: they must agree on every amount, date and balance. Pure.
import { formatCents, printedCents, type Cents } from '../../money.ts';
import type { AccountRead, PrintedAmount, ReadRow, StatementRead } from '../statement-read.ts';
import type { ModelLabel } from '../categorize/index.ts';
import type { PageRead } from './schema.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';

export interface AssembledRead {
  read: StatementRead;
  /** row index → the model's category and counterparty for that row */
  labels: Record<number, ModelLabel>;
  /** problems found while assembling (unparseable amounts, pages that are not statement pages) */
  problems: string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function printed(text: string | null, page: number): PrintedAmount | null {
  const cents = printedCents(text);
  return cents === null ? null : { cents, ref: { page, line: 0, text: text! } };
}

type AccountAcc = { key: string; last4: string | null; name: string | null } & Pick<
  AccountRead,
  'opening' | 'closing' | 'totalCredits' | 'totalDebits' | 'creditCount' | 'debitCount'
>;

const accountKeyOf = (last4: string | null, name: string | null, fallback: string) =>
  last4?.replace(/\D/g, '').slice(-4) || name?.trim().toLowerCase() || fallback;

/** Accounts keyed by their last four digits: opening and totals from the first page printing them, closing from the last. */
function accountsOf(pages: Array<{ page: number; answer: PageRead }>, problems: string[]): Map<string, AccountAcc> {
  const accounts = new Map<string, AccountAcc>();
  for (const { page, answer } of pages) {
    for (const a of answer.header.accounts) {
      const key = accountKeyOf(a.account_number_last4, a.account_name, 'main');
      const acc = accounts.get(key) ?? {
        key,
        last4: a.account_number_last4,
        name: a.account_name,
        opening: null,
        closing: null,
        totalCredits: null,
        totalDebits: null,
        creditCount: null,
        debitCount: null,
      };
      const take = (
        what: string,
        text: string | null,
        cur: PrintedAmount | null,
        last = false,
      ): PrintedAmount | null => {
        if (text === null || (cur && !last)) return cur;
        const v = printed(text, page);
        if (!v) problems.push(`unreadable_${what}:page ${page}:${JSON.stringify(text)}`);
        return v ?? cur;
      };
      acc.opening = take('opening_balance', a.opening_balance, acc.opening);
      acc.closing = take('closing_balance', a.closing_balance, acc.closing, true);
      acc.totalCredits = take('total_credits', a.total_credits, acc.totalCredits);
      acc.totalDebits = take('total_debits', a.total_debits, acc.totalDebits);
      acc.creditCount ??= a.credit_count;
      acc.debitCount ??= a.debit_count;
      acc.last4 ??= a.account_number_last4;
      acc.name ??= a.account_name;
      accounts.set(key, acc);
    }
  }
  return accounts;
}

/** Assemble page answers (in page order) into one read. Accounts are keyed by their last four digits. */
export function assembleRead(pages: Array<{ page: number; answer: PageRead }>): AssembledRead {
  const problems: string[] = [];
  const rows: ReadRow[] = [];
  const labels: Record<number, ModelLabel> = {};
  const h = <K extends Exclude<keyof PageRead['header'], 'accounts'>>(k: K) =>
    pages.find((p) => p.answer.header[k] !== null)?.answer.header[k] ?? null;

  const accounts = accountsOf(pages, problems);
  const multi = accounts.size > 1;
  const only = accounts.size === 1 ? [...accounts.values()][0]! : null;

  for (const { page, answer } of pages) {
    if (!answer.page_is_statement) problems.push(`page_not_statement:${page}`);
    answer.rows.forEach((r, i) => {
      const amount = printedCents(r.amount);
      const balance = r.running_balance === null ? null : printedCents(r.running_balance);
      if (amount === null || amount < 0)
        problems.push(`unreadable_amount:page ${page} row ${i + 1}:${JSON.stringify(r.amount)}`);
      if (r.running_balance !== null && balance === null)
        problems.push(`unreadable_balance:page ${page} row ${i + 1}:${JSON.stringify(r.running_balance)}`);
      if (!ISO_DATE.test(r.date)) problems.push(`unreadable_date:page ${page} row ${i + 1}:${JSON.stringify(r.date)}`);
      const rowKey = r.account_number_last4 ? accountKeyOf(r.account_number_last4, null, 'main') : null;
      const account = rowKey ? (accounts.get(rowKey) ?? null) : only;
      if (multi && !account) problems.push(`row_without_account:page ${page} row ${i + 1}`);
      const index = rows.length + 1;
      rows.push({
        index,
        date: r.date,
        description: r.description.trim(),
        amountCents: Math.abs(amount ?? 0),
        type: r.type,
        balanceCents: balance,
        page,
        accountSectionId: multi ? (account?.key ?? null) : null,
        accountNumberSuffix: account?.last4 ?? r.account_number_last4 ?? h('account_number_last4'),
        ref: { page, line: i + 1, text: r.amount },
        dateRef: { page, line: i + 1, text: r.date },
        balanceRef: balance === null ? null : { page, line: i + 1, text: r.running_balance! },
        group: `${account?.key ?? ''}|${r.section.trim().toLowerCase() || 'transactions'}`,
        orderExempt: false,
      });
      labels[index] = { category: r.category, counterparty: r.counterparty };
    });
  }

  const accountReads: AccountRead[] = [...accounts.values()].map((a) => ({
    sectionId: a.key,
    name: a.name,
    numberSuffix: a.last4,
    opening: a.opening,
    closing: a.closing,
    totalCredits: a.totalCredits,
    totalDebits: a.totalDebits,
    creditCount: a.creditCount,
    debitCount: a.debitCount,
    sectionTotals: [],
  }));
  const periodStart = h('period_start');
  const periodEnd = h('period_end');
  const read: StatementRead = {
    pages: pages.map((p) => p.page),
    institution: h('institution_name'),
    holder: h('account_holder_name'),
    accountLast4: h('account_number_last4') ?? only?.last4 ?? null,
    routingNumber: h('routing_number'),
    periodStart: periodStart && ISO_DATE.test(periodStart) ? periodStart : null,
    periodEnd: periodEnd && ISO_DATE.test(periodEnd) ? periodEnd : null,
    periodRef: null,
    statementKind: h('statement_kind') ?? 'bank_statement',
    newestFirst: rows.length > 1 && rows[0]!.date > rows[rows.length - 1]!.date,
    accounts: accountReads,
    rows,
    checks: [],
    evidence: { reading: 'image', tried: ['image'], fields: {} },
    warnings: problems.map((p) => ({ code: 'garbled_text' as const, page: null, message: p, blocking: true })),
  };
  return { read, labels, problems };
}

const money = (c: Cents | null | undefined) => (c === null || c === undefined ? 'none' : formatCents(c));

/** Every amount, date and balance the two reads disagree on; empty when they agree. */
export function compareReads(a: StatementRead, b: StatementRead): string[] {
  const out: string[] = [];
  const head: Array<[string, unknown, unknown]> = [
    ['period_start', a.periodStart, b.periodStart],
    ['period_end', a.periodEnd, b.periodEnd],
    [
      'accounts',
      a.accounts
        .map((x) => x.sectionId)
        .sort()
        .join(','),
      b.accounts
        .map((x) => x.sectionId)
        .sort()
        .join(','),
    ],
  ];
  for (const fa of a.accounts) {
    const fb = b.accounts.find((x) => x.sectionId === fa.sectionId);
    if (!fb) continue;
    const at = a.accounts.length > 1 ? `${fa.sectionId} ` : '';
    head.push(
      [`${at}opening_balance`, money(fa.opening?.cents), money(fb.opening?.cents)],
      [`${at}closing_balance`, money(fa.closing?.cents), money(fb.closing?.cents)],
      [`${at}total_credits`, money(fa.totalCredits?.cents), money(fb.totalCredits?.cents)],
      [`${at}total_debits`, money(fa.totalDebits?.cents), money(fb.totalDebits?.cents)],
    );
  }
  for (const [k, x, y] of head) if (x !== y) out.push(reviewReason('second_read_disagrees', k, `${x} vs ${y}`));
  if (a.rows.length !== b.rows.length)
    out.push(reviewReason('second_read_disagrees', 'row_count', `${a.rows.length} vs ${b.rows.length}`));
  const n = Math.min(a.rows.length, b.rows.length);
  for (let i = 0; i < n && out.length < 25; i++) {
    const x = a.rows[i]!,
      y = b.rows[i]!;
    const at = `row ${x.index} (page ${x.page})`;
    if (x.date !== y.date) out.push(reviewReason('second_read_disagrees', `${at} date`, `${x.date} vs ${y.date}`));
    if (x.amountCents !== y.amountCents || x.type !== y.type)
      out.push(
        reviewReason(
          'second_read_disagrees',
          `${at} amount`,
          `${x.type} ${money(x.amountCents)} vs ${y.type} ${money(y.amountCents)}`,
        ),
      );
    if (x.accountSectionId !== y.accountSectionId)
      out.push(
        reviewReason('second_read_disagrees', `${at} account`, `${x.accountSectionId} vs ${y.accountSectionId}`),
      );
    if (x.balanceCents !== y.balanceCents)
      out.push(
        reviewReason('second_read_disagrees', `${at} balance`, `${money(x.balanceCents)} vs ${money(y.balanceCents)}`),
      );
  }
  return out;
}
