// Internal data passed between pipeline stages. Pure data: no I/O handles, no clock.
// Money is integer cents (see ../money.ts). Spec-shaped output types live in ../schemas/result.ts.
import type { Cents } from '../money.ts';

/** One run of text from the PDF text layer, in PDF points with y measured down from the page top. */
export interface TextRun {
  str: string;
  x: number; // left edge
  y: number; // baseline, from the top of the page
  width: number;
  height: number; // font size in points, as drawn
  fontName: string;
}

export interface PageText {
  page: number; // 1-based within its file
  width: number;
  height: number;
  runs: TextRun[];
  /** How many of the runs are values typed into fillable form fields (absent: none). */
  formFieldRuns?: number;
  /** The text layer is OCR laid over a scanned image (a scanner's searchable PDF; ./pdf/ocr-layer.ts); absent: drawn text. */
  ocrLayer?: OcrLayer;
}

/** How a page shows that its text layer is OCR: its words are hidden over (or under) an image covering the page. */
export interface OcrLayer {
  hidden: 'invisible_text' | 'text_under_image';
  /** the OCR tool or scanner the file's Producer or Creator names (supporting evidence only); null: none named */
  tool: string | null;
}

/** What the PDF stage gives for one input file. */
export interface PdfExtract {
  pageCount: number;
  pages: PageText[];
  /** Pages (1-based) whose text layer is empty or unusable: candidates for the image read. */
  imagePages: number[];
}

export type { PageClass } from '../schemas/result.ts';

export type TxType = 'credit' | 'debit';

/** One ledger row as read, before categorization. amountCents is always positive; type gives the sign. */
export interface LedgerRow {
  index: number; // 1-based within the statement, in printed order
  date: string; // YYYY-MM-DD
  description: string;
  amountCents: Cents;
  type: TxType;
  balanceCents: Cents | null; // printed running balance on this row, if any
  page: number; // 1-based within the source file
  /** The row's printed line on `page`, [x, y, w, h] in PDF points, y down from the page top; null when unknown. */
  bbox?: [number, number, number, number] | null;
  accountSectionId: string | null;
  accountNumberSuffix: string | null;
  checkNumber?: string | null;
}
