// PNG/JPEG → one-page PDF, so an image goes down the same path as a PDF (no text layer → image read).
//
// Page size: the image's own DPI when it carries a plausible scanner value (PNG pHYs, JPEG JFIF density,
// 100..1200 DPI); otherwise (no DPI, or the 72/96 DPI that cameras and editors write by default) the
// page is fit to US Letter width, 612 pt, keeping the aspect ratio. The image pixels are embedded
// unchanged (JPEG passed through, PNG re-compressed losslessly), so a 300 DPI render gets every pixel.
// JPEG EXIF orientation 3/6/8 becomes the page's /Rotate so a phone photo reads upright.
// A JPEG the PDF renderer cannot decode (arithmetic coding, lossless, 12-bit) or a mirrored EXIF orientation
// is decoded here instead (Skia, which also turns it upright) and embedded as lossless PNG: pdfjs draws an
// arithmetic-coded JPEG as a blank page, without an error. A file cut short or failing a PNG checksum fails
// as `corrupt` with the cause in its message, before anything reads a half image.
import { crc32 } from 'node:zlib';
import { PDFDocument, degrees } from 'pdf-lib';
import { PdfReadError } from '../pdf/errors.ts';
import { DEFAULT_LIMITS } from '../pdf/limits.ts';
import { canvasLibrary } from '../pixels/decode.ts';

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
  /** JPEG only: the EXIF orientation (1..8), the frame marker (0xc0..0xcf), bits per sample, the first scan's offset */
  orientation?: number;
  frame?: number;
  precision?: number;
  scanAt?: number;
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

const isExif = (b: Uint8Array, start: number) => String.fromCharCode(...b.subarray(start, start + 4)) === 'Exif';

/** EXIF orientation (tag 0x0112, 1..8) inside an Exif APP1 segment starting at `start` (after the length). */
function exifOrientation(b: Uint8Array, start: number, end: number): number {
  const tiff = start + 6;
  const le = b[tiff] === 0x49; // 'II'
  const ifd = tiff + u32(b, tiff + 4, le);
  if (ifd + 2 > end) return 1;
  const n = u16(b, ifd, le);
  for (let k = 0; k < n; k++) {
    const e = ifd + 2 + k * 12;
    if (e + 12 > end) break;
    if (u16(b, e, le) === 0x0112) return u16(b, e + 8, le);
  }
  return 1;
}

const ROTATE_BY_ORIENTATION: Record<number, ImageInfo['rotate']> = { 3: 180, 6: 90, 8: 270 };

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
    // only an Exif APP1: a phone writes XMP in a second APP1 after it, which says nothing of orientation
    if (marker === 0xe1 && isExif(b, seg)) {
      info.orientation = exifOrientation(b, seg, Math.min(b.length, i + 2 + len));
      info.rotate = ROTATE_BY_ORIENTATION[info.orientation] ?? 0;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8), DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      info.frame = marker;
      info.precision = b[seg];
      info.heightPx = u16(b, seg + 1);
      info.widthPx = u16(b, seg + 3);
    }
    if (marker === 0xda) {
      if (info.frame !== undefined) info.scanAt = i;
      break; // the entropy-coded data follows: no more length-prefixed segments to walk
    }
    i += 2 + len;
  }
  return info;
}

/**
 * Page size in points (before /Rotate) for an image of this size and density. Without a scanner DPI the width
 * as shown is fit to Letter: a phone photo stored landscape and shown portrait gets a 612 pt wide portrait page
 * (fitting the stored width would render a 4032×3024 photo's page at 300 DPI 1912 px wide, a third of its print lost).
 */
export function pageSizeFor(info: ImageInfo): { width: number; height: number } {
  const dpi = info.dpi !== null && info.dpi >= MIN_DPI && info.dpi <= MAX_DPI ? info.dpi : null;
  if (dpi) return { width: (info.widthPx * 72) / dpi, height: (info.heightPx * 72) / dpi };
  const turned = info.rotate === 90 || info.rotate === 270;
  const s = LETTER_WIDTH_PT / (turned ? info.heightPx : info.widthPx);
  return { width: info.widthPx * s, height: info.heightPx * s };
}

/** What is structurally wrong with a PNG: cut short (no IEND) or a critical chunk failing its CRC, as libpng refuses. */
export function pngFault(b: Uint8Array): string | null {
  for (let i = 8; ;) {
    if (i + 12 > b.length) return 'the image is cut short (no PNG end chunk)';
    const len = u32(b, i);
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    if (i + 12 + len > b.length) return `the image is cut short (inside its ${type} chunk)`;
    const critical = (b[i + 4] & 0x20) === 0; // an upper-case first letter: IHDR, PLTE, IDAT, IEND
    if (critical && crc32(b.subarray(i + 4, i + 8 + len)) !== u32(b, i + 8 + len))
      return `the image is damaged (its ${type} chunk fails its checksum)`;
    if (type === 'IEND') return null;
    i += 12 + len;
  }
}

/** What is structurally wrong with a JPEG: no scan, or no end-of-image marker after the first scan (cut short). */
export function jpegFault(b: Uint8Array, info: ImageInfo): string | null {
  if (info.scanAt === undefined) return 'the image is damaged (no JPEG frame and scan)';
  // entropy-coded data never holds FF D9 (an FF there is followed by 00 or a restart marker); data a phone
  // appends after the end marker (a motion photo's video) is after it, so the first one found is the image's end
  for (let i = b.indexOf(0xff, info.scanAt); i >= 0 && i + 1 < b.length; i = b.indexOf(0xff, i + 1))
    if (b[i + 1] === 0xd9) return null;
  return 'the image is cut short (no JPEG end-of-image marker)';
}

/** A JPEG pdfjs draws as it is: baseline, extended or progressive Huffman, 8 bits, upright or turned by /Rotate. */
function passesThrough(info: ImageInfo): boolean {
  const frameOk = info.frame === 0xc0 || info.frame === 0xc1 || info.frame === 0xc2;
  return frameOk && info.precision === 8 && [1, 3, 6, 8].includes(info.orientation ?? 1);
}

/** Decode with Skia (EXIF orientation applied) and re-encode as PNG; a part the decoder could not fill is damage. */
async function uprightPng(bytes: Uint8Array): Promise<{ png: Uint8Array; widthPx: number; heightPx: number } | string> {
  const { createCanvas, Image } = canvasLibrary();
  const img = new Image();
  const loaded = new Promise<string | null>((resolve) => {
    img.onload = () => resolve(null);
    img.onerror = (e) => resolve(String((e as Error)?.message ?? e));
  });
  img.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const failed = await loaded;
  if (failed !== null || !(img.width > 0 && img.height > 0)) return `undecodable: ${failed ?? 'no size'}`;
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const px = ctx.getImageData(0, 0, img.width, img.height).data;
  for (let i = 3; i < px.length; i += 4) if (px[i] !== 255) return 'the decoder left part of the image empty';
  return { png: new Uint8Array(canvas.toBuffer('image/png')), widthPx: img.width, heightPx: img.height };
}

export async function imageToPdf(view: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<Uint8Array> {
  // pdf-lib's JPEG embedder reads `imageData.buffer` from offset 0: a view into a larger buffer (a Buffer from
  // Node's pool, a message's bytes) would be read from someone else's bytes. Its own buffer, always.
  const bytes = view.byteOffset === 0 && view.byteLength === view.buffer.byteLength ? view : view.slice();
  const damaged = (detail: string, message = 'the image is damaged and could not be read') =>
    new PdfReadError('corrupt', detail, message);
  let info = type === 'image/png' ? pngInfo(bytes) : jpegInfo(bytes);
  if (!(info.widthPx > 0 && info.heightPx > 0)) throw damaged('no image dimensions');
  // Checked on the header, before pdf-lib decodes a PNG into memory (a 30000×30000 PNG is a few KB).
  if (info.widthPx * info.heightPx > MAX_IMAGE_PIXELS) {
    throw new PdfReadError(
      'too_large',
      `${info.widthPx}×${info.heightPx} px`,
      'the image has more pixels than the service reads',
    );
  }
  const fault = type === 'image/png' ? pngFault(bytes) : jpegFault(bytes, info);
  if (fault) throw damaged(fault, fault);
  let embedPng = type === 'image/png';
  let pixels = bytes;
  if (type === 'image/jpeg' && !passesThrough(info)) {
    const upright = await uprightPng(bytes);
    if (typeof upright === 'string')
      throw damaged(upright, 'the image is damaged or in a JPEG encoding that could not be decoded');
    pixels = upright.png;
    embedPng = true;
    info = { widthPx: upright.widthPx, heightPx: upright.heightPx, dpi: info.dpi, rotate: 0 };
  }
  const doc = await PDFDocument.create();
  let image;
  try {
    image = embedPng ? await doc.embedPng(pixels) : await doc.embedJpg(pixels);
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
