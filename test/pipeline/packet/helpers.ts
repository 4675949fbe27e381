// Hand-built spec Statements / Applications for the packet stage. Balances are computed from the rows,
// so a `verified` statement reconciles like one the gate accepted; `tamper` options break figures the
// way an edited PDF would.
import type { AnalyzeStatement } from '../../../src/pipeline/aggregate/analyze.ts';
import { analyzePacket } from '../../../src/pipeline/aggregate/analyze.ts';
import { formatCents, toCents } from '../../../src/money.ts';
import {
  accountKeyOf,
  buildSubmissionPacket,
  screenStatements,
  type PacketDocumentInput,
  type PacketIntake,
} from '../../../src/pipeline/packet/index.ts';
import { emptyUsage, type Application, type FileResult, type Statement } from '../../../src/schemas/result.ts';
import type { LedgerRow } from '../../../src/pipeline/types.ts';

/** [date, description, signed amount] — positive is a credit */
export type Row = [string, string, string];

export interface StatementSpec {
  id: string;
  holder?: string | null;
  bank?: string;
  last4?: string;
  start: string;
  end: string;
  opening: string;
  rows: Row[];
  verified?: boolean;
  fingerprint?: string;
  /** print this closing balance instead of the computed one (a doctored copy) */
  closingOverride?: string;
}

export function statement(spec: StatementSpec): Statement {
  let bal = toCents(spec.opening);
  let credits = 0;
  let debits = 0;
  const transactions = spec.rows.map(([date, description, amount], i) => {
    const c = toCents(amount);
    bal += c;
    if (c > 0) credits += c;
    else debits -= c;
    return {
      index: i + 1,
      date,
      description,
      amount: formatCents(Math.abs(c)),
      transaction_type: c > 0 ? 'credit' : 'debit',
      category: 'unknown',
      category_source: 'rule',
      rule_category: 'unknown',
      running_balance: formatCents(bal),
      is_pending: false,
      category_conflict: false,
      counterparty: '',
      is_nsf: false,
      is_overdraft: false,
      page: 1,
      read_from: 'text',
    };
  });
  const verified = spec.verified ?? true;
  const bank = spec.bank ?? 'Chase';
  const last4 = spec.last4 ?? '1234';
  const closing = spec.closingOverride ?? formatCents(bal);
  return {
    document_id: spec.id,
    source_file: `${spec.id}.pdf`,
    content_sha256: `sha-${spec.id}`,
    packet_pages: [1, 2],
    page_modes: {},
    document_type: 'bank_statement',
    gate: {
      status: verified ? 'accepted' : 'review_required',
      reconciled: verified,
      confidence: verified ? 1 : 0.4,
      reasons: verified ? [] : ['does_not_reconcile'],
      reconciliation_reason: null,
      reconciliation_evidence: {},
      delta: verified ? '0.00' : '12.00',
      integrity_signals: [],
      priority: 'low',
    },
    content_fingerprint: `cf-${spec.id}`,
    statement_fingerprint: spec.fingerprint ?? `sf-${bank}-${last4}-${spec.start}-${spec.end}`,
    read_reused: false,
    image_readiness: {
      readiness_score: 1,
      quality_score: 1,
      quality_tier: 'clean_digital',
      assessed_pages: 2,
      reupload_required: false,
      page_assessments: [],
      issues: [],
    },
    institution_name: bank,
    account_holder_name: spec.holder === undefined ? 'ACME PLUMBING LLC' : spec.holder,
    account_number_last4: last4,
    routing_number: '021000021',
    period_start: spec.start,
    period_end: spec.end,
    statement_kind: 'checking',
    months: [],
    opening_balance: spec.opening,
    closing_balance: closing,
    summary_total_credits: formatCents(credits),
    summary_total_debits: formatCents(debits),
    credits_total: formatCents(credits),
    debits_total: formatCents(debits),
    credit_count: transactions.filter((t) => t.transaction_type === 'credit').length,
    debit_count: transactions.filter((t) => t.transaction_type === 'debit').length,
    accounts: [],
    category_counts: {},
    category_conflicts: 0,
    enrichment: 'not_run',
    enrichment_groups: 0,
    transactions,
    checks: [],
    attempts: [
      {
        attempt: 1,
        read: 'layout',
        reconciled: verified,
        gate_status: verified ? 'accepted' : 'review_required',
        windows: 0,
        cost_usd: '0.00',
        reason: null,
      },
    ],
    cache_hit: false,
    usage: emptyUsage(),
  };
}

export function application(
  id: string,
  fields: Record<string, unknown>,
  owners: Array<Partial<Application['owners'][number]>> = [],
): Application {
  const blank = {
    name: null,
    title: null,
    ownership_pct: null,
    email: null,
    mobile_phone: null,
    home_address: null,
    city: null,
    state: null,
    zip: null,
    date_of_birth: null,
    ssn_last4: null,
    credit_score: null,
  };
  return {
    document_id: id,
    source_file: 'application.pdf',
    content_sha256: `sha-${id}`,
    packet_pages: [1],
    document_type: 'merchant_application',
    status: 'accepted',
    review_reasons: [],
    fields,
    owners: owners.map((o) => ({ ...blank, ...o })),
    field_sources: {},
    cache_hit: false,
    usage: emptyUsage(),
  };
}

/** One month of business for one account: daily card deposits, rent, payroll. Sums to +revenue − 6,500. */
export function monthRows(month: string, revenuePerDeposit = '1500.00'): Row[] {
  const rows: Row[] = [];
  for (const d of ['03', '06', '10', '14', '17', '21', '24', '27'])
    rows.push([`${month}-${d}`, `SQUARE INC DES:SQ${month.replace('-', '')}${d} CCD`, revenuePerDeposit]);
  rows.push([`${month}-05`, 'ONLINE PAYMENT RENT MAIN ST PROPERTIES', '-2500.00']);
  rows.push([`${month}-15`, 'GUSTO NET PAY 0099 CCD', '-4000.00']);
  return rows.sort((a, b) => a[0].localeCompare(b[0]));
}

export const monthEndOf = (m: string): string =>
  `${m}-${String(new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`;

/** Consecutive monthly statements of one account whose balances chain. */
export function monthlyStatements(
  months: string[],
  opts: Partial<StatementSpec> & { idPrefix?: string } = {},
): Statement[] {
  let opening = opts.opening ?? '10000.00';
  return months.map((m) => {
    const s = statement({
      ...opts,
      id: `${opts.idPrefix ?? 'stmt'}-${m}`,
      start: `${m}-01`,
      end: monthEndOf(m),
      opening,
      rows: opts.rows ?? monthRows(m),
    });
    opening = s.closing_balance!;
    return s;
  });
}

export function doc(
  s: Statement | Application,
  filePosition: number,
  kind?: PacketDocumentInput['kind'],
): PacketDocumentInput {
  const isStatement = 'gate' in s;
  return {
    kind: kind ?? (isStatement ? 'bank_statement' : 'merchant_application'),
    sourceFile: s.source_file,
    filePosition,
    packetPages: s.packet_pages,
    documentId: s.document_id,
    contentSha256: s.content_sha256,
    ...(isStatement ? { statement: s } : { application: s }),
  };
}

export function intakeFor(docs: PacketDocumentInput[], fields: Partial<PacketIntake> = {}): PacketIntake {
  const files = docs
    .filter((d, i) => docs.findIndex((x) => x.filePosition === d.filePosition) === i)
    .sort((a, b) => a.filePosition - b.filePosition);
  return {
    source: 'upload',
    received_at: '2026-03-05T14:00:00.000Z',
    broker_email: 'deals@broker.example',
    contact_email: null,
    business_name: null,
    business_ein: null,
    external_business_id: null,
    end_user_id: null,
    requested_advance_amount: null,
    document_types: null,
    files: files.map((d) => ({ position: d.filePosition, filename: d.sourceFile, sha256: `file-${d.filePosition}` })),
    ...fields,
  };
}

function filesOf(intake: PacketIntake): FileResult[] {
  return (intake.files ?? []).map((f) => ({
    filename: f.filename,
    status: 'processed',
    content_sha256: f.sha256,
    reason: null,
    page_count: 2,
    segments: [],
    page_classification: [],
  }));
}

function toAnalyze(s: Statement): AnalyzeStatement {
  const rows: LedgerRow[] = s.transactions.map((t) => ({
    index: t.index,
    date: t.date,
    description: t.description,
    amountCents: toCents(t.amount),
    type: t.transaction_type as 'credit' | 'debit',
    balanceCents: t.running_balance === null ? null : toCents(t.running_balance),
    page: t.page,
    accountSectionId: null,
    accountNumberSuffix: s.account_number_last4,
  }));
  return {
    documentId: s.document_id,
    verified: s.gate.status === 'accepted',
    accountKey: accountKeyOf(s),
    accountSuffix: s.account_number_last4,
    institution: s.institution_name,
    periodStart: s.period_start!,
    periodEnd: s.period_end!,
    openingCents: toCents(s.opening_balance!),
    closingCents: toCents(s.closing_balance!),
    rows,
  };
}

/** The orchestrator's order: screen → analyze the screened statements → build the packet. */
export function runPacket(docs: PacketDocumentInput[], fields: Partial<PacketIntake> = {}, files?: FileResult[]) {
  const intake = intakeFor(docs, fields);
  const screening = screenStatements({ intake, documents: docs });
  const forAnalysis = docs
    .filter((d) => d.statement && screening.forAnalysis.includes(d.documentId))
    .map((d) => toAnalyze(d.statement!));
  const analysis = analyzePacket({ statements: forAnalysis });
  const out = buildSubmissionPacket({
    jobId: 'job_test1',
    intake,
    files: files ?? filesOf(intake),
    documents: docs,
    months: analysis.months,
    analysis,
    screening,
  });
  return { ...out, analysis, screening, intake };
}
