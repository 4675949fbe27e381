// Writes the fixture corpus: `node --import tsx scripts/fixtures.ts --out DIR [--layout NAME]... [--seed N] [--scanned] [--ocr]`
// Each fixture gives DIR/<name>.pdf and DIR/<name>.truth.json. See docs/fixtures.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus, generateOcrLayerStatement, generateScannedPacket } from './generator/index.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'fixtures-out' },
    layout: { type: 'string', multiple: true },
    seed: { type: 'string', default: '1' },
    scanned: { type: 'boolean', default: false },
    ocr: { type: 'boolean', default: false },
  },
});
const started = performance.now();
const corpus = await generateCorpus({ layouts: values.layout, seed: Number(values.seed) });
if (values.scanned) corpus.push(await generateScannedPacket({ seed: Number(values.seed) }));
if (values.ocr)
  corpus.push(
    await generateOcrLayerStatement('summit-key', Number(values.seed)),
    await generateOcrLayerStatement('cedar-community', Number(values.seed)),
  );
mkdirSync(values.out!, { recursive: true });
let pages = 0;
for (const f of corpus) {
  writeFileSync(join(values.out!, `${f.name}.pdf`), f.pdf);
  writeFileSync(join(values.out!, `${f.name}.truth.json`), `${JSON.stringify(f.truth, null, 2)}\n`);
  pages += f.truth.page_classes.length;
}
console.log(
  `${corpus.length} fixtures, ${pages} pages → ${values.out} in ${Math.round(performance.now() - started)} ms`,
);
