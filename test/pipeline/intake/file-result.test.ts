import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { prepareFile } from '../../../src/pipeline/intake/prepare.ts';
import { processedFile, failedFile } from '../../../src/pipeline/intake/file-result.ts';
import { extractPdf, PdfReadError } from '../../../src/pipeline/pdf/extract.ts';
import { splitFile } from '../../../src/pipeline/split/index.ts';
import { FileResultSchema } from '../../../src/schemas/result.ts';
import { Value } from 'typebox/value';
import { buildPdf, statementPages } from '../split/build.ts';

async function intake(name: string, bytes: Uint8Array) {
  try {
    const { pdf } = await prepareFile(bytes);
    const read = await extractPdf(pdf);
    return processedFile(name, 'sha', read, splitFile(read.pages, read.modes));
  } catch (e) {
    if (e instanceof PdfReadError) return failedFile(name, 'sha', e);
    throw e;
  }
}

test('files[] entries: a statement is processed with segments and page classes; bad files say why', async () => {
  const ok = await intake(
    'jan.pdf',
    await buildPdf(
      statementPages({
        bank: 'First Example Bank',
        account: '000123456789',
        period: ['01/01/2024', '01/31/2024'],
        pages: 2,
      }),
    ),
  );
  assert.equal(ok.status, 'processed');
  assert.equal(ok.page_count, 2);
  assert.deepEqual(
    ok.segments.map((s) => (s as { pages: number[] }).pages),
    [[1, 2]],
  );
  assert.deepEqual(
    ok.page_classification.map((c) => (c as { document_type: string }).document_type),
    ['bank_statement', 'bank_statement'],
  );

  const locked = await intake(
    'locked.pdf',
    new Uint8Array(
      readFileSync(new URL('../../fixtures/hostile/h09-encrypted-rc4-40-user-password.pdf', import.meta.url)),
    ),
  );
  assert.deepEqual([locked.status, locked.reason, locked.page_count], ['failed', 'password_protected', 0]);

  const docx = await intake('terms.docx', new TextEncoder().encode('PK\u0003\u0004 word/document.xml'));
  assert.deepEqual([docx.status, docx.reason], ['unsupported', 'not_a_pdf']);

  for (const f of [ok, locked, docx]) assert.ok(Value.Check(FileResultSchema, f), JSON.stringify(f));
});
