// review_details[]: every packed review reason explained as {code, document_id, message, severity}, from
// one catalogue that docs/review-reasons.md publishes (this test keeps the two in step).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { REVIEW_REASON_CATALOGUE, REVIEW_REASON_CODES, reviewDetails } from '../../src/schemas/review-reasons.ts';
import { jobEnvelope } from '../../src/jobs/envelope.ts';
import type { JobRow } from '../../src/store/jobs.ts';

test('packed reasons become details: the code, the document, plain words and a severity', () => {
  assert.deepEqual(
    reviewDetails([
      'document_not_read:doc_2:no_transactions+missing_opening_balance',
      'file_not_processed:1:truncated',
      'unlabelled_revenue:2025-11:46%',
      'no_complete_month',
    ]),
    [
      {
        code: 'document_not_read',
        document_id: 'doc_2',
        message:
          'A document could not be read as a statement, so none of its figures are used: doc_2, no transactions, missing opening balance',
        severity: 'critical',
        reason: 'document_not_read:doc_2:no_transactions+missing_opening_balance',
      },
      {
        code: 'file_not_processed',
        document_id: null,
        message: 'A file could not be processed (its position in the request, then why): 1, truncated',
        severity: 'critical',
        reason: 'file_not_processed:1:truncated',
      },
      {
        code: 'unlabelled_revenue',
        document_id: null,
        message: "A large share of a month's revenue could not be labelled: 2025-11, 46%",
        severity: 'warning',
        reason: 'unlabelled_revenue:2025-11:46%',
      },
      {
        code: 'no_complete_month',
        document_id: null,
        message: 'No month is complete, so averages rest on partial months',
        severity: 'warning',
        reason: 'no_complete_month',
      },
    ],
  );
});

test('docs/review-reasons.md lists every code with its severity and meaning, and nothing else', () => {
  const doc = fs.readFileSync(new URL('../../docs/review-reasons.md', import.meta.url), 'utf8');
  const rows = [...doc.matchAll(/^\| `([a-z_]+)` \| (\w+) \| (.+) \|$/gm)].map((m) => [m[1], m[2], m[3]]);
  assert.deepEqual(
    rows,
    REVIEW_REASON_CODES.map((c) => [c, REVIEW_REASON_CATALOGUE[c].severity, REVIEW_REASON_CATALOGUE[c].message]),
  );
});

test('a result stored before review_details existed is served with them', () => {
  const row = {
    id: 'job_1',
    status: 'review_required',
    source: 'upload',
    created_at: new Date(0),
    updated_at: new Date(0),
    completed_at: new Date(0),
    intake: {},
    error: null,
    superseded_by: null,
    result: { review_reasons: ['statement_not_verified:doc_1:unreconciled'] },
  } as unknown as JobRow;
  const served = jobEnvelope(row).result as { review_details: Array<{ code: string; document_id: string }> };
  assert.deepEqual(
    served.review_details.map((d) => [d.code, d.document_id]),
    [['statement_not_verified', 'doc_1']],
  );
});
