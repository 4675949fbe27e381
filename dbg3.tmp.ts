import fs from 'node:fs';
import { extractPdf } from './src/pipeline/pdf/extract.ts';
import { readStatement } from './src/pipeline/layout/read.ts';
import type { PageText } from './src/pipeline/types.ts';
const ex = await extractPdf(new Uint8Array(fs.readFileSync(process.argv[2])));
const sh = (dx: number, dy: number, grow: boolean) => (p: PageText): PageText => ({ ...p, width: p.width + (grow ? 2 * dx : 0), height: p.height + (grow ? 2 * dy : 0), runs: p.runs.map((r) => ({ ...r, x: r.x + dx, y: r.y + dy })) });
for (const [dx, dy, g] of [[0,12,false],[0,16,false]] as const) {
  const r = readStatement(ex.pages.map(sh(dx, dy, g)));
  console.log(dx, dy, r.gate.reasons.join(), r.accounts.length, r.rows.length, r.evidence.reading, r.pages, r.periodEnd, JSON.stringify(r.accounts.map(a=>[a.sectionId,a.opening,a.closing])).slice(0,400));
}
import { pageLines } from './src/pipeline/layout/lines.ts';
import { accountMark } from './src/pipeline/layout/labels.ts';
for (const l of ex.pages.flatMap(pageLines)) { const m = accountMark(l); if (m) console.log(l.page, l.y, l.text.slice(0, 80), m); }
