// Scanned pages in the split: a page with no text layer is `unclassified` (no_text) until something reads
// it. The local OCR engines' words of such a page (as page text, ../ocr/page-text.ts) go through the same
// classifier as a text layer's; a page whose words say application (the same evidence, classify.ts) is an
// application, and the file is split again with those words in place of its empty text layer. Any other
// class the OCR words suggest is left to the statement reader, which reads a scanned segment itself
// (and reads it as a statement only when it reads as one). Pure.
import type { PageText } from '../types.ts';
import { classifyPages, type PageClassification } from './classify.ts';

/** The pages the split could not type for want of text: the ones to OCR before deciding. */
export function untypedImagePages(classes: PageClassification[], imagePages: number[]): number[] {
  return classes.filter((c) => c.class === 'unclassified' && imagePages.includes(c.page)).map((c) => c.page);
}

/**
 * The file's pages with the OCR words of each scanned page that reads as an application in place of its
 * (empty) text layer; null when no scanned page reads as one (the split stands as it was).
 */
export function withApplicationScans(pages: PageText[], ocrTexts: PageText[]): PageText[] | null {
  const apps = new Map(
    classifyPages(ocrTexts).flatMap((c, i) => (c.class === 'merchant_application' ? [[c.page, ocrTexts[i]!]] : [])),
  );
  if (!apps.size) return null;
  return pages.map((p) => apps.get(p.page) ?? p);
}
