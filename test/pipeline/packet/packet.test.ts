import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { Value } from 'typebox/value';
import { SubmissionPacketSchema } from '../../../src/schemas/packet.ts';
import { application, doc, monthlyStatements, monthRows, runPacket, statement } from './helpers.ts';

const MONTHS = ['2026-01', '2026-02', '2026-03'];
const ACME = {
  legal_business_name: 'Acme Plumbing LLC',
  dba: 'Acme Rooter',
  ein: '12-3456789',
  monthly_revenue: '$13,000',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  signed: true,
  signed_date: '2026-03-01',
};

test('a clean 3-month packet: every document accepted, full coverage, balance chain held, mode U available, fraud low', () => {
  const stmts = monthlyStatements(MONTHS);
  const app = application('app-1', ACME, [
    { name: 'John Smith', ownership_pct: 100, ssn_last4: '6789', credit_score: 712 },
  ]);
  const docs = [doc(app, 1), ...stmts.map((s) => doc(s, 2))];
  const out = runPacket(docs, {
    business_ein: '12-3456789',
    business_name: 'Acme Plumbing',
    requested_advance_amount: '50000.00',
    document_types: ['merchant_application', 'bank_statement'],
  });
  const p = out.submission_packet;
  assert.ok(
    Value.Check(SubmissionPacketSchema, p),
    JSON.stringify([...Value.Errors(SubmissionPacketSchema, p)].slice(0, 3)),
  );
  assert.equal(p.packet_id, runPacket(docs).submission_packet.packet_id, 'deterministic from the job id');
  assert.equal(p.intake.business_identity.identity_source, 'declared_ein');
  assert.equal(p.intake.request_content_sha256, createHash('sha256').update('file-1\nfile-2').digest('hex'));
  assert.deepEqual(p.intake.file_declarations, [
    { file_index: 1, filename: 'application.pdf', declared_document_type: 'merchant_application' },
    { file_index: 2, filename: 'stmt-2026-01.pdf', declared_document_type: 'bank_statement' },
  ]);
  assert.equal(p.document_count, 4);
  assert.deepEqual(
    p.documents.map((d) => [d.packet_index, d.kind, d.status]),
    [
      [1, 'merchant_application', 'accepted'],
      [2, 'bank_statement', 'accepted'],
      [3, 'bank_statement', 'accepted'],
      [4, 'bank_statement', 'accepted'],
    ],
  );
  assert.equal(p.documents[1].declared_document_type, 'bank_statement');
  assert.equal(p.documents[1].period_start, '2026-01-01');

  const tc = p.submission_intelligence.transaction_coverage;
  assert.equal(tc.coverage_pct, 100);
  assert.equal(tc.reconciled_pct, 100);
  assert.deepEqual(
    tc.accounts[0].months.map((m) => [m.month, m.status, m.transaction_count]),
    [
      ['2026-01', 'reconciled', 10],
      ['2026-02', 'reconciled', 10],
      ['2026-03', 'reconciled', 10],
    ],
  );
  assert.equal(tc.accounts[0].account, 'Chase x1234');
  assert.equal(p.submission_intelligence.statement_count, 3);

  const chain = p.cross_statement.balance_chain;
  assert.equal(chain.status, 'held');
  assert.deepEqual(
    chain.links.map((l) => [l.closing_balance, l.opening_balance, l.status, l.gap_days]),
    [
      ['15500.00', '15500.00', 'held', 0],
      ['21000.00', '21000.00', 'held', 0],
    ],
  );
  assert.deepEqual(p.mode_u, {
    available: true,
    statement_count: 3,
    reason: null,
    reasons: [],
    account_count: 1,
    gap_days: 0,
    period_start: '2026-01-01',
    period_end: '2026-03-31',
  });
  assert.equal(p.packet_fraud.severity, 'low');
  assert.equal(p.packet_fraud.fraud_score, 0);
  assert.deepEqual(p.packet_fraud.checks_run, [
    'balance_chain',
    'duplicate_statement_figures',
    'overlapping_periods',
    'account_holder_name',
    'ein',
    'stated_revenue',
    'undisclosed_accounts',
  ]);
  assert.deepEqual(p.statement_exclusions.excluded_documents, []);
  assert.equal(p.statement_exclusions.included_statement_count, 3);

  const cp = p.submission_intelligence.company_profile;
  assert.equal(cp.legal_business_name.value, 'Acme Plumbing LLC', 'the application comes first');
  assert.deepEqual(
    cp.legal_business_name.sources.map((s) => [s.source, s.value, s.document_id]),
    [
      ['merchant_application', 'Acme Plumbing LLC', 'app-1'],
      ['request', 'Acme Plumbing', null],
      ['bank_statement', 'ACME PLUMBING LLC', 'stmt-2026-01'],
      ['bank_statement', 'ACME PLUMBING LLC', 'stmt-2026-02'],
      ['bank_statement', 'ACME PLUMBING LLC', 'stmt-2026-03'],
    ],
  );
  assert.equal(cp.legal_business_name.sources[2].extracted_by, 'layout_read');
  assert.equal(cp.federal_tax_id.value, '12-3456789');
  assert.equal(cp.amount_requested.value, '50000.00');
  assert.equal(cp.amount_requested.sources[0].source, 'request');
  assert.equal(cp.owner_name.value, 'John Smith');
  assert.equal(cp.ownership_percentage.value, '100');
  assert.equal(cp.has_signed.value, 'true');
  assert.equal(cp.zip_code.value, '45402');
  assert.deepEqual(cp.naics, { value: null, sources: [] });
  assert.match(out.merchant_fingerprint!, /^mf_/);
});

test('balance chain broken between adjacent verified statements: high fraud signal, mode U unavailable', () => {
  const [jan] = monthlyStatements(['2026-01', '2026-02']);
  const febForged = statement({
    id: 'stmt-2026-02',
    start: '2026-02-01',
    end: '2026-02-28',
    opening: '25500.00',
    rows: monthRows('2026-02'),
  });
  const out = runPacket([doc(jan, 1), doc(febForged, 2)], { business_name: 'Acme Plumbing LLC' });
  const p = out.submission_packet;
  assert.equal(p.cross_statement.balance_chain.status, 'broken');
  assert.deepEqual(
    p.cross_statement.balance_chain.links.map((l) => [l.status, l.delta, l.adjacent]),
    [['broken', '10000.00', true]],
  );
  const sig = p.packet_fraud.reasons.find((r) => r.signal === 'balance_chain_break')!;
  assert.equal(sig.severity, 'high');
  assert.match(sig.evidence, /closes 15500\.00 on 2026-01-31; stmt-2026-02 opens 25500\.00 on 2026-02-01/);
  assert.equal(p.packet_fraud.severity, 'high');
  assert.equal(p.packet_fraud.fraud_score, 40);
  assert.equal(p.mode_u.available, false);
  assert.equal(p.mode_u.reason, 'balance_chain_broken');
  assert.ok(out.review_reasons.includes('packet_fraud:balance_chain_break'));
});

test('a missing month: coverage names it, the chain link is a gap (not fraud), mode U counts the gap days', () => {
  const [jan, , mar] = monthlyStatements(MONTHS);
  const out = runPacket([doc(jan, 1), doc(mar, 2)], { business_name: 'Acme Plumbing LLC' });
  const p = out.submission_packet;
  const tc = p.submission_intelligence.transaction_coverage;
  assert.deepEqual(
    tc.accounts[0].months.map((m) => [m.month, m.status, m.document_ids]),
    [
      ['2026-01', 'reconciled', ['stmt-2026-01']],
      ['2026-02', 'missing', []],
      ['2026-03', 'reconciled', ['stmt-2026-03']],
    ],
  );
  assert.equal(tc.coverage_pct, 66.67);
  assert.equal(tc.reconciled_pct, 66.67);
  assert.deepEqual(p.statement_exclusions.missing_months, ['2026-02']);
  assert.equal(p.cross_statement.balance_chain.links[0].status, 'gap');
  assert.equal(p.cross_statement.balance_chain.broken_count, 0);
  assert.ok(!p.packet_fraud.reasons.some((r) => r.signal === 'balance_chain_break'));
  assert.equal(p.mode_u.available, false);
  assert.equal(p.mode_u.reason, 'statement_gap');
  assert.equal(p.mode_u.gap_days, 28);
  assert.ok(out.review_reasons.includes('missing_month:chase-1234:2026-02'), 'the analysis reason is carried');
  assert.ok(out.review_reasons.includes('no_verified_statement_for_months:2026-02'));
});

test('an unreconciled statement is excluded, its month shows as unreconciled, coverage and reconciled differ', () => {
  const [jan, , mar] = monthlyStatements(MONTHS);
  const febBad = statement({
    id: 'stmt-2026-02',
    start: '2026-02-01',
    end: '2026-02-28',
    opening: '15500.00',
    rows: monthRows('2026-02'),
    verified: false,
  });
  const out = runPacket([doc(jan, 1), doc(febBad, 1), doc(mar, 1)], { business_name: 'Acme Plumbing LLC' });
  const p = out.submission_packet;
  assert.deepEqual(out.excludedStatements, [{ documentId: 'stmt-2026-02', reason: 'unreconciled_statement' }]);
  const tc = p.submission_intelligence.transaction_coverage;
  assert.deepEqual(
    tc.accounts[0].months.map((m) => m.status),
    ['reconciled', 'unreconciled', 'reconciled'],
  );
  assert.equal(tc.coverage_pct, 100);
  assert.equal(tc.reconciled_pct, 66.67);
  assert.equal(p.statement_exclusions.included_statement_count, 2);
  assert.deepEqual(p.statement_exclusions.missing_months, ['2026-02']);
  assert.equal(p.mode_u.reason, 'unreconciled_statement');
  assert.deepEqual(
    out.analysis.months.map((m) => m.month),
    ['2026-01', '2026-03'],
    'metrics use verified ledgers only',
  );
});

test('nothing to compare: one statement, no declared identity → identity from documents, fraud severity unknown', () => {
  const [jan] = monthlyStatements(['2026-01']);
  const out = runPacket([doc(jan, 1)]);
  const p = out.submission_packet;
  assert.equal(p.intake.business_identity.identity_source, 'documents');
  assert.equal(p.intake.business_identity.business_name, 'ACME PLUMBING LLC');
  assert.equal(p.packet_fraud.severity, 'unknown');
  assert.deepEqual(p.packet_fraud.checks_run, ['undisclosed_accounts']);
  assert.ok(false === p.packet_fraud.checks_run.includes('account_holder_name'));
});

test('identity source: a declared name without an EIN is declared_name', () => {
  const [jan] = monthlyStatements(['2026-01']);
  const p = runPacket([doc(jan, 1)], {
    business_name: 'Acme Plumbing LLC',
    external_business_id: 'crm-77',
  }).submission_packet;
  assert.deepEqual(p.intake.business_identity, {
    identity_source: 'declared_name',
    business_name: 'Acme Plumbing LLC',
    business_ein: null,
    external_business_id: 'crm-77',
  });
});

test('application revenue far above verified revenue and a different EIN are fraud signals; close figures are not', () => {
  const stmts = monthlyStatements(MONTHS);
  const inflated = application('app-1', { ...ACME, monthly_revenue: '$60,000', ein: '98-7654321' });
  const out = runPacket([doc(inflated, 1), ...stmts.map((s) => doc(s, 2))], { business_ein: '12-3456789' });
  const reasons = out.submission_packet.packet_fraud.reasons;
  const rev = reasons.find((r) => r.signal === 'stated_revenue_overstated')!;
  assert.equal(rev.severity, 'high');
  assert.match(rev.evidence, /states 60000\.00 a month .* averages 12000\.00 \(5\.00×\)/);
  assert.equal(reasons.find((r) => r.signal === 'ein_mismatch')!.severity, 'medium');
  assert.equal(out.submission_packet.packet_fraud.fraud_score, 60);

  const honest = runPacket([doc(application('app-1', ACME), 1), ...stmts.map((s) => doc(s, 2))], {
    business_ein: '123456789',
  });
  assert.deepEqual(honest.submission_packet.packet_fraud.reasons, []);
  const annual = runPacket([
    doc(application('app-1', { ...ACME, monthly_revenue: null, gross_annual_revenue: '240000' }), 1),
    ...stmts.map((s) => doc(s, 2)),
  ]);
  assert.equal(
    annual.submission_packet.packet_fraud.reasons.find((r) => r.signal === 'stated_revenue_overstated')!.severity,
    'medium',
    '20,000/month is 1.67×',
  );
});

test('overlapping statements of one account that list different transactions for the same days', () => {
  const [jan] = monthlyStatements(['2026-01']);
  const interimRows = [...monthRows('2026-01'), ...monthRows('2026-02')].filter(
    (r) => r[0] >= '2026-01-15' && r[0] <= '2026-02-14' && r[0] !== '2026-01-21',
  );
  const interim = statement({
    id: 'interim',
    start: '2026-01-15',
    end: '2026-02-14',
    opening: '9000.00',
    rows: interimRows,
  });
  const out = runPacket([doc(jan, 1), doc(interim, 2)], { business_name: 'Acme Plumbing LLC' });
  const sig = out.submission_packet.packet_fraud.reasons.find((r) => r.signal === 'overlapping_statements_conflict')!;
  assert.ok(sig, JSON.stringify(out.submission_packet.packet_fraud));
  assert.match(
    sig.evidence,
    /both cover 2026-01-15\.\.2026-01-31; 1 transaction\(s\) only in the first, 0 only in the second/,
  );
  assert.equal(out.submission_packet.cross_statement.balance_chain.links[0].status, 'overlap');
});

test('transfers to an account no statement covers are listed as undisclosed, with the documents that name it', () => {
  const rows = [
    ...monthRows('2026-01'),
    ['2026-01-20', 'ONLINE TRANSFER TO SAV XXXXXX9876 REF 55', '-1000.00'] as [string, string, string],
  ].sort((a, b) => a[0].localeCompare(b[0]));
  const jan = statement({ id: 'jan', start: '2026-01-01', end: '2026-01-31', opening: '10000.00', rows });
  const out = runPacket([doc(jan, 1)], { business_name: 'Acme Plumbing LLC' });
  const join = out.submission_packet.cross_statement.missing_account_join;
  assert.equal(join.status, 'undisclosed_accounts');
  assert.deepEqual(join.undisclosed_accounts, [
    { account_suffix: '9876', mentioned_in_document_ids: ['jan'], transaction_count: 1 },
  ]);
  assert.deepEqual(join.disclosed_accounts, [{ account_key: 'chase-1234', account_number_last4: '1234' }]);
  assert.equal(
    out.submission_packet.packet_fraud.reasons.find((r) => r.signal === 'undisclosed_account')!.severity,
    'low',
  );
});

test('an application alone: a valid packet with no coverage, no verified history and nothing to chain', () => {
  const app = application('app-1', ACME, [{ name: 'John Smith' }]);
  const out = runPacket([doc(app, 1)], { business_ein: '12-3456789' });
  const p = out.submission_packet;
  assert.ok(Value.Check(SubmissionPacketSchema, p));
  assert.deepEqual(p.submission_intelligence.transaction_coverage, {
    coverage_pct: 0,
    reconciled_pct: 0,
    accounts: [],
  });
  assert.equal(p.cross_statement.balance_chain.status, 'not_applicable');
  assert.equal(p.mode_u.reason, 'no_verified_statement');
  assert.deepEqual(
    p.packet_fraud.checks_run,
    ['ein'],
    'the application EIN can still be compared with the declared one',
  );
  assert.equal(p.packet_fraud.severity, 'low');
  assert.equal(out.merchant_fingerprint, runPacket([], { business_ein: '123456789' }).merchant_fingerprint);
});
