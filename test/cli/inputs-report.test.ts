// Pure parts of `parse`: which files a folder or a glob names, and the CSV a spreadsheet opens safely.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expandInputs, globToRegExp } from '../../src/cli/inputs.ts';
import { batchCsv, CSV_COLUMNS, type BatchItem } from '../../src/cli/report.ts';
import { failedResult } from '../../src/pipeline/contract.ts';

test('globs: * and ? stay in a segment, ** crosses them', () => {
  assert.ok(globToRegExp('*.pdf').test('a.pdf'));
  assert.ok(!globToRegExp('*.pdf').test('x/a.pdf'));
  assert.ok(globToRegExp('**/*.pdf').test('x/y/a.pdf'));
  assert.ok(globToRegExp('**/*.pdf').test('a.pdf'));
  assert.ok(globToRegExp('s?.pdf').test('s1.pdf'));
  assert.ok(!globToRegExp('s?.pdf').test('s12.pdf'));
  assert.ok(globToRegExp('[ab].pdf').test('b.pdf'));
  assert.ok(!globToRegExp('a.pdf').test('aXpdf'), 'a dot is a dot');
});

test('a folder gives its files sorted (hidden ones aside), a glob its matches, a missing path stays listed', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-inputs-'));
  try {
    await fs.mkdir(path.join(dir, 'sub'));
    for (const f of ['b.pdf', 'a.pdf', '.hidden.pdf', 'notes.txt', 'sub/c.pdf'])
      await fs.writeFile(path.join(dir, f), 'x');
    const rel = (l: string[]) => l.map((f) => path.relative(dir, f));
    assert.deepEqual(rel(await expandInputs([dir])), ['a.pdf', 'b.pdf', 'notes.txt', 'sub/c.pdf']);
    assert.deepEqual(rel(await expandInputs([path.join(dir, '*.pdf')])), ['a.pdf', 'b.pdf']);
    assert.deepEqual(rel(await expandInputs([path.join(dir, '**/*.pdf')])), ['a.pdf', 'b.pdf', 'sub/c.pdf']);
    assert.deepEqual(rel(await expandInputs([path.join(dir, 'gone.pdf'), path.join(dir, '*.png')])), [
      'gone.pdf',
      '*.png',
    ]);
    assert.deepEqual(
      rel(await expandInputs([path.join(dir, 'a.pdf'), dir])),
      ['a.pdf', 'b.pdf', 'notes.txt', 'sub/c.pdf'],
      'each file once',
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('CSV: quoted where needed, formulas kept as text, amounts as they are', () => {
  const result = failedResult({ id: 'job_1' }, 'x', new Date(0));
  const tx = {
    date: '2025-01-02',
    description: '=HYPERLINK("http://x","pay, now")',
    amount: '-12.50',
    transaction_type: 'debit',
    running_balance: '100.00',
    category: 'fees',
    counterparty: '@evil',
    account_number_suffix: null,
  };
  const statement = {
    document_id: 'doc_1',
    account_number_last4: '1234',
    gate: { status: 'accepted' },
    transactions: [tx],
  };
  const item = {
    file: 'a,b.pdf',
    result: { ...result, status: 'completed', statements: [statement] },
    error: null,
  } as unknown as BatchItem;
  const lines = batchCsv([item]).split('\r\n');
  assert.equal(lines[0], CSV_COLUMNS.join(','));
  assert.equal(
    lines[1],
    `"a,b.pdf",doc_1,1234,2025-01-02,"'=HYPERLINK(""http://x"",""pay, now"")",-12.50,debit,100.00,fees,'@evil,true`,
  );
  assert.equal(lines[2], '');
});
