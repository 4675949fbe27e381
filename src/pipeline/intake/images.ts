// PNG/JPEG → one-page PDF, so an image goes down the same path as a PDF (no text layer → image read).
//
// Page size: the image's own DPI when it carries a plausible scanner value (PNG pHYs, JPEG JFIF density,
// 100..1200 DPI); otherwise (no DPI, or the 72/96 DPI that cameras and editors write by default) the
// page is fit to US Letter width, 612 pt, keeping the aspect ratio. The image pixels are embedded
// unchanged (JPEG passed through, PNG re-compressed losslessly), so a 300 DPI render gets every pixel.
// JPEG EXIF orientation 3/6/8 becomes the page's /Rotate so a phone photo reads upright.
import { PDFDocument, degrees } from 'pdf-lib';
import { PdfReadError } from '../pdf/errors.ts';
import { DEFAULT_LIMITS } from '../pdf/limits.ts';

const LETTER_WIDTH_PT = 612;
/** Same cap as the PDF reader's image decoder (DEFAULT_LIMITS.maxImagePixels): a PNG is decoded here. */
export const MAX_IMAGE_PIXELS = DEFAULT_LIMITS.maxImagePixels;
const MIN_DPI = 100;
const MAX_DPI = 1200;

export interface ImageInfo {
  widthPx: number;
  heightPx: number;
  dpi: number | null; // horizontal DPI from the file, when present
  rotate: 0 | 90 | 180 | 270; // from JPEG EXIF orientation
}

const u16 = (b: Uint8Array, i: number, le = false): number => (le ? b[i] | (b[i + 1] << 8) : (b[i] << 8) | b[i + 1]);
const u32 = (b: Uint8Array, i: number, le = false): number =>
  le ? u16(b, i + 2, true) * 65536 + u16(b, i, true) : u16(b, i) * 65536 + u16(b, i + 2);

/** PNG: IHDR gives pixels, pHYs (unit 1 = metre) gives density. */
export function pngInfo(b: Uint8Array): ImageInfo {
  const info: ImageInfo = { widthPx: u32(b, 16), heightPx: u32(b, 20), dpi: null, rotate: 0 };
  for (let i = 8; i + 12 <= b.length;) {
    const len = u32(b, i);
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    if (type === 'pHYs' && len >= 9 && b[i + 16] === 1) info.dpi = Math.round(u32(b, i + 8) * 0.0254);
    if (type === 'IDAT' || type === 'IEND') break;
    i += 12 + len;
  }
  return info;
}

/** EXIF orientation (tag 0x0112) inside an APP1 segment starting at `start` (after the length). */
function exifRotate(b: Uint8Array, start: number, end: number): ImageInfo['rotate'] {
  if (String.fromCharCode(...b.subarray(start, start + 4)) !== 'Exif') return 0;
  const tiff = start + 6;
  const le = b[tiff] === 0x49; // 'II'
  const ifd = tiff + u32(b, tiff + 4, le);
  if (ifd + 2 > end) return 0;
  const n = u16(b, ifd, le);
  for (let k = 0; k < n; k++) {
    const e = ifd + 2 + k * 12;
    if (e + 12 > end) break;
    if (u16(b, e, le) === 0x0112) {
      const o = u16(b, e + 8, le);
      return o === 3 ? 180 : o === 6 ? 90 : o === 8 ? 270 : 0;
    }
  }
  return 0;
}

/** JPEG: walk the markers for JFIF density, EXIF orientation and the SOF frame size. */
export function jpegInfo(b: Uint8Array): ImageInfo {
  const info: ImageInfo = { widthPx: 0, heightPx: 0, dpi: null, rotate: 0 };
  for (let i = 2; i + 4 <= b.length;) {
    if (b[i] !== 0xff) break;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const len = u16(b, i + 2);
    const seg = i + 4;
    if (marker === 0xe0 && String.fromCharCode(...b.subarray(seg, seg + 4)) === 'JFIF') {
      const unit = b[seg + 7];
      const x = u16(b, seg + 8);
      if (unit === 1) info.dpi = x;
      else if (unit === 2) info.dpi = Math.round(x * 2.54);
    }
    if (marker === 0xe1) info.rotate = exifRotate(b, seg, Math.min(b.length, i + 2 + len));
    // SOF0..SOF15 except DHT (C4), JPG (C8), DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      info.heightPx = u16(b, seg + 1);
      info.widthPx = u16(b, seg + 3);
      break;
    }
    if (marker === 0xda) break; // start of scan without a frame header: malformed
    i += 2 + len;
  }
  return info;
}

/** Page size in points for an image of this size and density. */
export function pageSizeFor(info: ImageInfo): { width: number; height: number } {
  const dpi = info.dpi !== null && info.dpi >= MIN_DPI && info.dpi <= MAX_DPI ? info.dpi : null;
  if (dpi) return { width: (info.widthPx * 72) / dpi, height: (info.heightPx * 72) / dpi };
  const s = LETTER_WIDTH_PT / info.widthPx;
  return { width: LETTER_WIDTH_PT, height: info.heightPx * s };
}

export async function imageToPdf(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<Uint8Array> {
  const damaged = (detail: string) => new PdfReadError('corrupt', detail, 'the image is damaged and could not be read');
  const info = type === 'image/png' ? pngInfo(bytes) : jpegInfo(bytes);
  if (!(info.widthPx > 0 && info.heightPx > 0)) throw damaged('no image dimensions');
  // Checked on the header, before pdf-lib decodes a PNG into memory (a 30000×30000 PNG is a few KB).
  if (info.widthPx * info.heightPx > MAX_IMAGE_PIXELS) {
    throw new PdfReadError(
      'too_large',
      `${info.widthPx}×${info.heightPx} px`,
      'the image has more pixels than the service reads',
    );
  }
  const doc = await PDFDocument.create();
  let image;
  try {
    image = type === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch (e) {
    throw damaged(String((e as Error)?.message ?? e));
  }
  const { width, height } = pageSizeFor(info);
  const page = doc.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  if (info.rotate) page.setRotation(degrees(info.rotate));
  // Fixed dates: the same image must give the same PDF bytes (content hashes, replay cache).
  const epoch = new Date(0);
  doc.setCreationDate(epoch);
  doc.setModificationDate(epoch);
  doc.setProducer('packet-parser');
  doc.setCreator('packet-parser');
  return doc.save({ useObjectStreams: false });
}
