import fs from 'node:fs';
import { extractPdf } from './src/pipeline/pdf/extract.ts';
import { pageFeatures } from './src/pipeline/split/features.ts';
const ex = await extractPdf(new Uint8Array(fs.readFileSync(process.argv[2])));
for (const p of ex.pages) { const a = pageFeatures(p); const b = pageFeatures({ ...p, width: 595.28, height: 841.89 }); console.log(p.page, JSON.stringify(a.masthead), JSON.stringify(b.masthead), a.pageNo, a.accountLast4, a.period); }
