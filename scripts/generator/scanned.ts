// An image-only packet for the image read: statements rendered to PNG and wrapped into a PDF with no text
// layer. The truth is the source statements' truth (same pages, same rows).
import { PDFDocument } from 'pdf-lib';
import type { PageClass } from '../../src/pipeline/types.ts';
import type { TruthStatement } from './truth.ts';
import { renderPage } from '../../src/pipeline/pdf/render.ts';
import type { Fixture } from './index.ts';
import { layoutByName } from './layouts/index.ts';
import { shiftTruth } from './packets.ts';
import { stampFixed } from './pdf-writer.ts';
import { renderStatement, viewFor } from './statement.ts';

export interface ScannedOptions {
  dpi?: number;
  seed?: number;
  parts?: Array<{ layout: string; month: number }>;
}

export async function generateScannedPacket(opts: ScannedOptions = {}): Promise<Fixture> {
  const dpi = opts.dpi ?? 150;
  const seed = opts.seed ?? 1;
  const parts = opts.parts ?? [
    { layout: 'westfield-commerce', month: 2 },
    { layout: 'pioneer-fcu', month: 2 },
  ];
  const out = await PDFDocument.create();
  stampFixed(out);
  const statements: TruthStatement[] = [];
  const classes: PageClass[] = [];
  const quirks = new Set<string>(['scanned', 'no-text-layer', 'multi-document']);
  for (const [i, part] of parts.entries()) {
    const layout = layoutByName(part.layout);
    layout.quirks.forEach((q) => quirks.add(q));
    const r = await renderStatement(layout, viewFor(layout, seed, part.month), `scanned:${seed}:${i}`);
    statements.push(shiftTruth(r.truth, classes.length));
    for (let p = 1; p <= r.pageCount; p++) {
      const img = await renderPage(r.pdf, p, dpi);
      const png = await out.embedPng(img.png);
      const page = out.addPage([612, 792]);
      page.drawImage(png, { x: 0, y: 0, width: 612, height: 792 });
      classes.push('bank_statement');
    }
  }
  const name = `scanned-packet-${dpi}dpi${seed === 1 ? '' : `-s${seed}`}`;
  return {
    name,
    pdf: await out.save({ useObjectStreams: false }),
    truth: { file: `${name}.pdf`, layout: 'packet', page_classes: classes, statements, quirks: [...quirks] },
  };
}
