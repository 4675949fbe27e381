// Real UK statements end to end (anonymised HSBC UK current, savings and credit-card statements copied to
// test/fixtures/statements-real with their truth.tsv rows): extract → split → layout read + gate, one
// file per failure class, checked against the hand-read truth. A copy with an altered amount never verifies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { extractCached } from '../../helpers/page-cache.ts';
import { splitFile } from '../../../src/pipeline/split/index.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { toCents } from '../../../src/money.ts';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/statements-real');
const [head, ...body] = fs
  .readFileSync(path.join(DIR, 'truth.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim());
const cols = head.split('\t');
const truth = new Map(
  body.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v]))).map((r) => [r.file, r]),
);

// One file per class; last 4 as printed under "Account Number" / "Card number" on page 1.
const CASES: Array<[file: string, last4: string, why: string]> = [
  ['uk-hsbc/uk-hsbc-cur1-2019-07.pdf', '1111', 'cut labels, day-first month-name dates, paid out / paid in'],
  ['uk-hsbc/uk-hsbc-cur2-2021-02.pdf', '5678', 'balances carried/brought forward per page, overdrawn "D" balances'],
  ['uk-hsbc/uk-hsbc-sav2-2021-02.pdf', '4321', 'opening balance digits cut by the text layer ("6,0 0 0.04")'],
  ['uk-hsbc/uk-hsbc-sav1-2022-03.pdf', '3333', 'no activity in the period: printed totals 0.00'],
  ['uk-hsbc/uk-hsbc-cc-2023-01.pdf', '0000', 'credit card: previous + debits - credits = new, two date columns'],
  ['uk-hsbc/uk-hsbc-bad-03.pdf', '3333', 'tampered wording only: the ledger still verifies'],
  ['uk-hsbc/uk-hsbc-bad-02.pdf', '5678', 'tampered amount: must never verify'],
];

for (const [file, last4, why] of CASES) {
  test(`real UK statement ${file} (${why})`, async () => {
    const t = truth.get(file);
    assert.ok(t, `${file} has a truth row`);
    const ex = await extractCached(new Uint8Array(fs.readFileSync(path.join(DIR, file))));
    const segs = splitFile(ex.pages, ex.modes).segments.filter((s) => s.kind === 'bank_statement');
    assert.equal(segs.length, 1, 'one statement');
    const r = readStatement(ex.pages.filter((p) => segs[0].pages.includes(p.page)));
    assert.equal(r.gate.verified, t.expect === 'verified', r.gate.reasons.join(', '));
    if (t.expect !== 'verified') assert.ok(r.gate.reasons.length > 0);
    assert.equal(r.statementKind === 'credit_card', t.account_type === 'credit card');
    assert.equal(r.periodEnd, t.period_end);
    assert.equal(r.periodStart ?? '', t.period_start);
    // Credit cards print amounts owed unsigned; truth keeps them unsigned.
    assert.equal(Math.abs(r.accounts[0].opening?.cents ?? NaN), toCents(t.opening_balance));
    assert.equal(Math.abs(r.accounts[0].closing?.cents ?? NaN), toCents(t.closing_balance));
    assert.equal(r.accountLast4, last4);
    assert.match(r.institution ?? '', /^HSBC UK\b/);
    if (r.gate.verified) assert.equal(r.rows.length, Number(t.transaction_rows));
  });
}
