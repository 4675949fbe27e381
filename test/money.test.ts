// Money is integer cents inside and decimal strings at the edge: every parser and formatter lives in
// src/money.ts, so these are the cases a statement, an application or a calculator request can carry.
import assert from 'node:assert/strict';
import test from 'node:test';
import {
  amountToCents,
  formatCents,
  formatMicros,
  MoneyError,
  numberToCents,
  parsePrintedAmount,
  printedCents,
  statedCents,
  sumCents,
  toCents,
  toMicros,
} from '../src/money.ts';

test('decimal strings and cents round-trip exactly', () => {
  assert.equal(toCents('1234.5'), 123450);
  assert.equal(toCents('-0.07'), -7);
  assert.equal(formatCents(123456), '1234.56');
  assert.equal(formatCents(-5), '-0.05');
  for (const c of [0, 1, -1, 99, 100, 123456789, -987654321]) assert.equal(toCents(formatCents(c)), c);
  assert.throws(() => toCents('1.234'), MoneyError);
  assert.throws(() => sumCents([1, 0.5]), MoneyError);
});

test('a JSON number becomes cents on its digits, half away from zero', () => {
  assert.equal(numberToCents(0.1 + 0.2), 30);
  assert.equal(numberToCents(1.005), 101); // Math.round(1.005 * 100) is 100
  assert.equal(numberToCents(-2.675), -268);
});

test('a calculator amount takes a number or a decimal string of any precision', () => {
  assert.equal(amountToCents('1450.00'), 145000);
  assert.equal(amountToCents('1450.125'), 145013);
  assert.equal(amountToCents('-3'), -300);
  assert.equal(amountToCents(1450.5), 145050);
  assert.throws(() => amountToCents('12,00'), MoneyError);
});

test('a figure typed on an application: currency signs and grouping are ignored, words are not an amount', () => {
  assert.equal(statedCents('$45,000'), 4_500_000);
  assert.equal(statedCents('USD 1,200.50'), 120_050);
  assert.equal(statedCents(1450.5), 145_050);
  assert.equal(statedCents('about forty grand'), null);
  assert.equal(statedCents(Number.NaN), null);
  assert.equal(statedCents(null), null);
});

test('printed amounts: every sign a statement uses, cents from the digits', () => {
  assert.deepEqual(parsePrintedAmount('1,234.56'), { cents: 123456, negative: false, mark: null });
  assert.deepEqual(parsePrintedAmount('(12.00)'), { cents: 1200, negative: true, mark: 'paren' });
  assert.deepEqual(parsePrintedAmount('12.00-'), { cents: 1200, negative: true, mark: 'trailing_minus' });
  assert.deepEqual(parsePrintedAmount('\u2212$1.00'), { cents: 100, negative: true, mark: 'minus' });
  assert.deepEqual(parsePrintedAmount('916.42 D'), { cents: 91642, negative: true, mark: 'dr' });
  assert.deepEqual(parsePrintedAmount('916.42 OD'), { cents: 91642, negative: true, mark: 'dr' });
  assert.deepEqual(parsePrintedAmount('916.42OD'), { cents: 91642, negative: true, mark: 'dr' });
  assert.deepEqual(parsePrintedAmount('USD 1,234.56'), { cents: 123456, negative: false, mark: null });
  assert.deepEqual(parsePrintedAmount('-US$5.00'), { cents: 500, negative: true, mark: 'minus' });
  assert.deepEqual(parsePrintedAmount('$1.00CR'), { cents: 100, negative: false, mark: 'cr' });
  assert.equal(parsePrintedAmount('1,23.45'), null); // bad grouping
  assert.equal(parsePrintedAmount('(12.00'), null); // unbalanced parenthesis
  assert.equal(parsePrintedAmount('1234'), null); // a statement amount has cents
  assert.equal(parsePrintedAmount('1,234', { wholeUnits: true })?.cents, 123400);
});

test('a printed amount read by a model becomes signed cents', () => {
  assert.equal(printedCents('$1,234.56'), 123456);
  assert.equal(printedCents('(12.00)'), -1200);
  assert.equal(printedCents('-0.00'), 0);
  assert.equal(printedCents('1,234'), 123400);
  assert.equal(printedCents('n/a'), null);
  assert.equal(printedCents(null), null);
});

test('model costs in millionths of a dollar: two to six places, exact totals', () => {
  assert.equal(formatMicros(75_840), '0.07584');
  assert.equal(formatMicros(2_000_000), '2.00');
  assert.equal(formatMicros(1), '0.000001');
  assert.equal(formatMicros(-1_500_000), '-1.50');
  assert.equal(toMicros('0.07584'), 75_840);
  assert.equal(toMicros('1.2345678'), 1_234_567);
  assert.equal(toMicros(0.000002), 2);
  for (const m of [0, 1, 75_840, 123_456_789]) assert.equal(toMicros(formatMicros(m)), m);
  assert.throws(() => toMicros('$1'), MoneyError);
});

test('printed amounts: the currency outside the parentheses, a zero without its leading digit', () => {
  assert.deepEqual(parsePrintedAmount('$(1,785.93)'), { cents: 178593, negative: true, mark: 'paren' });
  assert.deepEqual(parsePrintedAmount('.00'), { cents: 0, negative: false, mark: null });
  assert.deepEqual(parsePrintedAmount('$.45'), { cents: 45, negative: false, mark: null });
  assert.deepEqual(parsePrintedAmount('-123.34OD'), { cents: 12334, negative: true, mark: 'minus' });
  // still no amount: a lone point, digits without cents where cents are required, unbalanced parentheses
  assert.equal(parsePrintedAmount('.'), null);
  assert.equal(parsePrintedAmount('1,785'), null);
  assert.equal(parsePrintedAmount('$(1,785.93'), null);
});
