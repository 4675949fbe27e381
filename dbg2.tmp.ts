import fs from 'node:fs';
import { extractPdf } from './src/pipeline/pdf/extract.ts';
const ex = await extractPdf(new Uint8Array(fs.readFileSync(process.argv[2])));
for (const r of ex.pages[0].runs) if (/32\.1/.test(r.str) || /9/.test(r.str) && r.str.length<3) console.log(JSON.stringify(r));
