// `npm run bench -- ocr` (opt-in: minutes of CPU): seconds per page for each local OCR engine alone (one
// reader, pages one after another), for the two-read path as the service runs it (two readers, both
// engines on every page at once), and the peak resident memory of a reader process. Input: a two-page
// generated statement scanned at 300 DPI (scripts/generator/scans.ts).
import { generateStatementPdf, scanCopy } from '../scripts/generator/index.ts';
import { createPdfPool } from '../src/pipeline/pdf/pool.ts';
import { readScanOffline } from '../src/pipeline/ocr/read.ts';
import { OCR_ENGINES } from '../src/pipeline/ocr/types.ts';
import { loadavg } from 'node:os';

export async function benchOcr(): Promise<Record<string, number | string>> {
  const scan = await scanCopy(await generateStatementPdf('westfield-commerce', 1), 'clean');
  const pages = scan.truth.statements[0]!.pages;
  const out: Record<string, number | string> = { pages: pages.length, load_average_at_start: loadavg()[0]!.toFixed(1) };
  for (const engine of OCR_ENGINES) {
    const pool = createPdfPool({ threads: 1, timeoutMs: 600_000, maxMemoryMb: 1024 });
    try {
      await pool.ocr(scan.pdf, 1, engine); // warm: the engine's model loads once per reader
      const t0 = performance.now();
      let peak = 0;
      for (const p of pages) peak = Math.max(peak, (await pool.ocr(scan.pdf, p, engine)).readerPeakRssMb ?? 0);
      out[`${engine}_s_per_page`] = Number(((performance.now() - t0) / 1000 / pages.length).toFixed(2));
      out[`${engine}_reader_peak_rss_mb`] = peak;
    } finally {
      await pool.destroy();
    }
  }
  const pool = createPdfPool({ threads: 2, timeoutMs: 600_000, maxMemoryMb: 1024 });
  try {
    let peak = 0;
    const ocr = async (p: number, e: (typeof OCR_ENGINES)[number]) => {
      const r = await pool.ocr(scan.pdf, p, e);
      peak = Math.max(peak, r.readerPeakRssMb ?? 0);
      return r;
    };
    await Promise.all(OCR_ENGINES.map((e) => ocr(1, e))); // warm both readers
    const t0 = performance.now();
    const r = await readScanOffline(pages, [...OCR_ENGINES], ocr);
    out.two_reads_s_per_page = Number(((performance.now() - t0) / 1000 / pages.length).toFixed(2));
    out.two_reads_verified = String(r.verified);
    out.two_reads_reader_peak_rss_mb = peak;
  } finally {
    await pool.destroy();
  }
  out.load_average_at_end = loadavg()[0]!.toFixed(1);
  return out;
}
