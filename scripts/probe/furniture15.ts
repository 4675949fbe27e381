// What a print engine adds to a drawn statement after its content: page furniture drawn once as a Form XObject and
// placed on every page, a mail-sort line turned up the left margin (mail code, insert codes, sheet number), and a
// masthead made bold by overprinting the same glyphs a fraction of a point apart (three text runs, one word). Applied
// to the bytes pdf-lib drew, so the statement's cells and the model's figures are untouched.
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { Spec2 } from './page2.ts';

export interface Furniture {
  mail: string; // "MC 0417 ZA 01 BZ"
  xobject?: string; // the foot band's text, drawn in a Form XObject on every page
  overprint?: { text: string; lineH: number; font: 'Helvetica' | 'Courier' }; // the masthead, as topBlock set it
}

export function furnish(s: Spec2, o: Furniture): Spec2 {
  const inner = s.pdf;
  if (!inner) throw new Error(`${s.file}: furniture is for drawn statements`);
  s.pdf = async () => {
    const doc = await PDFDocument.load(await inner());
    const reg = await doc.embedFont(StandardFonts.Helvetica);
    let band: Awaited<ReturnType<PDFDocument['embedPdf']>>[number] | undefined;
    if (o.xobject) {
      const tmp = await PDFDocument.create();
      const f = await tmp.embedFont(StandardFonts.HelveticaOblique);
      const pg = tmp.addPage([612, 26]);
      pg.drawLine({ start: { x: 40, y: 22 }, end: { x: 572, y: 22 }, thickness: 0.6, color: rgb(0.2, 0.3, 0.5) });
      pg.drawText(o.xobject, { x: 40, y: 10, size: 6, font: f, color: rgb(0.2, 0.3, 0.5) });
      [band] = await doc.embedPdf(tmp, [0]);
    }
    const pages = doc.getPages();
    pages.forEach((page, i) => {
      if (band) page.drawPage(band, { x: 0, y: 4 });
      const sheet = `${o.mail}  ${String(i + 1).padStart(5, '0')}  ${pages.length}`;
      page.drawText(sheet, { x: 16, y: 120, size: 5.5, font: reg, rotate: degrees(90), color: rgb(0.3, 0.3, 0.3) });
    });
    if (o.overprint) {
      const f = await doc.embedFont(
        o.overprint.font === 'Courier' ? StandardFonts.CourierBold : StandardFonts.HelveticaBold,
      );
      const y = 792 - (34 + 2 * o.overprint.lineH); // topBlock's first line: the third of the page (head, blank)
      for (const dx of [0.3, 0.6]) pages[0].drawText(o.overprint.text, { x: 40 + dx, y, size: 14, font: f });
    }
    return doc.save({ useObjectStreams: false });
  };
  return s;
}
