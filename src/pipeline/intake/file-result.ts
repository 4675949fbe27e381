// `files[]` entries for the result, from what intake, the PDF read and the split gave. Pure.
import type { FileResult } from '../../schemas/result.ts';
import { PdfReadError } from '../pdf/errors.ts';
import type { PdfReadResult } from '../pdf/extract.ts';
import type { SplitResult } from '../split/index.ts';

export function processedFile(filename: string, sha256: string, read: PdfReadResult, split: SplitResult): FileResult {
  return {
    filename,
    status: 'processed',
    content_sha256: sha256,
    reason: null,
    page_count: read.pageCount,
    segments: split.spec_segments,
    page_classification: split.page_classification,
  };
}

/**
 * A file that could not be read. `unsupported` when it is not a PDF, PNG or JPEG; `failed` otherwise.
 * `reason` is the stable code (`password_protected`, `truncated`, ...); the error's message is the human
 * sentence for review reasons and logs. Errors that are not PdfReadError are the service's own faults
 * and do not belong here.
 */
export function failedFile(filename: string, sha256: string, err: PdfReadError): FileResult {
  return {
    filename,
    status: err.reason === 'not_a_pdf' ? 'unsupported' : 'failed',
    content_sha256: sha256,
    reason: err.reason,
    page_count: 0,
    segments: [],
    page_classification: [],
  };
}
