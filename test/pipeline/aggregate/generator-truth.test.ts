// Against the fixture generator's truth (when present): true revenue must equal the generator's
// revenue-hinted rows to the cent, and every generated financing stream must become a position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzePacket, type AnalyzeStatement } from '../../../src/pipeline/aggregate/analyze.ts';
import { toCents } from '../../../src/money.ts';
import { categorizeDescription } from '../../../src/pipeline/categorize/rules.ts';

test('generated ledgers: revenue to the cent, one position per financing stream', async (t) => {
  let gen: typeof import('../../../scripts/generator/ledger.ts');
  let describe: typeof import('../../../scripts/generator/descriptions.ts').describe;
  try {
    gen = await import('../../../scripts/generator/ledger.ts');
    describe = (await import('../../../scripts/generator/descriptions.ts')).describe;
  } catch {
    t.skip('fixture generator not present');
    return;
  }
  const styles = ['chase', 'bofa', 'wells', 'plain', 'cu', 'capone'] as const;
  for (const [i, size] of (['long', 'medium', 'medium', 'long'] as const).entries()) {
    const s = gen.generateSeries(
      {
        size,
        firstYear: 2024,
        firstMonth: 11,
        cycleDay: i === 3 ? 15 : null,
        months: 4,
        savings: true,
        stressed: i % 2 === 1,
      },
      `truth-${i}`,
    );
    const style = styles[i % styles.length];
    const statements: AnalyzeStatement[] = s.accounts.flatMap((a) =>
      s.periods.map((p, k) => {
        const before = a.rows.filter((r) => r.date < p.start);
        const rows = a.rows.filter((r) => r.date >= p.start && r.date <= p.end);
        return {
          documentId: `${a.id}-${k}`,
          verified: true,
          accountKey: a.id,
          accountSuffix: a.last4,
          institution: 'Gen Bank',
          periodStart: p.start,
          periodEnd: p.end,
          openingCents: before.length ? before[before.length - 1].balance : a.opening,
          closingCents: rows.length ? rows[rows.length - 1].balance : 0,
          rows: rows.map((r, j) => ({
            index: j + 1,
            date: r.date,
            description: describe(r, style, s.business.name).join(' '),
            amountCents: r.amount,
            type: r.type,
            balanceCents: r.balance,
            page: 1,
            accountSectionId: null,
            accountNumberSuffix: a.last4,
          })),
        };
      }),
    );
    const r = analyzePacket({ statements });
    const allRows = s.accounts.flatMap((a) => a.rows);
    for (const m of r.months) {
      const want = allRows
        .filter((x) => x.category === 'revenue' && x.date.startsWith(m.month))
        .reduce((a, x) => a + x.amount, 0);
      assert.equal(toCents(m.true_revenue), want, `seed ${i} ${m.month} true revenue`);
      assert.equal(
        m.partial_period,
        i === 3 && (m === r.months[0] || m === r.months[r.months.length - 1]),
        `seed ${i} ${m.month} partial`,
      );
    }
    const streams = new Set(
      allRows
        .filter((x) => x.category === 'mca_payment')
        .map((x) => categorizeDescription(x.party.split('|')[0], 'debit').counterparty),
    );
    const found = new Set(
      r.positions.filter((p) => p.cadence === 'daily' || p.cadence === 'weekly').map((p) => p.funder),
    );
    for (const f of streams) assert.ok(found.has(f), `seed ${i}: stream ${f} not among positions ${[...found]}`);
    const loans = allRows.some((x) => x.kind === 'loan_payment');
    assert.equal(
      r.positions.some((p) => p.kind === 'loan' && !p.counted_in_withhold),
      loans || r.positions.some((p) => p.kind === 'loan'),
      `seed ${i} loans`,
    );
  }
});
