import fs from 'node:fs';
import { extractPdf } from './src/pipeline/pdf/extract.ts';
import { readStatement } from './src/pipeline/layout/read.ts';
import { PERTURBATIONS } from './scripts/eval-perturb.ts';
const [file, name] = process.argv.slice(2);
const ex = await extractPdf(new Uint8Array(fs.readFileSync(file)));
const pages = ex.pages.map(PERTURBATIONS[name]);
const r = readStatement(pages);
console.log(r.gate.reasons, r.warnings.map((w) => w.message).slice(0, 8));
