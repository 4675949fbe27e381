// `npm run bench -- ocr` (opt-in: minutes of CPU): seconds per page for each local OCR engine alone (one
// reader, pages one after another), for the two-read path as the service runs it (two readers, both
// engines on every page at once), and the peak resident memory of each reader process. Wall seconds
// depend on what else the 2 cores run (the load average is printed); CPU seconds per page do not.
// Input: a two-page generated statement scanned at 300 DPI (scripts/generator/scans.ts).
import { generateStatementPdf, scanCopy } from '../scripts/generator/index.ts';
import { createPdfPool } from '../src/readers/pool.ts';
import { readScanOffline } from '../src/pipeline/image/ocr-read.ts';
import { OCR_ENGINES, type OcrEngineName, type OcrPage } from '../src/pipeline/ocr/types.ts';
import { loadavg } from 'node:os';

type Figures = Record<string, number | string>;
const round = (x: number): number => Number(x.toFixed(2));
const load = (): string => loadavg()[0]!.toFixed(1);

/** What the readers reported: CPU seconds per page, and each reader's peak RSS with the engines it ran. */
class Readings {
  pages: OcrPage[] = [];
  keep(p: OcrPage): OcrPage {
    this.pages.push(p);
    return p;
  }
  cpuPerPage(pageCount: number): number {
    return round(this.pages.reduce((a, p) => a + (p.cpuMs ?? 0), 0) / 1000 / pageCount);
  }
  /** Where a page's wall seconds went, per page: render, prepare (level, clean, stretch), the engine's recognition. */
  stages(prefix: string, pageCount: number): Figures {
    const sum = (k: 'render' | 'prepare' | 'recognize') =>
      round(this.pages.reduce((a, p) => a + (p.stages?.[k] ?? 0), 0) / 1000 / pageCount);
    return {
      [`${prefix}_render_s_per_page`]: sum('render'),
      [`${prefix}_prepare_s_per_page`]: sum('prepare'),
      [`${prefix}_recognize_s_per_page`]: sum('recognize'),
    };
  }
  readers(prefix: string): Figures {
    const byPid = new Map<number, { engines: Set<string>; peak: number }>();
    for (const p of this.pages) {
      const r = byPid.get(p.readerPid ?? 0) ?? { engines: new Set<string>(), peak: 0 };
      r.engines.add(p.engine);
      r.peak = Math.max(r.peak, p.readerPeakRssMb ?? 0);
      byPid.set(p.readerPid ?? 0, r);
    }
    return Object.fromEntries(
      [...byPid.values()].map((r, i) => [`${prefix}_reader${i + 1}_${[...r.engines].join('+')}_peak_rss_mb`, r.peak]),
    );
  }
}

async function alone(pdf: Uint8Array, pages: number[], engine: OcrEngineName): Promise<Figures> {
  const pool = createPdfPool({ threads: 1, timeoutMs: 600_000, maxMemoryMb: 1024 });
  try {
    await pool.ocr(pdf, 1, engine); // warm: the engine's model loads once per reader
    const seen = new Readings();
    const t0 = performance.now();
    for (const p of pages) seen.keep(await pool.ocr(pdf, p, engine));
    return {
      [`${engine}_s_per_page`]: round((performance.now() - t0) / 1000 / pages.length),
      [`${engine}_cpu_s_per_page`]: seen.cpuPerPage(pages.length),
      ...seen.stages(engine, pages.length),
      ...seen.readers(engine),
    };
  } finally {
    await pool.destroy();
  }
}

async function bothReads(pdf: Uint8Array, pages: number[]): Promise<Figures> {
  const pool = createPdfPool({ threads: 2, timeoutMs: 600_000, maxMemoryMb: 1024 });
  try {
    let seen = new Readings();
    const ocr = async (p: number, e: OcrEngineName) => seen.keep(await pool.ocr(pdf, p, e));
    await Promise.all(OCR_ENGINES.map((e) => ocr(1, e))); // warm both readers
    seen = new Readings();
    const t0 = performance.now();
    const r = await readScanOffline(pages, [...OCR_ENGINES], ocr);
    return {
      two_reads_s_per_page: round((performance.now() - t0) / 1000 / pages.length),
      two_reads_cpu_s_per_page: seen.cpuPerPage(pages.length),
      // both readers' stages added: render and prepare once a page, recognition twice (one per engine)
      ...seen.stages('two_reads', pages.length),
      two_reads_pages_prepared: `${seen.pages.filter((p) => p.prepared).length} for ${pages.length} pages`,
      two_reads_verified: String(r.verified),
      ...seen.readers('two_reads'),
    };
  } finally {
    await pool.destroy();
  }
}

export async function benchOcr(): Promise<Figures> {
  const scan = await scanCopy(await generateStatementPdf('westfield-commerce', 1), 'clean');
  const pages = scan.truth.statements[0]!.pages;
  const out: Figures = { pages: pages.length, load_average_at_start: load() };
  for (const engine of OCR_ENGINES) Object.assign(out, await alone(scan.pdf, pages, engine));
  Object.assign(out, await bothReads(scan.pdf, pages));
  out.load_average_at_end = load();
  return out;
}
