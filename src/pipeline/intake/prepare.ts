// One intake file → PDF bytes for the PDF stage, decided by content, never by name or declared type.
import { describeBytes, sniffContentType, type AcceptedType } from '../sniff.ts';
import { PdfReadError } from '../pdf/errors.ts';

export interface PreparedFile {
  contentType: AcceptedType; // what the bytes are
  pdf: Uint8Array; // the bytes themselves for a PDF, a one-page PDF for an image
  fromImage: boolean;
}

export type ImageConverter = (bytes: Uint8Array, type: 'image/png' | 'image/jpeg') => Promise<Uint8Array>;

// pdf-lib (~40 ms to load) loads when an image arrives, not with the pipeline
const inProcess: ImageConverter = async (bytes, type) => (await import('./images.ts')).imageToPdf(bytes, type);

/**
 * Throws PdfReadError('not_a_pdf') for anything that is not a PDF, PNG or JPEG. In the service pass
 * `pool.imageToPdf` so images are decoded in a reader process; the default converts in-process.
 */
export async function prepareFile(bytes: Uint8Array, convert: ImageConverter = inProcess): Promise<PreparedFile> {
  const type = sniffContentType(bytes);
  if (type === null)
    throw new PdfReadError(
      'not_a_pdf',
      null,
      `the file is ${describeBytes(bytes)}; only PDF, PNG and JPEG are accepted`,
    );
  if (type === 'application/pdf') return { contentType: type, pdf: bytes, fromImage: false };
  return { contentType: type, pdf: await convert(bytes, type), fromImage: true };
}
