// The layout engine over the fixture generator's statements (each layout modelled on a US bank's style):
// every row must come out exactly as the truth file says (date, amount, type, running balance, page),
// header fields must match, and the gate must verify. Tampered variants must not verify.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LAYOUTS } from '../../../scripts/generator/index.ts';
import { corpusFixtures, extractCached, statementFixture } from '../../helpers/page-cache.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { formatCents } from '../../../src/money.ts';
import type { TruthStatement } from '../../../scripts/generator/truth.ts';

const rowKey = (r: {
  date: string;
  amount: string;
  type: string;
  running_balance: string | null;
  page: number;
}): string => `${r.date} ${r.type} ${r.amount} ${r.running_balance ?? '-'} p${r.page}`;

function truthRows(t: TruthStatement): string[] {
  return t.transactions.map((x) => rowKey(x));
}

for (const layout of LAYOUTS) {
  test(`${layout.name} (${layout.family}): rows exactly as printed, header fields, verified`, async () => {
    const fx = await statementFixture(layout.name, 1, { month: 0 });
    const ex = await extractCached(fx.pdf);
    const truth = fx.truth.statements[0];
    const read = readStatement(ex.pages.filter((p) => truth.pages.includes(p.page)));
    const got = read.rows.map((r) =>
      rowKey({
        date: r.date,
        amount: formatCents(r.amountCents),
        type: r.type,
        running_balance: r.balanceCents === null ? null : formatCents(r.balanceCents),
        page: r.page,
      }),
    );
    assert.deepEqual([...got].sort(), truthRows(truth).sort());
    assert.equal(read.periodStart, truth.period_start);
    assert.equal(read.periodEnd, truth.period_end);
    assert.equal(read.accountLast4, truth.account_number_last4);
    assert.equal(read.routingNumber, truth.routing_number);
    assert.equal(read.accounts.length, truth.accounts.length);
    read.accounts.forEach((a, i) => {
      assert.equal(a.opening && formatCents(a.opening.cents), truth.accounts[i].opening_balance);
      assert.equal(a.closing && formatCents(a.closing.cents), truth.accounts[i].closing_balance);
    });
    assert.equal(read.gate.verified, true, read.gate.reconciliationReason ?? '');
  });
}

test('tampered statements are never verified', async () => {
  const corpus = await corpusFixtures({ months: 1, packets: false, tampered: true });
  const tampered = corpus.filter((f) => f.truth.statements.some((s) => s.tampered));
  assert.ok(tampered.length >= 3, `the corpus holds tampered statements (${tampered.length})`);
  for (const fx of tampered) {
    const ex = await extractCached(fx.pdf);
    for (const truth of fx.truth.statements.filter((s) => s.tampered)) {
      const read = readStatement(ex.pages.filter((p) => truth.pages.includes(p.page)));
      assert.equal(read.gate.verified, false, `${fx.name} verified: ${read.gate.reconciliationReason}`);
      assert.ok(read.gate.reasons.length > 0);
    }
  }
});
