import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzePacket } from '../../../src/pipeline/aggregate/analyze.ts';
import { isBusinessDay } from '../../../src/pipeline/calendar.ts';
import { days, statementOf, type Event } from './packet.ts';
import { formatCents } from '../../../src/money.ts';

const FROM = '2025-04-01';
const TO = '2025-05-31';
const sales = (): Event[] =>
  days(FROM, TO, isBusinessDay).map((d, i) => ({
    date: d,
    description: `STRIPE TRANSFER ST-${i}A`,
    amountCents: 250_000,
    type: 'credit',
  }));
const packet = (events: Event[]) =>
  [
    statementOf('apr', 'acct-1', '1111', FROM, '2025-04-30', 5_000_000, events),
    statementOf('may', 'acct-1', '1111', '2025-05-01', TO, 0, events),
  ].map((s, i, all) =>
    i === 1 ? statementOf('may', 'acct-1', '1111', '2025-05-01', TO, all[0].closingCents, events) : s,
  );

test('an amount change keeps one position, paying the new amount', () => {
  const biz = days(FROM, TO, isBusinessDay);
  const ev = [
    ...sales(),
    ...biz.map((d) => ({
      date: d,
      description: 'LIBERTAS FUNDIN 88123',
      amountCents: d < '2025-05-01' ? 60_000 : 42_500,
      type: 'debit' as const,
    })),
  ];
  const r = analyzePacket({ statements: packet(ev) });
  assert.equal(r.positions.length, 1);
  const p = r.positions[0];
  assert.equal(p.cadence, 'daily');
  assert.equal(p.payment_amount, '425.00');
  assert.ok(p.detection_reason_codes.includes('amount_changed'));
  assert.equal(p.occurrences, biz.length);
});

test('two advances from one funder at once are two positions, and stacked', () => {
  const biz = days(FROM, TO, isBusinessDay);
  const ev = [
    ...sales(),
    ...biz.flatMap((d) => [
      { date: d, description: 'ACH DEBIT MANTIS FUNDING 1', amountCents: 30_000, type: 'debit' as const },
      { date: d, description: 'ACH DEBIT MANTIS FUNDING 2', amountCents: 75_000, type: 'debit' as const },
    ]),
  ];
  const r = analyzePacket({ statements: packet(ev) });
  assert.equal(r.positions.length, 2);
  assert.ok(r.positions.every((p) => p.funder === 'Mantis Funding' && p.counted_in_withhold));
  assert.notEqual(r.positions[0].id, r.positions[1].id);
  const ids = new Set(
    r.transactionsByDocument.apr.filter((t) => t.counterparty === 'Mantis Funding').map((t) => t.mca_position_id),
  );
  assert.equal(ids.size, 2);
  assert.equal(r.underwriting!.is_stacked, true);
  assert.equal(r.underwriting!.existing_mca_monthly_payment, (300 + 750) * 21);
});

test('an unnamed fixed daily debit with its funding is a counted MCA; an unnamed weekly payee is a possible position, flagged and not counted', () => {
  const biz = days(FROM, TO, isBusinessDay);
  const ev = [
    ...sales(),
    ...biz.map((d) => ({
      date: d,
      description: 'ACH DEBIT BLUE OCEAN VENTURES 4471 CCD',
      amountCents: 39_900,
      type: 'debit' as const,
    })),
    {
      date: '2025-04-01',
      description: 'ACH CREDIT BLUE OCEAN VENTURES 4471 CCD',
      amountCents: 2_500_000,
      type: 'credit' as const,
    },
    ...days(FROM, TO, (d) => new Date(d).getUTCDay() === 2).map((d) => ({
      date: d,
      description: 'ACH DEBIT NORTHWIND SUPPLY 1234',
      amountCents: 180_000,
      type: 'debit' as const,
    })),
  ];
  const r = analyzePacket({ statements: packet(ev) });
  assert.equal(r.positions.length, 2);
  const p = r.positions.find((x) => x.funder === 'Blue Ocean Ventures')!;
  assert.ok(p.detection_reason_codes.includes('unnamed_daily_debit'));
  assert.ok(p.detection_reason_codes.includes('evidence_funding_linked'));
  assert.equal(p.evidence_strength, 'strong');
  assert.equal(p.counted_in_withhold, true);
  const weekly = r.positions.find((x) => x.funder === 'Northwind Supply')!;
  assert.equal(weekly.cadence, 'weekly');
  assert.equal(weekly.evidence_strength, 'moderate');
  assert.ok(weekly.detection_reason_codes.includes('unconfirmed_unnamed_stream'));
  assert.equal(weekly.counted_in_withhold, false, 'an unconfirmed unnamed stream stays out of the withhold');
  assert.ok(r.reviewReasons.includes('position_unnamed_payee:Northwind Supply:weekly:moderate'));
  assert.equal(p.linked_funding?.length, 1, 'the unnamed credit from the same party is its funding');
  assert.equal(
    r.months[0].true_revenue,
    formatCents(250_000 * days(FROM, '2025-04-30', isBusinessDay).length),
    'April revenue is the sales only',
  );
  assert.equal(r.months[0].mca_funding_total, '25000.00');
  assert.equal(r.transactionsByDocument.apr.find((t) => t.description.includes('BLUE OCEAN'))!.category, 'mca_payment');
  assert.equal(r.transactionsByDocument.apr.find((t) => t.description.includes('NORTHWIND'))!.category, 'unknown');
});

test('model financing claims are checked against the rows by cadence', () => {
  const ev = [
    ...sales(),
    ...days(FROM, TO, (d) => new Date(d).getUTCDay() === 4).map((d) => ({
      date: d,
      description: 'ACH DEBIT ORCHARD BRIDGE CAP 7781',
      amountCents: 250_000,
      type: 'debit' as const,
    })),
    ...days(FROM, TO, isBusinessDay).map((d) => ({
      date: d,
      description: 'ACH DEBIT CREDIBLY 5512',
      amountCents: 31_000,
      type: 'debit' as const,
    })),
  ];
  const r = analyzePacket({
    statements: packet(ev),
    financingClaims: [
      {
        funder: 'Orchard Bridge Capital',
        counterparty: 'ORCHARD BRIDGE CAP',
        kind: 'mca',
        cadence: 'weekly',
        payment_amount: 2500,
      },
      { funder: 'Credibly', kind: 'mca', cadence: 'weekly', payment_amount: 310 },
      { funder: 'Ghost Funding', kind: 'mca', cadence: 'daily', payment_amount: 500 },
    ],
  });
  const orchard = r.positions.find((p) => p.funder === 'Orchard Bridge Capital')!;
  assert.equal(orchard.cadence, 'weekly');
  assert.equal(orchard.evidence, 'model_and_cadence');
  assert.equal(orchard.counted_in_withhold, true);
  const credibly = r.positions.find((p) => p.funder === 'Credibly')!;
  assert.equal(credibly.cadence, 'daily', 'the rows, not the claim, give the cadence');
  assert.ok(credibly.detection_reason_codes.includes('not_claimed_by_model'));
  assert.deepEqual(
    r.claimChecks.map((c) => [c.claim.funder, c.accepted, c.reason]),
    [
      ['Orchard Bridge Capital', true, 'rows_confirm_cadence'],
      ['Credibly', false, 'cadence_or_amount_contradicted'],
      ['Ghost Funding', false, 'no_matching_rows'],
    ],
  );
  assert.ok(r.reviewReasons.includes('financing_claim_rejected:Ghost Funding:no_matching_rows'));
  assert.ok(!r.positions.some((p) => p.funder === 'Ghost Funding'));
  assert.equal(r.underwriting!.existing_mca_monthly_payment, 2500 * 4 + 310 * 21);
});

test('a model claim may turn an MCA into a loan, and then it leaves the withhold', () => {
  const ev = [
    ...sales(),
    ...days(FROM, TO, isBusinessDay).map((d) => ({
      date: d,
      description: 'ACH DEBIT RAPID FINANCE 5512',
      amountCents: 31_000,
      type: 'debit' as const,
    })),
  ];
  const r = analyzePacket({
    statements: packet(ev),
    financingClaims: [{ funder: 'Rapid Finance', kind: 'loan', cadence: 'daily' }],
  });
  const p = r.positions[0];
  assert.equal(p.kind, 'loan');
  assert.ok(p.detection_reason_codes.includes('kind_from_model:loan'));
  assert.equal(p.counted_in_withhold, false);
  assert.equal(r.underwriting!.existing_mca_monthly_payment, 0);
  assert.equal(r.transactionsByDocument.apr.find((t) => t.description.includes('RAPID'))!.counted_as, 'loan_payment');
  assert.equal(r.months[0].mca_debits_total, '0.00');
  assert.notEqual(r.months[0].loan_payments_total, '0.00');
});

test('one monthly SBA or OnDeck payment in the packet is a loan position, reported and never counted', () => {
  for (const description of ['ACH DEBIT US SMALL BUSINESS SBA LOAN 0042', 'ONDECK CAPITAL PAYMENT 7781']) {
    const ev = [...sales(), { date: '2025-04-07', description, amountCents: 120_205, type: 'debit' as const }];
    const r = analyzePacket({ statements: [statementOf('apr', 'acct-1', '1111', FROM, '2025-04-30', 5_000_000, ev)] });
    assert.equal(r.positions.length, 1, description);
    const p = r.positions[0];
    assert.equal(p.kind, 'loan');
    assert.equal(p.payment_amount, '1202.05');
    assert.equal(p.occurrences, 1);
    assert.equal(p.counted_in_withhold, false);
    assert.ok(p.detection_reason_codes.includes('single_payment'));
    assert.equal(r.underwriting!.existing_mca_monthly_payment, 0);
    assert.equal(r.transactionsByDocument.apr.find((t) => t.description === description)!.counted_as, 'loan_payment');
  }
});
