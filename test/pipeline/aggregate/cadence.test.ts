import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  bankHolidays,
  businessDaysBetween,
  isBusinessDay,
  nextBusinessDay,
  addDays,
} from '../../../src/pipeline/calendar.ts';
import { detectCadence, expectedNext, isActiveAt } from '../../../src/pipeline/aggregate/cadence.ts';

const bizDays = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isBusinessDay(d)) out.push(d);
  return out;
};

test('Federal Reserve holidays are computed for any year', () => {
  assert.deepEqual([...bankHolidays(2025)].sort(), [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-10-13',
    '2025-11-11',
    '2025-11-27',
    '2025-12-25',
  ]);
  // 2022: New Year on Saturday is not moved; Christmas on Sunday observed Monday 26th
  const h22 = bankHolidays(2022);
  assert.ok(!h22.has('2021-12-31') && !h22.has('2022-01-01'));
  assert.ok(h22.has('2022-12-26'));
  assert.ok(!bankHolidays(2021).has('2021-06-18'), 'Juneteenth starts in 2022');
  assert.ok(bankHolidays(2031).has('2031-11-27'), 'Thanksgiving 2031 is the 4th Thursday');
});

test('business days skip weekends and holidays', () => {
  assert.equal(nextBusinessDay('2025-01-17'), '2025-01-21', 'Friday → Tuesday over MLK day');
  assert.equal(nextBusinessDay('2024-12-31'), '2025-01-02');
  assert.equal(businessDaysBetween('2025-01-17', '2025-01-21'), 1);
  assert.equal(businessDaysBetween('2025-01-21', '2025-01-17'), -1);
  assert.equal(businessDaysBetween('2025-01-21', '2025-01-21'), 0);
});

test('daily debits over holidays and weekends are daily', () => {
  const dates = bizDays('2024-11-20', '2025-01-24'); // Thanksgiving, Christmas, New Year, MLK
  const r = detectCadence(dates);
  assert.equal(r.cadence, 'daily');
  assert.equal(r.skipped, 0);
});

test('daily with skipped days stays daily and counts the skips', () => {
  const dates = bizDays('2025-03-03', '2025-04-11').filter((_, i) => i % 9 !== 4);
  const r = detectCadence(dates);
  assert.equal(r.cadence, 'daily');
  assert.equal(r.skipped, 3);
});

test('weekly, with a payment rolled past a holiday Monday', () => {
  const mondays = [
    '2025-01-06',
    '2025-01-13',
    '2025-01-21',
    '2025-01-27',
    '2025-02-03',
    '2025-02-10',
    '2025-02-18',
    '2025-02-24',
  ];
  assert.equal(detectCadence(mondays).cadence, 'weekly');
  assert.equal(expectedNext('2025-02-24', 'weekly'), '2025-03-03');
});

test('biweekly and monthly', () => {
  assert.equal(
    detectCadence(['2025-01-03', '2025-01-17', '2025-01-31', '2025-02-14', '2025-02-28']).cadence,
    'biweekly',
  );
  assert.equal(detectCadence(['2025-01-15', '2025-02-18', '2025-03-17', '2025-04-15']).cadence, 'monthly');
  assert.equal(expectedNext('2025-01-31', 'monthly'), '2025-02-28');
  assert.equal(expectedNext('2025-02-14', 'monthly'), '2025-03-14');
});

test('scattered dates are irregular; too few occurrences are irregular', () => {
  assert.equal(
    detectCadence(['2025-01-02', '2025-01-09', '2025-01-30', '2025-02-03', '2025-03-20']).cadence,
    'irregular',
  );
  assert.equal(detectCadence(['2025-01-02', '2025-01-03', '2025-01-06']).cadence, 'irregular');
  assert.equal(detectCadence(['2025-01-02']).cadence, 'irregular');
});

test('a stopped position is inactive relative to the period end, never the clock', () => {
  assert.equal(isActiveAt('2025-03-28', 'daily', '2025-03-31'), true);
  assert.equal(isActiveAt('2025-03-20', 'daily', '2025-03-31'), false);
  assert.equal(isActiveAt('2025-03-26', 'weekly', '2025-03-31'), true);
  assert.equal(isActiveAt('2025-02-19', 'weekly', '2025-03-31'), false);
  assert.equal(expectedNext('2025-01-17', 'daily'), '2025-01-21', 'next business day for daily');
});
