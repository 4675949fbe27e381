// Split stage entry: classify every page, cut the file into documents, and shape both for `files[]`.
//
// files[].page_classification[]: { page, document_type, confidence, signals[], mode? }
// files[].segments[]:            { segment_index, document_type, pages[], boundary_reason, evidence,
//                                  account_number_last4, period_start, period_end }
// (docs/pipeline-intake.md describes every field.)
import type { PageClass, PageText } from '../types.ts';
import type { PageModeInfo } from '../pdf/quality.ts';
import { classifyFeatures, type PageClassification } from './classify.ts';
import { splitFeatures, type DocumentSegment } from './split.ts';
import { pageFeatures } from './features.ts';

export { classifyPages, type PageClassification } from './classify.ts';
export { splitDocuments, type DocumentSegment, type BoundaryReason } from './split.ts';

// The spec's shapes for files[].page_classification[] and files[].segments[] (schemas/result.ts).
export type { PageClassification as SpecPageClassification, Segment as SpecSegment } from '../../schemas/result.ts';
import type { PageClassification as SpecPageClassification, Segment as SpecSegment } from '../../schemas/result.ts';

export interface SplitResult {
  classes: PageClassification[];
  segments: DocumentSegment[];
  page_classification: SpecPageClassification[];
  spec_segments: SpecSegment[];
}

/** One file's pages (from extractPdf) → page classes and documents, in internal and spec shape. */
export function splitFile(pages: PageText[], modes?: PageModeInfo[]): SplitResult {
  const features = pages.map(pageFeatures);
  const classes = classifyFeatures(features);
  const segments = splitFeatures(features, classes);
  const modeOf = new Map(modes?.map((m) => [m.page, m.mode]));
  return {
    classes,
    segments,
    page_classification: classes.map((c) => ({
      page: c.page,
      document_type: c.class,
      confidence: c.confidence,
      signals: c.signals,
      ...(modeOf.has(c.page) ? { mode: modeOf.get(c.page) } : {}),
    })),
    spec_segments: segments.map((s, i) => ({
      segment_index: i,
      document_type: s.kind,
      pages: s.pages,
      boundary_reason: s.boundaryReason,
      evidence: s.evidence,
      account_number_last4: s.accountLast4,
      period_start: s.period?.start ?? null,
      period_end: s.period?.end ?? null,
    })),
  };
}
