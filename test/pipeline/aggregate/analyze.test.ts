import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzePacket } from '../../../src/pipeline/aggregate/analyze.ts';
import { toCents } from '../../../src/money.ts';
import { computeWithhold } from '../../../src/underwriting/withhold.ts';
import { threeMonthPacket } from './packet.ts';

const sumTag = (evs: Array<{ date: string; amountCents: number; tag?: string }>, tag: string, month: string) =>
  evs.filter((e) => e.tag === tag && e.date.startsWith(month)).reduce((a, e) => a + e.amountCents, 0);

test('3-month packet: months, positions and the underwriting block', () => {
  const { statements, events } = threeMonthPacket();
  const r = analyzePacket({ statements, stated: { monthly_revenue: 40_000 } });
  assert.deepEqual(
    r.months.map((m) => m.month),
    ['2025-01', '2025-02', '2025-03'],
  );
  for (const m of r.months) {
    assert.equal(m.partial_period, false, m.month);
    assert.equal(m.included_in_averages, true);
    assert.equal(
      toCents(m.true_revenue),
      sumTag(events, 'revenue', m.month),
      `${m.month} true revenue = Square settlements only`,
    );
    assert.equal(toCents(m.mca_debits_total), sumTag(events, 'mca', m.month));
    assert.equal(toCents(m.loan_payments_total), sumTag(events, 'loan', m.month));
    assert.equal(toCents(m.transfers_in_total), 200_000, 'savings side of the own transfer');
    assert.equal(toCents(m.transfers_out_total), 200_000);
    assert.deepEqual(m.accounts, ['acct-1234', 'acct-5678']);
  }
  assert.equal(toCents(r.months[0].mca_funding_total), 5_000_000);
  assert.equal(r.months[1].nsf_count, 1);

  const kapitus = r.positions.find((p) => p.funder === 'Kapitus')!;
  assert.equal(kapitus.cadence, 'daily');
  assert.equal(kapitus.kind, 'mca');
  assert.equal(kapitus.is_active, true);
  assert.equal(kapitus.counted_in_withhold, true);
  assert.equal(kapitus.payment_amount, '450.00');
  assert.equal(kapitus.expected_next_date, '2025-04-01');
  assert.equal(kapitus.linked_funding?.length, 1);
  assert.equal(kapitus.evidence_strength, 'strong');

  const forward = r.positions.find((p) => p.funder === 'Forward Financing')!;
  assert.equal(forward.cadence, 'weekly');
  assert.equal(forward.is_active, false, 'stopped in February');
  assert.equal(forward.counted_in_withhold, false);
  assert.ok(forward.detection_reason_codes.includes('stopped'));

  const ondeck = r.positions.find((p) => p.funder === 'OnDeck')!;
  assert.equal(ondeck.kind, 'loan');
  assert.equal(ondeck.cadence, 'weekly');
  assert.equal(ondeck.is_active, true);
  assert.equal(ondeck.counted_in_withhold, false, 'loans never count in the withhold');
  assert.ok(
    ondeck.detection_reason_codes.includes('kind_undecided_lender_sells_advances'),
    'OnDeck also sells advances and pays weekly here',
  );

  const tx = r.transactionsByDocument['chk-jan'];
  const pay = tx.find((t) => t.description.startsWith('ACH DEBIT KAPITUS'))!;
  assert.equal(pay.mca_position_id, kapitus.id);
  assert.equal(pay.counted_as, 'mca_payment');
  assert.equal(pay.counterparty, 'Kapitus');
  const xfer = r.transactionsByDocument['sav-q1'].find((t) => t.description.startsWith('ONLINE TRANSFER FROM'))!;
  assert.equal(xfer.category, 'transfer');
  assert.match(xfer.category_reason ?? '', /own_account_match/);

  const u = r.underwriting!;
  assert.equal(u.existing_mca_monthly_payment, 450 * 21);
  assert.equal(u.active_positions, 1);
  assert.equal(u.is_stacked, false);
  assert.deepEqual(u.months_included, ['2025-01', '2025-02', '2025-03']);
  assert.equal((u.stated_vs_verified as { status: string }).status, 'consistent');
  // without a model, a weekly stream from a lender that also sells advances is for a person to confirm
  assert.deepEqual(r.reviewReasons, ['position_kind_unconfirmed:OnDeck:weekly']);
});

test('computeWithhold given the months and positions returns the same block', () => {
  const r = analyzePacket({ statements: threeMonthPacket().statements });
  // built by hand, the way an underwriter would fill the calculator from the result
  const request = {
    months: r.months.map((m) => ({
      month: m.month,
      revenue: Number(m.true_revenue),
      operating_expenses: Number(m.operating_expenses_total),
      gross_deposits: Number(m.deposits_total),
      ending_balance: Number(m.ending_balance),
      average_balance: Number(m.average_balance),
      deposit_count: m.deposits_count,
      nsf_count: m.nsf_count,
      negative_days: m.negative_balance_days,
      excluded: !m.included_in_averages,
    })),
    cash_advances: r.positions
      .filter((p) => p.kind === 'mca')
      .map((p) => ({
        payment_amount: Number(p.payment_amount),
        funder: p.funder,
        last_payment_date: p.last_date,
        first_payment_date: p.first_date,
        active: p.counted_in_withhold,
        frequency: p.cadence as 'daily',
        occurrences: p.occurrences,
      })),
  };
  assert.deepEqual(computeWithhold(request), r.underwriting);
  const holdbacks = r.months.map((m) => Number(m.holdback_pct!));
  assert.equal(r.underwriting!.holdback_pct_avg, Math.round((holdbacks.reduce((a, b) => a + b, 0) / 3) * 100) / 100);
});

test('an unverified statement is shown but feeds no metric', () => {
  const { statements } = threeMonthPacket();
  statements[2] = { ...statements[2], verified: false };
  const r = analyzePacket({ statements });
  assert.ok(r.transactionsByDocument['chk-mar'].length > 0, 'its rows are still categorized for review');
  assert.deepEqual(r.excludedStatements, [{ documentId: 'chk-mar', reason: 'not_verified' }]);
  assert.ok(r.reviewReasons.includes('statement_excluded_from_metrics:chk-mar:not_verified'));
  const march = r.months.find((m) => m.month === '2025-03')!;
  assert.deepEqual(march.accounts, ['acct-5678'], 'March checking figures are not used');
  const kapitus = r.positions.find((p) => p.funder === 'Kapitus')!;
  assert.equal(kapitus.last_date, '2025-02-28');
});

test('a gap between statements of one account is flagged', () => {
  const { statements } = threeMonthPacket();
  const r = analyzePacket({ statements: statements.filter((s) => s.documentId !== 'chk-feb') });
  assert.ok(r.reviewReasons.includes('statement_gap:acct-1234:2025-02-01..2025-02-28'));
  assert.deepEqual(r.accounts.find((a) => a.account_key === 'acct-1234')!.missing_months, ['2025-02']);
});

test('a verified statement overlapping another of the same account is not counted twice', () => {
  const { statements } = threeMonthPacket();
  const once = analyzePacket({ statements });
  const twice = analyzePacket({ statements: [...statements, { ...statements[1], documentId: 'chk-feb-copy' }] });
  assert.deepEqual(twice.months, once.months);
  assert.deepEqual(twice.excludedStatements, [{ documentId: 'chk-feb-copy', reason: 'overlaps:chk-feb' }]);
  assert.ok(twice.reviewReasons.includes('statement_excluded_from_metrics:chk-feb-copy:overlaps:chk-feb'));
});

test('a card statement: its payments are no revenue and its months stay out of the cash-flow metrics', async () => {
  const { statements } = threeMonthPacket();
  const { statementOf } = await import('./packet.ts');
  const card = {
    ...statementOf('doc-card', 'acct-card-9876', '9876', '2025-01-01', '2025-01-31', 120_000, [
      { date: '2025-01-10', description: 'PAYMENT - THANK YOU', amountCents: 234_554, type: 'credit' },
      { date: '2025-01-12', description: 'SQUARE INC DEPOSIT REFUND', amountCents: 5_000, type: 'credit' },
      { date: '2025-01-14', description: 'THE HOME DEPOT #8765', amountCents: 388_399, type: 'debit' },
    ]),
    statementKind: 'credit_card',
  };
  const without = analyzePacket({ statements });
  const withCard = analyzePacket({ statements: [...statements, card] });
  assert.deepEqual(withCard.months, without.months, 'the card statement changes no month');
  assert.deepEqual(withCard.underwriting, without.underwriting);
  const rows = withCard.transactionsByDocument['doc-card']!;
  assert.deepEqual(
    rows.filter((t) => t.transaction_type === 'credit').map((t) => t.category),
    ['transfer', 'transfer'],
    'a payment and a refund on a card are not revenue, even worded like a processor deposit',
  );
  assert.ok(!withCard.reviewReasons.some((r) => r.includes('doc-card')), 'left out by design, not for review');

  const alone = analyzePacket({ statements: [card] });
  assert.deepEqual(alone.months, []);
  assert.ok(alone.reviewReasons.includes('statement_excluded_from_metrics:doc-card:credit_card'), 'card-only packet');
});
