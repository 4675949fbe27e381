// One statement: series → view (→ tamper) → PDF + truth.
import { formatCents } from '../../src/money.ts';
import type { TruthStatement, TruthTransaction } from './truth.ts';
import type { Flow } from './flow.ts';
import type { Layout } from './layout.ts';
import { generateSeries, type Series } from './ledger.ts';
import type { StatementView } from './model.ts';
import { Doc } from './pdf-writer.ts';
import { buildView } from './view.ts';

const seriesCache = new Map<string, Series>();

export function seriesFor(layout: Layout, seed: number): Series {
  const key = `${layout.name}:${seed}`;
  let s = seriesCache.get(key);
  if (!s) {
    s = generateSeries(layout.series, key);
    seriesCache.set(key, s);
  }
  return s;
}

export function viewFor(layout: Layout, seed: number, month: number, maxRows?: number): StatementView {
  return buildView(seriesFor(layout, seed), month, {
    ...layout.view,
    layout: layout.name,
    institution: layout.institution,
    maxRows,
  });
}

export interface RenderedStatement {
  pdf: Uint8Array;
  doc: Doc;
  truth: TruthStatement;
  pageCount: number;
}

export async function renderStatement(layout: Layout, view: StatementView, seed: string): Promise<RenderedStatement> {
  const doc = await Doc.create(seed, {
    jitter: layout.jitter,
    unicode: layout.unicode,
    width: layout.pageSize?.[0],
    height: layout.pageSize?.[1],
  });
  const flow = layout.render(doc, view);
  const pdf = await doc.save();
  return { pdf, doc, truth: truthOf(layout, view, flow, 0), pageCount: doc.pages.length };
}

/** Truth from what was printed; `pageOffset` shifts pages when the statement sits inside a packet. */
export function truthOf(layout: Layout, v: StatementView, flow: Flow, pageOffset: number): TruthStatement {
  const multi = v.accounts.length > 1;
  const sum = (f: (a: StatementView['accounts'][number]) => number) => v.accounts.reduce((s, a) => s + f(a), 0);
  const transactions: TruthTransaction[] = flow.printed.map(({ row, page, account }) => {
    const acct = v.accounts.find((a) => a.id === account)!;
    return {
      date: row.date,
      description: row.parts.join(' '),
      amount: formatCents(row.amount),
      type: row.type,
      running_balance: row.balance === null ? null : formatCents(row.balance),
      account_section_id: account,
      account_number_suffix: acct.last4,
      page: page + pageOffset,
      category_hint: row.category,
      ...(row.check ? { check_number: row.check } : {}),
    };
  });
  const pages = Array.from(new Set(flow.doc.pages.map((_, i) => i + 1 + pageOffset)));
  return {
    layout: layout.name,
    pages,
    institution_name: v.institution,
    account_holder_name: v.holder.name,
    account_number_last4: v.accounts[0].last4,
    routing_number: v.routing,
    period_start: v.periodStart,
    period_end: v.periodEnd,
    opening_balance: formatCents(sum((a) => a.opening)),
    closing_balance: formatCents(sum((a) => a.closing)),
    total_credits: formatCents(sum((a) => a.credits)),
    total_debits: formatCents(sum((a) => a.debits)),
    credit_count: layout.quirks.includes('summary-counts') ? sum((a) => a.creditCount) : null,
    debit_count: layout.quirks.includes('summary-counts') ? sum((a) => a.debitCount) : null,
    accounts: v.accounts.map((a) => ({
      account_section_id: a.id,
      account_name: a.name,
      account_number_suffix: a.last4,
      opening_balance: formatCents(a.opening),
      closing_balance: formatCents(a.closing),
      total_credits: formatCents(a.credits),
      total_debits: formatCents(a.debits),
      credit_count: a.creditCount,
      debit_count: a.debitCount,
    })),
    ...(multi ? { multi_account: true } : {}),
    ...(layout.quirks.includes('newest-first') ? { printed_order: 'newest_first' as const } : {}),
    ...sectionsAndDaily(v, flow),
    transactions,
    ...(v.tampered ? { tampered: true, tamper: v.tampered } : {}),
  };
}

function sectionsAndDaily(v: StatementView, flow: Flow): Pick<TruthStatement, 'section_totals' | 'daily_balances'> {
  const out: Pick<TruthStatement, 'section_totals' | 'daily_balances'> = {};
  const sections = flow.printedSections.map((x) => ({
    account_section_id: x.account,
    label: x.label,
    type: x.type,
    total: formatCents(x.total),
    count: x.count,
  }));
  if (sections.length) out.section_totals = sections;
  if (flow.printedDaily.length)
    out.daily_balances = flow.printedDaily.map((d) => ({
      account_section_id: d.account,
      date: d.date,
      balance: formatCents(d.balance),
    }));
  return out;
}
