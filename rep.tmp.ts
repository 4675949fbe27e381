import fs from 'node:fs';
import path from 'node:path';
import { extractPdf } from './src/pipeline/pdf/extract.ts';
import { pageLines, type Line } from './src/pipeline/layout/lines.ts';
import { loadCorpusTruth } from './scripts/eval-real.ts';
const files = [...loadCorpusTruth().map((t) => t.path), ...fs.readdirSync('test/fixtures/statements-probe').filter(f=>f.endsWith('.pdf')).map(f=>'test/fixtures/statements-probe/'+f)];
for (const f of files) {
  const ex = await extractPdf(new Uint8Array(fs.readFileSync(f)));
  const lines = ex.pages.flatMap(pageLines);
  const h = new Map(ex.pages.map((p) => [p.page, p.height]));
  const top = new Map<number, number>(); const bot = new Map<number, number>();
  for (const l of lines) { top.set(l.page, Math.min(top.get(l.page) ?? 1e9, l.y)); bot.set(l.page, Math.max(bot.get(l.page) ?? -1e9, l.y)); }
  const key = (l: Line) => l.text.replace(/\d+/g, '#').toLowerCase();
  const calc = (margin: (l: Line) => boolean) => {
    const pagesOf = new Map<string, Set<number>>();
    for (const l of lines) if (margin(l)) pagesOf.set(key(l), (pagesOf.get(key(l)) ?? new Set()).add(l.page));
    return lines.filter((l) => margin(l) && (pagesOf.get(key(l))?.size ?? 0) >= 2 && !/\d+\.\d\d/.test(l.text));
  };
  const old = calc((l) => { const H = h.get(l.page)!; return l.y < H * 0.12 || l.y > H * 0.9; });
  const neu = calc((l) => { const H = h.get(l.page)!; return l.y - top.get(l.page)! < H * 0.09 || bot.get(l.page)! - l.y < H * 0.07; });
  const o = new Set(old.map(l=>l.page+':'+l.no)); const n = new Set(neu.map(l=>l.page+':'+l.no));
  const onlyOld = old.filter(l=>!n.has(l.page+':'+l.no)); const onlyNew = neu.filter(l=>!o.has(l.page+':'+l.no));
  if (onlyOld.length || onlyNew.length) console.log(path.basename(f), 'old-only', onlyOld.slice(0,3).map(l=>`${l.y.toFixed(0)}/${top.get(l.page)!.toFixed(0)} ${l.text.slice(0,40)}`), 'new-only', onlyNew.slice(0,3).map(l=>`${l.y.toFixed(0)}/${top.get(l.page)!.toFixed(0)}/${bot.get(l.page)!.toFixed(0)} ${l.text.slice(0,40)}`), onlyOld.length, onlyNew.length);
}
