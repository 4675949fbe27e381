// Why a PDF could not be read. `reason` becomes `files[].reason`; the file's status is then not `processed`.

export type PdfFailReason =
  | 'password_protected'
  | 'corrupt'
  | 'truncated'
  | 'too_many_pages'
  | 'too_large'
  | 'timeout'
  | 'memory_limit'
  | 'not_a_pdf';

const MESSAGES: Record<PdfFailReason, string> = {
  password_protected: 'the PDF needs a password to open; send it without a password',
  corrupt: 'the PDF is damaged and could not be read',
  truncated: 'the PDF is incomplete (the file was cut off); send the full file',
  too_many_pages: 'the PDF has more pages than the service reads',
  too_large: 'the file is larger than the service reads',
  timeout: 'reading the PDF took longer than the time allowed for one file',
  memory_limit: 'reading the PDF needed more memory than allowed for one file',
  not_a_pdf: 'the file is not a PDF',
};

export class PdfReadError extends Error {
  override readonly name = 'PdfReadError';
  readonly reason: PdfFailReason;
  /** Technical cause for logs; never shown as the human message. */
  readonly detail: string | null;

  constructor(reason: PdfFailReason, detail: string | null = null, message: string = MESSAGES[reason]) {
    super(message);
    this.reason = reason;
    this.detail = detail;
  }
}

export function isPdfFailReason(x: unknown): x is PdfFailReason {
  return typeof x === 'string' && Object.hasOwn(MESSAGES, x);
}

/** Plain-data form that survives a worker-thread boundary (class identity does not). */
export interface PdfReadErrorData {
  pdfReadError: true;
  reason: PdfFailReason;
  message: string;
  detail: string | null;
}

export function toErrorData(e: PdfReadError): PdfReadErrorData {
  return { pdfReadError: true, reason: e.reason, message: e.message, detail: e.detail };
}

export function fromErrorData(d: PdfReadErrorData): PdfReadError {
  return new PdfReadError(d.reason, d.detail, d.message);
}
