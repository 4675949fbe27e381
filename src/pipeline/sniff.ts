// What a file is, by its bytes, never by its name. Only PDF, PNG and JPEG are accepted.
export type AcceptedType = 'application/pdf' | 'image/png' | 'image/jpeg';

export function sniffContentType(bytes: Uint8Array): AcceptedType | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  // PDF readers accept the header anywhere in the first 1 KiB (some producers prepend junk).
  const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 1024))).toString('latin1');
  if (head.includes('%PDF-')) return 'application/pdf';
  return null;
}

export function describeBytes(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'an empty (0-byte) file';
  const head = Buffer.from(bytes.subarray(0, 4)).toString('latin1');
  if (head.startsWith('PK')) return 'a ZIP-based file (e.g. DOCX/XLSX)';
  if (head.startsWith('GIF8')) return 'a GIF image';
  if (head.startsWith('II*') || head.startsWith('MM\0*')) return 'a TIFF image';
  if (head.startsWith('RIFF')) return 'a RIFF file (e.g. WebP)';
  return 'not a PDF, PNG or JPEG';
}
