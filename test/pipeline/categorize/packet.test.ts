import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  categorizePacket,
  modelGroups,
  toTransaction,
  type CategorizeStatementInput,
} from '../../../src/pipeline/categorize/index.ts';
import type { LedgerRow } from '../../../src/pipeline/types.ts';

let n = 0;
const row = (date: string, description: string, dollars: number, type: 'credit' | 'debit'): LedgerRow => ({
  index: ++n,
  date,
  description,
  amountCents: Math.round(dollars * 100),
  type,
  balanceCents: null,
  page: 1,
  accountSectionId: null,
  accountNumberSuffix: null,
});

function twoAccounts(): CategorizeStatementInput[] {
  n = 0;
  return [
    {
      documentId: 'chk',
      accountKey: 'chk-1234',
      accountSuffix: '1234',
      rows: [
        row('2025-03-03', 'ONLINE TRANSFER TO SAV ...5678', 2500, 'debit'),
        row('2025-03-04', 'WITHDRAWAL', 700, 'debit'),
        row('2025-03-05', 'SQUARE INC DES:SQ250305', 1800, 'credit'),
        row('2025-03-06', 'DEPOSIT', 900, 'credit'),
        row('2025-03-07', 'ONLINE TRANSFER TO CHK ...9999', 300, 'debit'),
        row('2025-03-10', 'ACH DEBIT KAPITUS SERVICI 8841 CCD ID 1234', 450, 'debit'),
        row('2025-03-11', 'ACH DEBIT KAPITUS SERVICI 8841 CCD ID 1234', 450, 'debit'),
      ],
    },
    {
      documentId: 'sav',
      accountKey: 'sav-5678',
      accountSuffix: '5678',
      rows: [
        row('2025-03-04', 'TRANSFER FROM CHECKING', 2500, 'credit'),
        row('2025-03-04', 'COUNTER DEPOSIT', 700, 'credit'),
      ],
    },
  ];
}

test('own-account transfers are matched across statements; lone amount matches are not', () => {
  const cat = categorizePacket(twoAccounts());
  const [chk, sav] = cat.statements;
  assert.equal(chk.rows[0].category, 'transfer');
  assert.match(chk.rows[0].reason, /^transfer:own_account_match:sav-5678/);
  assert.equal(chk.rows[0].counterparty, 'Own account x5678');
  assert.equal(sav.rows[0].category, 'transfer');
  assert.equal(sav.rows[0].counterparty, 'Own account x1234');
  // WITHDRAWAL 700 and COUNTER DEPOSIT 700 the same day: nothing says transfer
  assert.equal(chk.rows[1].category, 'other');
  assert.equal(sav.rows[1].category, 'revenue');
  assert.equal(cat.ownTransferPairs, 1);
  assert.deepEqual(cat.undisclosedSuffixes, ['9999']);
  assert.equal(chk.categoryCounts.transfer, 2);
  assert.equal(chk.categoryCounts.mca_payment, 2);
});

test('model labels per group: used where the rule is weak, conflicts recorded per row', () => {
  const base = categorizePacket(twoAccounts());
  const groups = modelGroups(base);
  const kapitus = groups.find((g) => g.description.startsWith('ACH DEBIT KAPITUS'))!;
  assert.equal(kapitus.count, 2, 'same description pattern → one group');
  const deposit = groups.find((g) => g.description === 'DEPOSIT')!;
  const withdrawal = groups.find((g) => g.description === 'WITHDRAWAL')!;
  const cat = categorizePacket(twoAccounts(), {
    modelLabels: {
      byGroup: {
        [kapitus.key]: { category: 'loan' }, // disagrees with a dictionary name: rule stands, conflict recorded
        [deposit.key]: { category: 'loan', counterparty: 'Acme Bank' }, // weak rule: the model wins, conflict recorded
        [withdrawal.key]: { category: 'other' }, // agrees
      },
    },
  });
  const chk = cat.statements[0];
  const k = chk.rows.filter((r) => r.description.startsWith('ACH DEBIT KAPITUS'));
  assert.ok(
    k.every(
      (r) =>
        r.category === 'mca_payment' &&
        r.ruleCategory === 'mca_payment' &&
        r.categoryConflict &&
        r.categorySource === 'rules',
    ),
  );
  const d = chk.rows.find((r) => r.description === 'DEPOSIT')!;
  assert.equal(d.category, 'loan');
  assert.equal(d.ruleCategory, 'revenue');
  assert.equal(d.categorySource, 'model');
  assert.equal(d.counterparty, 'Acme Bank');
  assert.equal(d.categoryConflict, true);
  const w = chk.rows.find((r) => r.description === 'WITHDRAWAL')!;
  assert.equal(w.categoryConflict, false);
  assert.equal(chk.categoryConflicts, 3);
  assert.equal(cat.conflicts.length, 3);
  const t = toTransaction(d);
  assert.equal(t.category_conflict, true);
  assert.equal(t.rule_category, 'revenue');
  assert.equal(t.category_source, 'model');
  assert.equal(t.amount, '900.00');
});

test('an image read labels rows one by one; an invalid label is a conflict, not a category', () => {
  const cat = categorizePacket(twoAccounts(), { modelLabels: { byRow: { chk: { 4: { category: 'sales' } } } } });
  const sq = cat.statements[0].rows.find((r) => r.index === 4)!;
  assert.equal(sq.category, 'revenue');
  assert.equal(sq.categoryConflict, true);
});

test("the account holder's own name never matches a dictionary entry", async () => {
  const { categorizeDescription } = await import('../../../src/pipeline/categorize/rules.ts');
  const r = categorizeDescription(
    'GEORGIA POWER DES:BILL PAY ID:123456789 INDN:SQUARE ONE TOAST CAFE CO ID:1234567890 PPD',
    'debit',
  );
  assert.equal(r.category, 'other');
  assert.equal(r.counterparty, 'Georgia Power');
  const c = categorizeDescription(
    'ORIG CO NAME:ACME INVOICES ORIG ID:123 DESC DATE:250101 CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:1 EED:250101 IND ID:9 IND NAME:KAPITUS DINER LLC TRN: 1TC',
    'credit',
  );
  assert.equal(c.category, 'unknown');
  assert.equal(c.counterparty, 'Acme Invoices');
});

test('a transfer to a savings account printed in the same statement is disclosed, the own account named', () => {
  n = 0;
  const savings = (r: LedgerRow): LedgerRow => ({ ...r, accountNumberSuffix: '5678' });
  const checking = (r: LedgerRow): LedgerRow => ({ ...r, accountNumberSuffix: '1234' });
  const cat = categorizePacket([
    {
      documentId: 'doc_1',
      accountKey: 'bank-1234',
      accountSuffix: '1234',
      rows: [
        checking(row('2025-03-03', 'ONLINE TRANSFER TO SAV XXXX5678 TRANSACTION#: 27474101727', 2500, 'debit')),
        checking(row('2025-03-04', 'SQUARE INC DES:SQ250304 ID:1', 900, 'credit')),
        savings(row('2025-03-03', 'ONLINE TRANSFER FROM CHK XXXX1234 TRANSACTION#: 27474101727', 2500, 'credit')),
      ],
    },
  ]);
  assert.deepEqual(cat.undisclosedSuffixes, [], 'neither the savings section nor a transaction number is undisclosed');
  const [out, , back] = cat.statements[0].rows;
  assert.equal(out.category, 'transfer');
  assert.equal(out.counterparty, 'Own account x5678');
  assert.equal(back.counterparty, 'Own account x1234');
});

test('a transfer to an account no statement prints is still an undisclosed account', () => {
  n = 0;
  const cat = categorizePacket([
    {
      documentId: 'doc_1',
      accountKey: 'bank-1234',
      accountSuffix: '1234',
      rows: [
        {
          ...row('2025-03-03', 'ONLINE TRANSFER TO SAV XXXX9911 REF #55012', 2500, 'debit'),
          accountNumberSuffix: '1234',
        },
      ],
    },
  ]);
  assert.deepEqual(cat.undisclosedSuffixes, ['9911']);
});

test("a wire that prints its originator is the merchant's own transfer when another statement of the packet sent it", () => {
  n = 0;
  const cat = categorizePacket([
    {
      documentId: 'chk',
      accountKey: 'chk-1234',
      accountSuffix: '1234',
      rows: [row('2025-03-04', 'WIRE TYPE:WIRE IN DATE:250304 ORIG:ACME BAKERY LLC ACCT ...5678', 4000, 'credit')],
    },
    {
      documentId: 'sav',
      accountKey: 'sav-5678',
      accountSuffix: '5678',
      rows: [row('2025-03-04', 'WIRE TRANSFER OUT TO ACCT ...1234', 4000, 'debit')],
    },
  ]);
  const [chk, sav] = cat.statements;
  assert.equal(chk.rows[0].category, 'transfer');
  assert.equal(sav.rows[0].category, 'transfer');
  assert.equal(cat.ownTransferPairs, 1);
});
