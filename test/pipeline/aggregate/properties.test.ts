// Property tests over random ledgers: months add up to the ledger, excluding a month touches no other
// month, loans never move the withhold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { analyzePacket } from '../../../src/pipeline/aggregate/analyze.ts';
import { addDays, isBusinessDay } from '../../../src/pipeline/calendar.ts';
import { toCents } from '../../../src/money.ts';
import { computeWithhold } from '../../../src/underwriting/withhold.ts';
import { days, statementOf, type Event } from './packet.ts';

const DESCRIPTIONS: Array<[string, 'credit' | 'debit']> = [
  ['SQUARE INC DES:SQ ID:1', 'credit'],
  ['MOBILE DEPOSIT', 'credit'],
  ['ZELLE FROM JANE DOE', 'credit'],
  ['INTEREST PAID', 'credit'],
  ['KAPITUS FUNDING 8841', 'credit'],
  ['ONDECK CAPITAL 12', 'credit'],
  ['ACH DEBIT KAPITUS SERVICI 8841', 'debit'],
  ['ONDECK CAPITAL PAYMENT', 'debit'],
  ['GUSTO NET PAY', 'debit'],
  ['IRS USATAXPYMT', 'debit'],
  ['NSF FEE', 'debit'],
  ['OVERDRAFT FEE', 'debit'],
  ['CHECK 1001', 'debit'],
  ['ONLINE TRANSFER TO SAV ...5678', 'debit'],
  ['ACH DEBIT UNKNOWN CO 77', 'debit'],
  ['RETURNED DEPOSITED ITEM', 'debit'],
];

const eventArb = fc
  .record({
    day: fc.integer({ min: 0, max: 89 }),
    kind: fc.integer({ min: 0, max: DESCRIPTIONS.length - 1 }),
    cents: fc.integer({ min: 1, max: 2_000_000 }),
  })
  .map(({ day, kind, cents }): Event => ({
    date: addDays('2025-01-01', day),
    description: DESCRIPTIONS[kind][0],
    type: DESCRIPTIONS[kind][1],
    amountCents: cents,
  }));

function chain(events: Event[], opening: number) {
  const jan = statementOf('jan', 'a', '1234', '2025-01-01', '2025-01-31', opening, events);
  const feb = statementOf('feb', 'a', '1234', '2025-02-01', '2025-02-28', jan.closingCents, events);
  const mar = statementOf('mar', 'a', '1234', '2025-03-01', '2025-03-31', feb.closingCents, events);
  return [jan, feb, mar];
}

const cents = (s: string | null) => toCents(s ?? '0');

test('months sum to the ledger', () => {
  fc.assert(
    fc.property(
      fc.array(eventArb, { maxLength: 120 }),
      fc.integer({ min: -500_000, max: 5_000_000 }),
      (events, opening) => {
        const statements = chain(events, opening);
        const r = analyzePacket({ statements });
        const rows = statements.flatMap((s) => s.rows);
        const credits = rows.filter((x) => x.type === 'credit').reduce((a, x) => a + x.amountCents, 0);
        const debits = rows.filter((x) => x.type === 'debit').reduce((a, x) => a + x.amountCents, 0);
        assert.equal(
          r.months.reduce((a, m) => a + cents(m.deposits_total), 0),
          credits,
        );
        assert.equal(
          r.months.reduce((a, m) => a + cents(m.withdrawals_total), 0),
          debits,
        );
        assert.equal(
          r.months.reduce((a, m) => a + m.deposits_count + m.withdrawals_count, 0),
          rows.length,
        );
        for (const m of r.months) {
          assert.equal(cents(m.true_revenue) + cents(m.total_non_revenue), cents(m.deposits_total));
          assert.equal(
            cents(m.operating_expenses_total) +
              cents(m.mca_debits_total) +
              cents(m.loan_payments_total) +
              cents(m.transfers_out_total),
            cents(m.withdrawals_total),
          );
          assert.equal(
            cents(m.ending_balance) - cents(m.starting_balance),
            cents(m.deposits_total) - cents(m.withdrawals_total),
          );
          assert.equal(cents(m.ebitda), cents(m.true_revenue) - cents(m.operating_expenses_total));
        }
        assert.equal(cents(r.months[0].starting_balance), opening);
        assert.equal(cents(r.months[2].ending_balance), statements[2].closingCents);
      },
    ),
    { numRuns: 60 },
  );
});

test("excluding a month never changes another month's figures", () => {
  fc.assert(
    fc.property(fc.array(eventArb, { maxLength: 80 }), fc.integer({ min: 0, max: 2 }), (events, drop) => {
      const statements = chain(events, 1_000_000);
      const full = analyzePacket({ statements });
      // the calculator: an excluded month weighs exactly as much as an absent one
      const req = full.withholdRequest!;
      const excluded = { ...req, months: req.months.map((m, i) => (i === drop ? { ...m, excluded: true } : m)) };
      const absent = { ...req, months: req.months.filter((_, i) => i !== drop) };
      const a = computeWithhold(excluded);
      const b = computeWithhold(absent);
      assert.deepEqual({ ...a, months_excluded: [] }, b);
      // the pipeline: a month's own cash figures do not depend on the other statements
      const without = analyzePacket({ statements: statements.filter((_, i) => i !== drop) });
      const own = (m: (typeof full.months)[number]) => [
        m.deposits_total,
        m.withdrawals_total,
        m.true_revenue,
        m.starting_balance,
        m.ending_balance,
        m.average_balance,
        m.negative_balance_days,
        m.nsf_count,
      ];
      for (const m of without.months) assert.deepEqual(own(m), own(full.months.find((x) => x.month === m.month)!));
    }),
    { numRuns: 40 },
  );
});

test('loans never move the withhold', () => {
  const loanDays = days('2025-01-01', '2025-03-31', (d) => isBusinessDay(d) && new Date(d).getUTCDay() === 2);
  fc.assert(
    fc.property(
      fc.array(eventArb, { maxLength: 80 }),
      fc.integer({ min: 1_000, max: 500_000 }),
      fc.constantFrom('ONDECK CAPITAL PAYMENT', 'SBA LOAN PMT', 'LOAN PMT 0042'),
      (events, pay, desc) => {
        const base = analyzePacket({ statements: chain(events, 2_000_000) }).underwriting!;
        const withLoan = analyzePacket({
          statements: chain(
            [
              ...events,
              ...loanDays.map((d) => ({ date: d, description: desc, type: 'debit' as const, amountCents: pay })),
            ],
            2_000_000,
          ),
        }).underwriting!;
        const pick = (u: typeof base) => [
          u.existing_mca_monthly_payment,
          u.existing_mca_daily_payment,
          u.current_withhold_pct,
          u.holdback_pct_avg,
          u.active_positions,
          u.priced_positions,
          u.is_stacked,
          u.ebitda_margin_pct,
          u.remaining_withhold_pct_ebitda,
          u.avg_monthly_revenue,
        ];
        assert.deepEqual(pick(withLoan), pick(base));
      },
    ),
    { numRuns: 40 },
  );
});
