// Statement cycles that cut calendar months: partial months, month-to-date, projected MCA debits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzePacket } from '../../../src/pipeline/aggregate/analyze.ts';
import { computeMetrics } from '../../../src/pipeline/aggregate/metrics.ts';
import { categorizePacket } from '../../../src/pipeline/categorize/index.ts';
import { businessDaysIn, isBusinessDay } from '../../../src/pipeline/calendar.ts';
import { toCents } from '../../../src/money.ts';
import { days, statementOf, type Event } from './packet.ts';

function cycles(withFunding: boolean) {
  const biz = days('2025-01-16', '2025-03-15', isBusinessDay);
  const ev: Event[] = [
    ...biz.map((d, i) => ({ date: d, description: `CLOVER DEP ${i}`, amountCents: 200_000, type: 'credit' as const })),
    ...biz.map((d) => ({
      date: d,
      description: 'ACH DEBIT FORA FINANCIAL 77',
      amountCents: 25_000,
      type: 'debit' as const,
    })),
  ];
  if (withFunding)
    ev.push({ date: '2025-01-16', description: 'FORA FINANCIAL FUNDING', amountCents: 3_000_000, type: 'credit' });
  const a = statementOf('s1', 'acct', '4321', '2025-01-16', '2025-02-15', 100_000, ev);
  const b = statementOf('s2', 'acct', '4321', '2025-02-16', '2025-03-15', a.closingCents, ev);
  return { statements: [a, b], biz };
}

test('mid-month cycles: calendar months first and last partial, the middle full, the last MTD; each complete cycle is a statement month the block rests on', () => {
  const r = analyzePacket({ statements: cycles(true).statements });
  assert.deepEqual(
    r.months.map((m) => [m.month, m.partial_period, m.is_mtd, m.included_in_averages]),
    [
      ['2025-01', true, false, false],
      ['2025-02', false, false, true],
      ['2025-03', true, true, false],
    ],
  );
  // statement months: a cycle is labelled by the month it closes in, complete when it spans a whole cycle
  assert.deepEqual(
    r.statementMonths!.map((m) => [m.month, m.partial_period, m.included_in_averages]),
    [
      ['2025-02', false, true],
      ['2025-03', false, true],
    ],
  );
  assert.deepEqual(r.underwriting!.months_included, ['2025-02', '2025-03']);
  assert.ok(r.reviewReasons.every((x) => !x.startsWith('statement_gap') && x !== 'no_complete_month'));
});

test('projected MCA debits fill the uncovered days of a partial month at the cadence', () => {
  const r = analyzePacket({ statements: cycles(true).statements });
  const [jan, feb, mar] = r.months;
  assert.equal(feb.mca_debits_projected_total, feb.mca_debits_total, 'a full month projects nothing');
  // March covered to the 15th; the daily position is active, so the business days 16–31 are added
  assert.equal(
    toCents(mar.mca_debits_projected_total) - toCents(mar.mca_debits_total),
    25_000 * businessDaysIn('2025-03-16', '2025-03-31'),
  );
  // January: funded on the 16th inside coverage, so nothing is projected backwards
  assert.equal(jan.mca_debits_projected_total, jan.mca_debits_total);
  const noFunding = analyzePacket({ statements: cycles(false).statements }).months[0];
  assert.equal(
    toCents(noFunding.mca_debits_projected_total) - toCents(noFunding.mca_debits_total),
    25_000 * businessDaysIn('2025-01-01', '2025-01-15'),
  );
});

test("a revenue adjustment on a statement cycle recomputes its holdback over the cycle's days, not the calendar month's", () => {
  // a daily position paid off on 25 Feb: it pays inside the cycle 16 Feb – 15 Mar, not in calendar March
  const ev: Event[] = [
    ...days('2025-01-16', '2025-03-15', isBusinessDay).map((d, i) => ({
      date: d,
      description: `CLOVER DEP ${i}`,
      amountCents: 200_000,
      type: 'credit' as const,
    })),
    ...days('2025-01-16', '2025-02-25', isBusinessDay).map((d) => ({
      date: d,
      description: 'ACH DEBIT FORA FINANCIAL 77',
      amountCents: 25_000,
      type: 'debit' as const,
    })),
  ];
  const a = statementOf('s1', 'acct', '4321', '2025-01-16', '2025-02-15', 100_000, ev);
  const b = statementOf('s2', 'acct', '4321', '2025-02-16', '2025-03-15', a.closingCents, ev);
  const cat = categorizePacket([a, b]);
  const input = [a, b].map((s, i) => ({
    documentId: s.documentId,
    accountKey: s.accountKey,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    openingCents: s.openingCents,
    rows: cat.statements[i].rows,
  }));
  const before = computeMetrics(input, []).statementMonths!;
  assert.notEqual(before[1].holdback_pct, 0);
  const zero = { id: 'c1', change: { type: 'month' as const, month: '2025-03', revenue_adjustment: '0.00' } };
  const after = computeMetrics(input, [zero]).statementMonths!;
  // adding nothing to the cycle's revenue leaves its holdback as it was
  assert.equal(after[1].holdback_pct, before[1].holdback_pct);
  assert.equal(after[1].true_revenue, before[1].true_revenue);
});
