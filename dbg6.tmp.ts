import fs from 'node:fs';
import { extractPdf } from './src/pipeline/pdf/extract.ts';
import { readStatement } from './src/pipeline/layout/read.ts';
import { reworded } from './scripts/eval-perturb.ts';
const ex = await extractPdf(new Uint8Array(fs.readFileSync(process.argv[2])));
const pair = process.argv.slice(3) as [string, string];
for (const pages of [ex.pages, ex.pages.map(reworded([pair]))]) {
  const r = readStatement(pages);
  console.log(r.gate.reasons, JSON.stringify(r.accounts.map((a) => [a.opening, a.closing, a.totalCredits?.cents, a.totalDebits?.cents])), r.rows.length);
}
