// The corrected result as pure code, on a real computed result: three generated statements of one
// account (fixture generator, layout LAYOUTS[1], seed 11, months 0..2) read by the whole pipeline; see
// test/fixtures/corrections/SOURCES.tsv. No database, no HTTP.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { applyCorrections } from '../../src/corrections/apply.ts';
import { shapeProblems, type ActiveCorrection, type Change } from '../../src/corrections/change.ts';
import { buildSummary } from '../../src/corrections/summary.ts';
import type { Result } from '../../src/schemas/result.ts';
import { toCents } from '../../src/money.ts';
import { analyzePacket } from '../../src/pipeline/aggregate/analyze.ts';
import type { LedgerRow } from '../../src/pipeline/types.ts';

const computed: Result = JSON.parse(
  fs.readFileSync(new URL('../fixtures/corrections/computed-result.json', import.meta.url), 'utf8'),
);
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x));
let n = 0;
const corr = (change: Omit<Change, 'reason'> & { reason?: string }): ActiveCorrection => ({
  id: `cor_${++n}`,
  change: { reason: 'test', ...change } as Change,
});
const sbaRows = () =>
  computed.statements.flatMap((s) =>
    s.transactions.filter((t) => t.counterparty === 'SBA' && t.transaction_type === 'debit').map((t) => ({ s, t })),
  );
const month = (r: Result, m: string) => r.months.find((x) => x.month === m)!;

describe('applyCorrections', () => {
  test('no corrections: months, positions, underwriting, statements and packet come back exactly as computed', () => {
    const out = plain(applyCorrections(computed, []));
    assert.deepEqual(out.unapplied, []);
    for (const k of ['months', 'positions', 'underwriting', 'statements', 'submission_packet', 'accounts'] as const)
      assert.deepEqual(out.result[k], computed[k], k);
  });

  test('the SBA loan rows recategorized as MCA payments: the stream becomes an MCA position, months and withhold follow', () => {
    const before = plain(computed);
    const rows = sbaRows();
    assert.equal(rows.length, 3, 'the fixture pays SBA monthly, three times');
    const active = rows.map(({ s, t }) =>
      corr({ type: 'transaction', document_id: s.document_id, index: t.index, category: 'mca_payment' }),
    );
    const { result } = applyCorrections(computed, active);
    assert.deepEqual(plain(computed), before, 'the computed result is not touched');

    const sba = result.positions.find((p) => p.funder === 'SBA')!;
    assert.equal(sba.kind, 'mca');
    assert.equal(sba.counted_in_withhold, true);
    assert.equal(computed.positions.find((p) => p.funder === 'SBA')!.kind, 'loan');
    // 950.00 weekly ×4 + 1202.05 monthly ×1
    assert.equal(computed.underwriting!.existing_mca_monthly_payment, 3800);
    assert.equal(result.underwriting!.existing_mca_monthly_payment, 5002.05);
    assert.ok(result.underwriting!.current_withhold_pct > computed.underwriting!.current_withhold_pct);
    const m = rows[0]!.t.date.slice(0, 7);
    assert.equal(toCents(month(result, m).mca_debits_total) - toCents(month(computed, m).mca_debits_total), 120205);
    assert.equal(month(result, m).loan_payments_total, '0.00');
    assert.equal(month(result, m).ending_balance, month(computed, m).ending_balance, 'balances stay as printed');

    const tx = result.statements
      .find((s) => s.document_id === rows[0]!.s.document_id)!
      .transactions.find((t) => t.index === rows[0]!.t.index)!;
    assert.deepEqual(tx.correction!.correction_ids, [active[0]!.id]);
    assert.deepEqual(tx.correction!.changes.category, { computed: 'loan', corrected: 'mca_payment' });
    assert.equal(tx.category_source, 'correction');
    assert.ok(month(result, m).correction!.correction_ids.includes(active[0]!.id));
    assert.deepEqual(month(result, m).correction!.changes.mca_debits_total, {
      computed: month(computed, m).mca_debits_total,
      corrected: month(result, m).mca_debits_total,
    });
    assert.deepEqual(sba.correction!.changes.kind, { computed: 'loan', corrected: 'mca' });

    const records = active.map((a) => ({
      id: a.id,
      change: a.change,
      created_at: '2026-01-01T00:00:00.000Z',
      created_by: { type: 'api_key', id: 'k' },
      reverted_at: null,
      reverted_by: null,
      revert_reason: null,
    }));
    const summary = buildSummary(records, computed, result, []);
    assert.equal(summary.active, 3);
    assert.equal(summary.transactions.length, 3);
    assert.ok(summary.positions.includes(sba.id));
    assert.deepEqual(summary.underwriting.current_withhold_pct, {
      computed: computed.underwriting!.current_withhold_pct,
      corrected: result.underwriting!.current_withhold_pct,
    });
  });

  test('an excluded month leaves the underwriting block; the other months keep their figures', () => {
    const { result } = applyCorrections(computed, [corr({ type: 'month', month: '2025-10', excluded: true })]);
    assert.deepEqual(computed.underwriting!.months_included, ['2025-10', '2025-11', '2025-12']);
    assert.deepEqual(result.underwriting!.months_included, ['2025-11', '2025-12']);
    assert.deepEqual(result.underwriting!.months_excluded, ['2025-10']);
    const avg = (Number(month(computed, '2025-11').true_revenue) + Number(month(computed, '2025-12').true_revenue)) / 2;
    assert.equal(result.underwriting!.avg_monthly_revenue, Math.round(avg * 100) / 100);
    assert.equal(month(result, '2025-10').included_in_averages, false);
    assert.deepEqual(month(result, '2025-11'), month(computed, '2025-11'));
  });

  test('a revenue adjustment moves true revenue, EBITDA and the margin of that month only', () => {
    const { result } = applyCorrections(computed, [
      corr({ type: 'month', month: '2025-11', revenue_adjustment: '-5045.60' }),
    ]);
    assert.equal(month(result, '2025-11').true_revenue, '50000.00');
    assert.equal(toCents(month(result, '2025-11').ebitda), toCents(month(computed, '2025-11').ebitda) - 504560);
    assert.ok(result.underwriting!.avg_monthly_revenue < computed.underwriting!.avg_monthly_revenue);
  });

  test('position corrections: a new payment amount reprices the burden; not a position drops it from the withhold', () => {
    const can = computed.positions.find((p) => p.funder === 'CAN Capital')!;
    const repriced = applyCorrections(computed, [
      corr({ type: 'position', position_id: can.id, payment_amount: '1000.00' }),
    ]).result;
    assert.equal(repriced.underwriting!.existing_mca_monthly_payment, 4000);
    const gone = applyCorrections(computed, [
      corr({ type: 'position', position_id: can.id, not_a_position: true }),
    ]).result;
    assert.ok(!gone.positions.some((p) => p.id === can.id));
    assert.equal(gone.underwriting!.active_positions, 0);
    assert.equal(gone.underwriting!.existing_mca_monthly_payment, 0);
    const unknown = applyCorrections(computed, [corr({ type: 'position', position_id: 'pos_nope', kind: 'loan' })]);
    assert.equal(unknown.unapplied.length, 1);
  });

  test('an excluded deposit leaves deposits and revenue, not the printed balances', () => {
    const s = computed.statements[0]!;
    const t = s.transactions.find((x) => x.category === 'revenue')!;
    const m = t.date.slice(0, 7);
    const { result } = applyCorrections(computed, [
      corr({ type: 'transaction', document_id: s.document_id, index: t.index, excluded: true }),
    ]);
    assert.equal(
      toCents(month(computed, m).deposits_total) - toCents(month(result, m).deposits_total),
      toCents(t.amount),
    );
    assert.equal(month(result, m).deposits_count, month(computed, m).deposits_count - 1);
    assert.equal(month(result, m).average_balance, month(computed, m).average_balance);
    const cov = (r: Result) =>
      (r.submission_packet as any).submission_intelligence.transaction_coverage.accounts[0].months.find(
        (x: { month: string }) => x.month === m,
      ).transaction_count;
    assert.equal(cov(result), cov(computed) - 1);
  });

  test('a change must name its target and change something that applies to it', () => {
    assert.deepEqual(
      shapeProblems({ type: 'transaction', reason: 'x', document_id: 'doc_1', index: 2, category: 'revenue' }),
      [],
    );
    assert.ok(
      shapeProblems({ type: 'transaction', reason: 'x', document_id: 'doc_1', category: 'revenue' }).some((p) =>
        p.includes('index'),
      ),
    );
    assert.ok(shapeProblems({ type: 'month', reason: 'x', month: '2025-10' }).length > 0);
    assert.ok(
      shapeProblems({ type: 'month', reason: 'x', month: '2025-10', category: 'revenue' }).some((p) =>
        p.includes('category'),
      ),
    );
  });
});

describe('applyCorrections on the position stage re-labels', () => {
  // One month of one account: card deposits, and an unnamed daily ACH debit of one amount (a presumed MCA
  // the position stage re-labels as mca_payment) plus an unnamed credit from the same name (its funding).
  const days = Array.from({ length: 30 }, (_, i) => `2025-06-${String(i + 1).padStart(2, '0')}`).filter(
    (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
  );
  const rows: LedgerRow[] = [];
  rows.push({
    index: 1,
    date: '2025-06-02',
    description: 'ZQX HOLDINGS 88321 CREDIT',
    amountCents: 2_000_000,
    type: 'credit',
    balanceCents: null,
    page: 1,
    accountSectionId: null,
    accountNumberSuffix: null,
  });
  for (const d of days) {
    rows.push({
      index: rows.length + 1,
      date: d,
      description: 'SQUARE INC DES:SQ DEPOSIT',
      amountCents: 310_000,
      type: 'credit',
      balanceCents: null,
      page: 1,
      accountSectionId: null,
      accountNumberSuffix: null,
    });
    if (d >= '2025-06-03')
      rows.push({
        index: rows.length + 1,
        date: d,
        description: 'ZQX HOLDINGS 88321 DEBIT',
        amountCents: 24_900,
        type: 'debit',
        balanceCents: null,
        page: 1,
        accountSectionId: null,
        accountNumberSuffix: null,
      });
  }
  const analysis = analyzePacket({
    statements: [
      {
        documentId: 'doc_1',
        verified: true,
        accountKey: 'bank:1234',
        accountSuffix: '1234',
        institution: 'Bank',
        periodStart: '2025-06-01',
        periodEnd: '2025-06-30',
        openingCents: 500_000,
        closingCents: 0,
        rows,
      },
    ],
  });
  const result = plain({
    statements: [
      {
        document_id: 'doc_1',
        period_start: '2025-06-01',
        period_end: '2025-06-30',
        opening_balance: '5000.00',
        transactions: analysis.transactionsByDocument.doc_1,
        category_counts: analysis.categoryCountsByDocument.doc_1!.category_counts,
      },
    ],
    accounts: analysis.accounts,
    months: analysis.months,
    positions: analysis.positions,
    underwriting: analysis.underwriting,
    pipeline: {},
    submission_packet: {},
  }) as unknown as Result;

  test('the unnamed daily stream is a position, and with no corrections everything comes back as computed', () => {
    assert.equal(result.positions.length, 1, JSON.stringify(result.positions));
    assert.ok(
      result.statements[0]!.transactions.some((t) => t.category_reason?.includes(';cadence:unnamed_stream:unknown')),
    );
    const out = plain(applyCorrections(result, []).result);
    for (const k of ['months', 'positions', 'underwriting', 'statements'] as const)
      assert.deepEqual(out[k], result[k], k);
  });

  test('marking the stream not a position leaves its rows unknown again, out of the MCA debits', () => {
    const id = result.positions[0]!.id;
    const { result: r } = applyCorrections(result, [corr({ type: 'position', position_id: id, not_a_position: true })]);
    assert.equal(r.positions.length, 0);
    assert.equal(r.underwriting!.existing_mca_monthly_payment, 0);
    assert.equal(r.months[0]!.mca_debits_total, '0.00');
    assert.ok(Number(result.months[0]!.mca_debits_total) > 0);
  });
});
