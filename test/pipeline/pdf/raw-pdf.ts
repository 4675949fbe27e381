// Builds small hand-made PDFs with a correct xref, for shapes pdf-lib will not produce (bombs, odd boxes).
import { deflateSync } from 'node:zlib';

export interface RawPage {
  content: Uint8Array | string;
  deflate?: boolean;
  /** content is already Flate-compressed this many times (stacked /FlateDecode filters) */
  predeflated?: number;
  mediaBox?: [number, number, number, number];
  rotate?: number;
}

export function rawPdf(pages: RawPage[]): Uint8Array {
  const objs: Array<Uint8Array> = [];
  const enc = (s: string): Uint8Array => Buffer.from(s, 'latin1');
  // 1: catalog, 2: pages, 3: font, then per page: page obj + content obj
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  objs.push(enc('<< /Type /Catalog /Pages 2 0 R >>'));
  objs.push(enc(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`));
  objs.push(enc('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
  pages.forEach((p, i) => {
    const box = p.mediaBox ?? [0, 0, 612, 792];
    const rot = p.rotate ? ` /Rotate ${p.rotate}` : '';
    objs.push(
      enc(
        `<< /Type /Page /Parent 2 0 R /MediaBox [${box.join(' ')}]${rot} /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      ),
    );
    const raw = typeof p.content === 'string' ? enc(p.content) : p.content;
    const body = p.deflate ? deflateSync(raw, { level: 9 }) : raw;
    const layers = (p.predeflated ?? 0) + (p.deflate ? 1 : 0);
    const filter = layers ? ` /Filter [${' /FlateDecode'.repeat(layers)} ]` : '';
    objs.push(Buffer.concat([enc(`<< /Length ${body.length}${filter} >>\nstream\n`), body, enc('\nendstream')]));
  });
  const parts: Uint8Array[] = [enc('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([enc(`${i + 1} 0 obj\n`), o, enc('\nendobj\n')]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objs.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ].join('\n');
  parts.push(enc(`${xref}\ntrailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/** Deflate `total` bytes of `fill` without holding them in memory (for stream bombs). */
export async function deflatedFill(total: number, fill: number): Promise<Uint8Array> {
  const { createDeflate } = await import('node:zlib');
  const z = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  z.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((res) => z.on('end', res));
  const block = Buffer.alloc(1 << 20, fill);
  for (let left = total; left > 0; left -= block.length) {
    if (!z.write(left >= block.length ? block : block.subarray(0, left)))
      await new Promise((res) => z.once('drain', res));
  }
  z.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
