// Writes the scanned applications of the applications eval to test/fixtures/applications/scanned/: some of
// the typed forms of test/fixtures/applications/ (scripts/make-application-forms.ts) printed and scanned at
// 200 DPI with no text layer, clean or as an office scanner gives recycled paper (gray, tilted under a
// degree, noisy), and one page photographed with a phone (a JPEG upload). Each keeps its form's truth; a
// held-out form stays held out. Deterministic (the generator's seeded degradations, scripts/generator/scans.ts).
//   node --import tsx scripts/make-scanned-applications.ts
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { degrade, type ScanDefect } from './generator/scans.ts';
import { stampFixed } from './generator/pdf-writer.ts';
import { Rng } from './generator/rng.ts';
import { renderPage } from '../src/pipeline/pdf/render.ts';

const FORMS = path.join(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '../test/fixtures/applications',
);
const OUT = path.join(FORMS, 'scanned');
const DPI = 200;

/** `source`: a form of test/fixtures/applications/; `photo` makes a JPEG of its one page, the rest a scan-PDF. */
export const SCANNED: ReadonlyArray<{ name: string; source: string; defect: ScanDefect }> = [
  { name: 'scan-clean-browser-above', source: 'browser-above', defect: 'clean' },
  { name: 'scan-office-office-left', source: 'office-left', defect: 'office' },
  { name: 'photo-browser-left', source: 'browser-left', defect: 'photo' },
  { name: 'held-scan-office-browser-left', source: 'held-browser-left', defect: 'office' },
  { name: 'held-photo-acroform-left', source: 'held-acroform-left', defect: 'photo' },
];

/** A scanner's PDF holds JPEG pages (a noisy page is 4-7 MB as PNG, ~1 MB as JPEG). */
async function asJpeg(png: Uint8Array): Promise<Uint8Array> {
  const img = await loadImage(Buffer.from(png));
  const canvas = createCanvas(img.width, img.height);
  canvas.getContext('2d').drawImage(img, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/jpeg', 85));
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  for (const s of SCANNED) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(FORMS, `${s.source}.pdf`)));
    const truth = JSON.parse(fs.readFileSync(path.join(FORMS, `${s.source}.truth.json`), 'utf8'));
    const rng = new Rng(`scanned-application:${s.name}`);
    const doc = await PDFDocument.create();
    stampFixed(doc);
    const probe = await PDFDocument.load(bytes, { ignoreEncryption: true });
    let file = '';
    for (let p = 1; p <= probe.getPageCount(); p++) {
      const img = await degrade((await renderPage(bytes, p, DPI)).png, s.defect, rng);
      if (img.jpeg) {
        if (probe.getPageCount() > 1) throw new Error(`${s.source}: a photo is of a one-page form`);
        file = `${s.name}.jpg`;
        fs.writeFileSync(path.join(OUT, file), img.bytes);
        break;
      }
      const page = doc.addPage([(img.w * 72) / DPI, (img.h * 72) / DPI]);
      page.drawImage(await doc.embedJpg(await asJpeg(img.bytes)), {
        x: 0,
        y: 0,
        width: page.getWidth(),
        height: page.getHeight(),
      });
    }
    if (!file) {
      file = `${s.name}.pdf`;
      fs.writeFileSync(path.join(OUT, file), await doc.save({ useObjectStreams: false }));
    }
    const out = { ...truth, form: s.name, file, source_form: s.source, defect: s.defect, dpi: DPI };
    fs.writeFileSync(path.join(OUT, `${s.name}.truth.json`), JSON.stringify(out, null, 2) + '\n');
    console.log(`${file}  (${s.source}, ${s.defect}${truth.held ? ', held out' : ''})`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) await main();
