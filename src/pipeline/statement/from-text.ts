// One bank-statement document → a spec Statement (layout read + gate) and, when it has rows, the input
// the aggregate stage needs. Pure. Pages without a text layer cannot be read here: the statement says so
// (gate reason `no_text_layer`) and waits for the image read; it is never verified.
import type { Statement } from '../../schemas/result.ts';
import { analyzeStatementOf, type AnalyzeStatement } from '../aggregate/analyze.ts';
import { readStatement } from '../layout/read.ts';
import { buildStatement } from './index.ts';
import type { PageText } from '../types.ts';
import type { PageMode } from '../pdf/quality.ts';

export interface StatementDocumentInput {
  documentId: string;
  sourceFile: string;
  contentSha256: string;
  packetPages: number[];
  pages: PageText[];
  pageModes: Record<string, PageMode>;
  /** Pages (1-based, of the file) with no usable text layer. */
  imagePages: number[];
}

export interface StatementDocument {
  statement: Statement;
  /** Rows and figures for categorize/aggregate; null when nothing could be read. */
  analyze: AnalyzeStatement | null;
  /** True when the text layer could not carry the read: the image read should take it. */
  needsImageRead: boolean;
}

export function readStatementDocument(input: StatementDocumentInput): StatementDocument {
  const textPages = input.pages.filter((p) => !input.imagePages.includes(p.page));
  const read = readStatement(textPages.length ? textPages : input.pages);
  const noText = textPages.length === 0;
  const gate = noText
    ? {
        ...read.gate,
        verified: false,
        reasons: [...new Set(['no_text_layer', ...read.gate.reasons])] as typeof read.gate.reasons,
      }
    : read.gate;
  const statement = buildStatement({
    read,
    gate,
    documentId: input.documentId,
    sourceFile: input.sourceFile,
    contentSha256: input.contentSha256,
    packetPages: input.packetPages,
    pageModes: input.pageModes,
  });
  const analyze = analyzeStatementOf({
    documentId: input.documentId,
    read,
    rows: read.rows,
    verified: gate.verified,
    readFrom: 'text',
  });
  return { statement, analyze, needsImageRead: noText || !gate.verified };
}
