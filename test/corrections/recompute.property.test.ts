// Property: a job with no active correction recomputes to exactly its own result. The pipeline's
// aggregate step and the corrections' recomputation are one function (aggregate/metrics.ts); this pins
// that over random ledgers with named, unnamed and weekly financing streams, funding, fees and
// transfers, one or two accounts, calendar months or statement cycles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyCorrections } from '../../src/corrections/apply.ts';
import { analyzePacket, type AnalyzeStatement } from '../../src/pipeline/aggregate/analyze.ts';
import { addDays, isBusinessDay, weekday } from '../../src/pipeline/calendar.ts';
import { formatCents } from '../../src/money.ts';
import type { Result } from '../../src/schemas/result.ts';
import { statementOf, type Event } from '../pipeline/aggregate/packet.ts';

const OTHER: Array<[string, 'credit' | 'debit']> = [
  ['SQUARE INC DES:SQ ID:1', 'credit'],
  ['MOBILE DEPOSIT', 'credit'],
  ['ZELLE FROM JANE DOE', 'credit'],
  ['ACH CREDIT NORTHPOINT HOLDINGS 44', 'credit'],
  ['KAPITUS FUNDING 8841', 'credit'],
  ['GUSTO NET PAY', 'debit'],
  ['NSF FEE', 'debit'],
  ['CHECK 1001', 'debit'],
  ['ONLINE TRANSFER TO SAV ...5678', 'debit'],
  ['ONDECK CAPITAL PAYMENT', 'debit'],
];
const STREAMS = ['ACH DEBIT KAPITUS SERVICI 8841', 'ACH DEBIT NORTHPOINT HOLDINGS 44', 'WEB PMT QX LEDGER 7'];

const streamArb = fc.record({
  name: fc.constantFrom(...STREAMS),
  cents: fc.integer({ min: 5_000, max: 90_000 }),
  weekly: fc.boolean(),
  start: fc.integer({ min: 0, max: 40 }),
  length: fc.integer({ min: 2, max: 80 }),
});
const eventArb = fc
  .record({
    day: fc.integer({ min: 0, max: 91 }),
    kind: fc.integer({ min: 0, max: OTHER.length - 1 }),
    cents: fc.integer({ min: 1, max: 2_000_000 }),
  })
  .map(({ day, kind, cents }): Event => ({
    date: addDays('2025-01-01', day),
    description: OTHER[kind][0],
    type: OTHER[kind][1],
    amountCents: cents,
  }));

function streamEvents(s: { name: string; cents: number; weekly: boolean; start: number; length: number }): Event[] {
  const out: Event[] = [];
  for (let d = addDays('2025-01-01', s.start); out.length < s.length && d <= '2025-04-15'; d = addDays(d, 1))
    if (isBusinessDay(d) && (!s.weekly || weekday(d) === 2))
      out.push({ date: d, description: s.name, type: 'debit', amountCents: s.cents });
  return out;
}

/** Consecutive statements of one account, by calendar month or by a cycle closing on `cycleDay`. */
function account(key: string, suffix: string, events: Event[], cycleDay: number | null): AnalyzeStatement[] {
  const periods = cycleDay
    ? [
        ['2025-01-' + String(cycleDay + 1).padStart(2, '0'), '2025-02-' + String(cycleDay).padStart(2, '0')],
        ['2025-02-' + String(cycleDay + 1).padStart(2, '0'), '2025-03-' + String(cycleDay).padStart(2, '0')],
      ]
    : [
        ['2025-01-01', '2025-01-31'],
        ['2025-02-01', '2025-02-28'],
        ['2025-03-01', '2025-03-31'],
      ];
  let opening = 1_000_000;
  return periods.map(([from, to], i) => {
    const s = statementOf(`${key}-${i}`, key, suffix, from, to, opening, events);
    opening = s.closingCents;
    return s;
  });
}

/** The parts of a Result the recomputation reads, as the pipeline assembles them. */
function resultOf(statements: AnalyzeStatement[]): Result {
  const a = analyzePacket({ statements });
  return {
    statements: statements.map((s) => ({
      document_id: s.documentId,
      period_start: s.periodStart,
      period_end: s.periodEnd,
      opening_balance: formatCents(s.openingCents),
      transactions: a.transactionsByDocument[s.documentId],
      category_counts: a.categoryCountsByDocument[s.documentId].category_counts,
    })),
    accounts: a.accounts,
    months: a.months,
    ...(a.statementMonths ? { statement_months: a.statementMonths } : {}),
    positions: a.positions,
    underwriting: a.underwriting,
    pipeline: { financing_claims: a.claimChecks },
    submission_packet: {},
  } as unknown as Result;
}

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x));

test('a job with no active correction recomputes to exactly its own months, positions, block and rows', () => {
  fc.assert(
    fc.property(
      fc.array(streamArb, { maxLength: 3 }),
      fc.array(eventArb, { maxLength: 80 }),
      fc.boolean(),
      fc.constantFrom(null, 8, 15, 19),
      (streams, others, twoAccounts, cycleDay) => {
        const events = [...others, ...streams.flatMap(streamEvents)];
        const statements = account('bank-1234', '1234', events, cycleDay);
        if (twoAccounts)
          statements.push(
            ...account(
              'bank-5678',
              '5678',
              events.filter((_, i) => i % 3 === 0),
              null,
            ),
          );
        const computed = plain(resultOf(statements));
        const { result, unapplied } = applyCorrections(computed, []);
        assert.deepEqual(unapplied, []);
        if (cycleDay) assert.ok(computed.statement_months?.length, 'cycle statements give statement months');
        for (const k of ['months', 'statement_months', 'positions', 'underwriting', 'statements', 'accounts'] as const)
          assert.deepEqual(plain(result[k] ?? null), computed[k] ?? null, k);
      },
    ),
    { numRuns: 60 },
  );
});
