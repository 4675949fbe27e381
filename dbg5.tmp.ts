import fs from 'node:fs';
import { extractPdf } from './src/pipeline/pdf/extract.ts';
import { readStatement } from './src/pipeline/layout/read.ts';
import { reworded, WORDING_A, WORDING_B } from './scripts/eval-perturb.ts';
const ex = await extractPdf(new Uint8Array(fs.readFileSync(process.argv[2])));
for (const pair of [...WORDING_A, ...WORDING_B]) {
  const r = readStatement(ex.pages.map(reworded([pair])));
  if (!r.gate.verified) console.log(pair, r.gate.reasons, r.gate.reconciliationReason);
}
