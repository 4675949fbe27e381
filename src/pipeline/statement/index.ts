// buildStatement: a layout read + its gate → the spec's Statement (src/schemas/result.ts). Everything the
// text layer can know is filled here; category fields are placeholders the categorize stage overwrites.
// Pure: the fingerprints are sha256 over normalized content (node:crypto hashing touches no outside state).
import { createHash } from 'node:crypto';
import { formatCents, sumCents } from '../../money.ts';
import { emptyUsage, type Statement, type Transaction } from '../../schemas/result.ts';
import type { GateResult } from '../gate/index.ts';
import { accountRows } from '../gate/index.ts';
import { heldAccounts, owedRow, type ReadRow, type StatementRead } from '../statement-read.ts';
import type { PageMode } from '../pdf/quality.ts';

export interface BuildStatementInput {
  read: StatementRead;
  gate: GateResult;
  documentId: string;
  sourceFile: string;
  contentSha256: string;
  packetPages: number[];
  pageModes: Record<string, PageMode>;
}

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const dec = (c: number | null | undefined): string | null => (c === null || c === undefined ? null : formatCents(c));
const total = (rows: ReadRow[], type: 'credit' | 'debit'): string =>
  formatCents(sumCents(rows.filter((r) => r.type === type).map((r) => r.amountCents)));

function transaction(r: ReadRow): Transaction {
  return {
    index: r.index,
    date: r.date,
    description: r.description,
    amount: formatCents(r.amountCents),
    transaction_type: r.type,
    category: 'unknown',
    category_source: 'none',
    rule_category: 'unknown',
    running_balance: dec(r.balanceCents),
    is_pending: false,
    category_conflict: false,
    counterparty: '',
    is_nsf: false,
    is_overdraft: false,
    account_section_id: r.accountSectionId,
    account_number_suffix: r.accountNumberSuffix,
    page: r.page,
    read_from: 'text',
    source: { page: r.page, bbox: r.bbox ?? null },
  };
}

/** Months the period touches, YYYY-MM. */
function monthsOf(start: string | null, end: string | null, rows: ReadRow[]): string[] {
  const out = new Set<string>();
  if (start && end) {
    let [y, m] = start.slice(0, 7).split('-').map(Number);
    const [ey, em] = end.slice(0, 7).split('-').map(Number);
    while (y < ey || (y === ey && m <= em)) {
      out.add(`${y}-${String(m).padStart(2, '0')}`);
      m++;
      if (m > 12) {
        m = 1;
        y++;
      }
    }
  } else for (const r of rows) out.add(r.date.slice(0, 7));
  return [...out].sort();
}

/** Priority for review: a ledger that reconciles but whose balance chain breaks looks altered. */
function priority(g: GateResult): string {
  if (g.verified) return 'low';
  if (g.integritySignals.some((s) => s.severity === 'high')) return 'high';
  return 'medium';
}

/** The content's fingerprint (its rows) and the statement's (its identity and printed balances, then the rows). */
function fingerprintsOf(
  read: StatementRead,
  opening: number | null,
  closing: number | null,
): Pick<Statement, 'content_fingerprint' | 'statement_fingerprint'> {
  const content = read.rows
    .map(
      (r) =>
        `${r.date}|${r.amountCents}|${r.type}|${r.balanceCents ?? ''}|${r.description.toLowerCase().replace(/\s+/g, ' ')}`,
    )
    .join('\n');
  const identity = [
    read.institution ?? '',
    read.accountLast4 ?? '',
    read.periodStart ?? '',
    read.periodEnd ?? '',
    opening ?? '',
    closing ?? '',
  ]
    .join('|')
    .toLowerCase();
  return { content_fingerprint: sha(content), statement_fingerprint: sha(`${identity}\n${content}`) };
}

function statementGate(g: GateResult, read: StatementRead): Statement['gate'] {
  const evidence = {
    ...g.evidence,
    reading: read.evidence.reading,
    readings_tried: read.evidence.tried,
    fields: read.evidence.fields,
  };
  return {
    status: g.verified ? 'accepted' : 'review_required',
    reconciled: g.verified,
    confidence: g.confidence,
    reasons: g.reasons,
    reconciliation_reason: g.reconciliationReason,
    reconciliation_evidence: evidence,
    delta: formatCents(g.deltaCents),
    integrity_signals: g.integritySignals.map((s) => ({ ...s })),
    priority: priority(g),
  };
}

/** A text-layer statement needs no image assessment: clean digital pages. */
const digitalReadiness = (pages: number): Statement['image_readiness'] => ({
  readiness_score: 1,
  quality_score: 1,
  quality_tier: 'clean_digital',
  assessed_pages: Math.max(1, pages),
  reupload_required: false,
  page_assessments: [],
  issues: [],
});

function accountOf(
  read: StatementRead,
  g: GateResult,
  a: StatementRead['accounts'][number],
): Statement['accounts'][number] {
  const mine = accountRows(read, a.sectionId);
  const failed =
    g.evidence.equations.some((e) => e.account === a.sectionId && !e.holds) ||
    g.evidence.broken_links.some((b) => b.account === a.sectionId);
  return {
    account_section_id: a.sectionId,
    credits_total: total(mine, 'credit'),
    debits_total: total(mine, 'debit'),
    transaction_count: mine.length,
    account_name: a.name,
    account_number_suffix: a.numberSuffix,
    period_start: read.periodStart,
    period_end: read.periodEnd,
    opening_balance: dec(a.opening?.cents),
    closing_balance: dec(a.closing?.cents),
    reconciled:
      g.verified ||
      (!failed &&
        a.opening !== null &&
        a.closing !== null &&
        g.evidence.equations.some((e) => e.account === a.sectionId && e.kind === 'reconcile')),
  };
}

export function buildStatement(input: BuildStatementInput): Statement {
  const { read, gate: g } = input;
  // Statement-level figures are the deposit accounts': a loan's balance beside them is what is owed, no money held
  // (it keeps its own figures in `accounts`).
  const held = heldAccounts(read);
  const rows = read.rows.filter((r) => !owedRow(read, r));
  const first = held[0] ?? null;
  const single = held.length <= 1;
  // Statement-level printed values: the one account's, or the sums over account sections.
  const sumOf = (pick: (a: (typeof read.accounts)[number]) => number | null | undefined): number | null => {
    const v = held.map(pick);
    return v.length && v.every((x) => x !== null && x !== undefined) ? sumCents(v as number[]) : null;
  };
  const opening = single ? (first?.opening?.cents ?? null) : sumOf((a) => a.opening?.cents);
  const closing = single ? (first?.closing?.cents ?? null) : sumOf((a) => a.closing?.cents);
  const fingerprints = fingerprintsOf(read, opening, closing);
  return {
    document_id: input.documentId,
    source_file: input.sourceFile,
    content_sha256: input.contentSha256,
    packet_pages: input.packetPages,
    page_modes: input.pageModes,
    document_type: 'bank_statement',
    gate: statementGate(g, read),
    ...fingerprints,
    read_reused: false,
    earlier_submission: null, // the job runner links an earlier job of the tenant that held the same statement
    image_readiness: digitalReadiness(input.packetPages.length),
    institution_name: read.institution,
    account_holder_name: read.holder,
    account_number_last4: read.accountLast4,
    routing_number: read.routingNumber,
    period_start: read.periodStart,
    period_end: read.periodEnd,
    statement_kind: read.statementKind,
    currency: read.currency ?? null,
    months: monthsOf(read.periodStart, read.periodEnd, rows),
    opening_balance: dec(opening),
    closing_balance: dec(closing),
    summary_total_credits: dec(single ? first?.totalCredits?.cents : sumOf((a) => a.totalCredits?.cents)),
    summary_total_debits: dec(single ? first?.totalDebits?.cents : sumOf((a) => a.totalDebits?.cents)),
    credits_total: total(rows, 'credit'),
    debits_total: total(rows, 'debit'),
    credit_count: rows.filter((r) => r.type === 'credit').length,
    debit_count: rows.filter((r) => r.type === 'debit').length,
    accounts: read.accounts.map((a) => accountOf(read, g, a)),
    category_counts: {},
    category_conflicts: 0,
    enrichment: 'not_run',
    enrichment_groups: 0,
    transactions: read.rows.map(transaction),
    checks: read.checks.map((c) => ({
      check_number: c.number,
      date: c.date,
      amount: formatCents(c.amountCents),
      page: c.page,
    })),
    attempts: [
      {
        attempt: 1,
        read: 'layout',
        reconciled: g.verified,
        gate_status: g.verified ? 'accepted' : 'review_required',
        windows: input.packetPages.length,
        cost_usd: '0.00',
        reason: g.verified ? null : g.reasons.join(','),
      },
    ],
    cache_hit: false,
    excluded_reason: null,
    usage: emptyUsage(),
  };
}
