import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareHolder, einDigits, normalizeBusinessName } from '../../../src/pipeline/packet/names.ts';
import { buildSubmissionPacket, merchantFingerprint, screenStatements } from '../../../src/pipeline/packet/index.ts';
import { doc, monthlyStatements, runPacket, statement, monthRows } from './helpers.ts';

test('business names: legal forms, case and punctuation do not make names differ; no shared word does', () => {
  assert.equal(normalizeBusinessName('Acme Plumbing, L.L.C.'), 'acme plumbing');
  assert.equal(normalizeBusinessName('ACME PLUMBING LLC'), 'acme plumbing');
  assert.equal(normalizeBusinessName("Joe's Pizza & Grill, Inc."), 'joes pizza grill');
  assert.equal(compareHolder('ACME PLUMBING LLC', ['Acme Plumbing, L.L.C.']), 'same');
  assert.equal(compareHolder('JOHN SMITH DBA ACME PLUMBING', ['Acme Plumbing LLC']), 'same');
  assert.equal(compareHolder('ACME HEATING AND AIR INC', ['Acme Plumbing LLC']), 'similar');
  assert.equal(compareHolder('BETA BAKERY INC', ['Acme Plumbing LLC']), 'different');
  assert.equal(
    compareHolder('JOHN SMITH', ['Acme Plumbing LLC', 'John Smith']),
    'same',
    'an owner may hold the account',
  );
  assert.equal(compareHolder(null, ['Acme Plumbing LLC']), 'unknown');
  assert.equal(compareHolder('LLC', ['Acme']), 'unknown', 'nothing significant left to compare');
  assert.equal(einDigits('12-3456789'), '123456789');
  assert.equal(einDigits('12-345'), null);
});

test('merchant fingerprint: EIN wins and ignores formatting; else name + sorted last4s', () => {
  assert.equal(merchantFingerprint('12-3456789', 'Acme', ['1234']), merchantFingerprint('123456789', 'Other name', []));
  const a = merchantFingerprint(null, 'Acme Plumbing LLC', ['5678', '1234']);
  assert.equal(a, merchantFingerprint(null, 'ACME PLUMBING, L.L.C.', ['1234', '5678', '1234']));
  assert.notEqual(a, merchantFingerprint(null, 'Acme Plumbing LLC', ['1234']));
  assert.notEqual(a, merchantFingerprint('12-3456789', 'Acme Plumbing LLC', ['1234', '5678']));
  assert.match(a!, /^mf_[0-9a-f]{32}$/);
  assert.equal(merchantFingerprint(null, 'Inc.', []), null);
  assert.equal(merchantFingerprint('bad', null, ['1234']), null);
});

test('the same statement submitted twice: the second is excluded as a duplicate, months count it once, no fraud', () => {
  const [jan, feb] = monthlyStatements(['2026-01', '2026-02']);
  const again = { ...feb, document_id: 'stmt-2026-02-copy', source_file: 'copy.pdf', content_sha256: 'sha-copy' };
  const single = runPacket([doc(jan, 1), doc(feb, 2)], { business_name: 'Acme Plumbing LLC' });
  const out = runPacket([doc(jan, 1), doc(feb, 2), doc(again, 3)], { business_name: 'Acme Plumbing LLC' });
  const p = out.submission_packet;
  assert.deepEqual(out.excludedStatements, [{ documentId: 'stmt-2026-02-copy', reason: 'duplicate_statement' }]);
  assert.equal(p.documents[2].status, 'excluded');
  assert.equal(p.documents[2].excluded_reason, 'duplicate_statement');
  assert.equal(p.statement_exclusions.included_statement_count, 2);
  assert.deepEqual(
    out.analysis.months.map((m) => m.deposits_total),
    single.analysis.months.map((m) => m.deposits_total),
    'deposits not doubled',
  );
  assert.ok(!p.packet_fraud.reasons.some((r) => r.signal === 'altered_duplicate_statement'));
  assert.equal(p.packet_fraud.severity, 'low');
  assert.ok(out.review_reasons.includes('duplicate_statement:stmt-2026-02-copy:of:stmt-2026-02'));
  assert.equal(p.mode_u.available, true, 'a plain duplicate does not break the history');
});

test('two verified copies of one period with different figures: duplicate excluded AND an altered-copy fraud signal', () => {
  const [jan] = monthlyStatements(['2026-01']);
  const rows = monthRows('2026-01').map((r) =>
    r[1].includes('SQUARE') && r[0].endsWith('-10') ? ([r[0], r[1], '9500.00'] as typeof r) : r,
  );
  const doctored = statement({
    id: 'jan-doctored',
    start: '2026-01-01',
    end: '2026-01-31',
    opening: '10000.00',
    rows,
    fingerprint: 'sf-other',
  });
  const out = runPacket([doc(jan, 1), doc(doctored, 2)], { business_name: 'Acme Plumbing LLC' });
  const p = out.submission_packet;
  assert.equal(p.documents[1].excluded_reason, 'duplicate_statement');
  const sig = p.packet_fraud.reasons.find((r) => r.signal === 'altered_duplicate_statement');
  assert.ok(sig, JSON.stringify(p.packet_fraud));
  assert.equal(sig.severity, 'high');
  assert.match(sig.evidence, /credits 12000\.00\/20000\.00/);
  assert.equal(p.packet_fraud.severity, 'high');
  assert.ok(out.review_reasons.includes('packet_fraud:altered_duplicate_statement'));
});

test('a statement held by another business is excluded, named, and kept out of the metrics and fingerprint', () => {
  const [jan, feb] = monthlyStatements(['2026-01', '2026-02']);
  const [beta] = monthlyStatements(['2026-02'], {
    holder: 'BETA BAKERY INC',
    bank: 'Wells Fargo',
    last4: '9999',
    idPrefix: 'beta',
  });
  const alone = runPacket([doc(jan, 1), doc(feb, 1)], { business_name: 'Acme Plumbing, L.L.C.' });
  const out = runPacket([doc(jan, 1), doc(feb, 1), doc(beta, 2)], { business_name: 'Acme Plumbing, L.L.C.' });
  const p = out.submission_packet;
  assert.deepEqual(out.excludedStatementIds, ['beta-2026-02']);
  assert.equal(p.documents.find((d) => d.document_id === 'beta-2026-02')!.excluded_reason, 'other_business_statement');
  assert.ok(out.review_reasons.includes('other_business_statement:beta-2026-02'));
  assert.equal(p.packet_fraud.reasons.find((r) => r.signal === 'other_business_statement')!.severity, 'medium');
  assert.deepEqual(
    out.analysis.accounts.map((a) => a.account_key),
    ['chase-1234'],
    'never analyzed',
  );
  assert.deepEqual(
    p.submission_intelligence.transaction_coverage.accounts.map((a) => a.account_key),
    ['chase-1234'],
  );
  assert.equal(out.merchant_fingerprint, alone.merchant_fingerprint);
  assert.ok(
    !p.submission_intelligence.company_profile.legal_business_name.sources.some((s) => s.value === 'BETA BAKERY INC'),
  );
  assert.equal(p.mode_u.available, true);
});

test('holder printed differently from the declared name (case, punctuation, LLC) is the same business', () => {
  const [jan] = monthlyStatements(['2026-01'], { holder: 'ACME PLUMBING L.L.C.' });
  const out = runPacket([doc(jan, 1)], { business_name: 'Acme Plumbing, LLC' });
  assert.deepEqual(out.excludedStatementIds, []);
  assert.ok(out.submission_packet.packet_fraud.checks_run.includes('account_holder_name'));
  assert.equal(out.submission_packet.packet_fraud.reasons.length, 0);
});

test('unreadable statement, unclassified pages and an unreadable file are listed as excluded with their reasons', () => {
  const [jan] = monthlyStatements(['2026-01']);
  const failed = {
    kind: 'bank_statement' as const,
    sourceFile: 'scan.pdf',
    filePosition: 2,
    packetPages: [1, 2, 3],
    documentId: 'doc-scan',
    contentSha256: 'sha-scan',
  };
  const cover = {
    kind: 'unclassified' as const,
    sourceFile: 'scan.pdf',
    filePosition: 2,
    packetPages: [4],
    documentId: 'doc-cover',
    contentSha256: 'sha-cover',
  };
  const docs = [doc(jan, 1), failed, cover];
  const files = [
    {
      filename: 'stmt-2026-01.pdf',
      status: 'processed',
      content_sha256: 'file-1',
      reason: null,
      page_count: 2,
      segments: [],
      page_classification: [],
    },
    {
      filename: 'scan.pdf',
      status: 'processed',
      content_sha256: 'file-2',
      reason: null,
      page_count: 4,
      segments: [],
      page_classification: [],
    },
    {
      filename: 'broken.pdf',
      status: 'failed',
      content_sha256: 'file-3',
      reason: 'encrypted',
      page_count: 0,
      segments: [],
      page_classification: [],
    },
  ];
  const out = runPacket(docs, { document_types: ['bank_statement', 'bank_statement', 'other'] }, files);
  const ex = out.submission_packet.statement_exclusions.excluded_documents;
  assert.deepEqual(
    ex.map((e) => [e.packet_index, e.source_file, e.reason_code]),
    [
      [2, 'scan.pdf', 'failed_read'],
      [3, 'scan.pdf', 'unclassified_document'],
      [4, 'broken.pdf', 'failed_read'],
    ],
  );
  assert.equal(out.submission_packet.document_count, 4);
  assert.equal(out.submission_packet.mode_u.available, false);
  assert.equal(out.submission_packet.mode_u.reason, 'failed_read');
  assert.ok(out.review_reasons.includes('failed_read:doc-scan'));
});

test('no statement held under the declared name (a trade name): nothing excluded, a person is asked, another holder still is', () => {
  const [jan, feb] = monthlyStatements(['2026-01', '2026-02'], { holder: 'JMS HOLDINGS LLC' });
  const [beta] = monthlyStatements(['2026-02'], { holder: 'BETA BAKERY INC', last4: '9999', idPrefix: 'beta' });
  const out = runPacket([doc(jan, 1), doc(feb, 1), doc(beta, 2)], { business_name: "Joe's Pizza" });
  assert.deepEqual(out.excludedStatementIds, ['beta-2026-02']);
  assert.ok(out.review_reasons.includes('declared_business_not_on_statements'));
  const sig = out.submission_packet.packet_fraud.reasons.find(
    (r) => r.signal === 'declared_business_not_on_statements',
  )!;
  assert.equal(sig.severity, 'medium');
  assert.match(sig.evidence, /declared "Joe's Pizza"; statements held by "JMS HOLDINGS LLC"/);
  assert.equal(out.submission_packet.statement_exclusions.included_statement_count, 2);
});

test('screening does not depend on the order documents are handed in: the first in packet order is kept', () => {
  const [jan] = monthlyStatements(['2026-01']);
  const copy = { ...jan, document_id: 'jan-copy', source_file: 'copy.pdf', content_sha256: 'sha-copy' };
  const docs = [doc(jan, 1), doc(copy, 2)];
  const a = screenStatements({ intake: { business_name: 'Acme Plumbing' }, documents: docs });
  const b = screenStatements({ intake: { business_name: 'Acme Plumbing' }, documents: [...docs].reverse() });
  assert.deepEqual(a.excluded, { 'jan-copy': 'duplicate_statement' });
  assert.deepEqual(b.excluded, a.excluded);
  assert.deepEqual(a.forAnalysis, ['stmt-2026-01']);
});

test('a duplicate whose first copy did not verify: the verified copy is kept', () => {
  const [jan] = monthlyStatements(['2026-01']);
  const unverified = statement({
    id: 'jan-scan',
    start: '2026-01-01',
    end: '2026-01-31',
    opening: '10000.00',
    rows: monthRows('2026-01'),
    verified: false,
  });
  const s = screenStatements({ intake: {}, documents: [doc(unverified, 1), doc(jan, 2)] });
  assert.deepEqual(s.excluded, { 'jan-scan': 'duplicate_statement' });
  assert.deepEqual(
    s.duplicates.map((d) => [d.documentId, d.keptDocumentId, d.by, d.figuresDiffer]),
    [['jan-scan', 'stmt-2026-01', 'statement_fingerprint', false]],
  );
});

test('the packet on the screening made before the statements were finished is the packet a fresh screening gives', () => {
  const [jan, feb] = monthlyStatements(['2026-01', '2026-02']);
  const copy = { ...feb, document_id: 'stmt-2026-02-copy', source_file: 'copy.pdf', content_sha256: 'sha-copy' };
  const [beta] = monthlyStatements(['2026-02'], { holder: 'BETA BAKERY INC', last4: '9999', idPrefix: 'beta' });
  const docs = [doc(jan, 1), doc(feb, 2), doc(copy, 3), doc(beta, 4)];
  const { screening, analysis, intake } = runPacket(docs, { business_name: 'Acme Plumbing LLC' });
  // finishing: categorized rows, category counts and the model's enrichment (what the orchestrator adds)
  const finished = docs.map((d) => ({
    ...d,
    statement: {
      ...d.statement!,
      transactions: d.statement!.transactions.map((t) => ({ ...t, category: 'revenue', category_source: 'model' })),
      category_counts: { revenue: d.statement!.transactions.length },
      enrichment: { industry: 'plumbing' },
    } as typeof d.statement & object,
  }));
  const input = { jobId: 'job_test1', intake, files: [], documents: finished, months: analysis.months, analysis };
  const once = buildSubmissionPacket({ ...input, screening });
  assert.deepEqual(once, buildSubmissionPacket(input));
  assert.deepEqual(
    once.excludedStatements.map((e) => e.reason),
    ['duplicate_statement', 'other_business_statement'],
    'the screening decided something',
  );
});
