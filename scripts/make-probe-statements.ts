// Writes the blind probe set (test/fixtures/statements-probe): US bank statements rendered as HTML in the style
// of real banks' statements and printed to PDF by Chromium, with their truth computed from the same data model.
// Written without looking at the reader. Run: node --import tsx scripts/make-probe-statements.ts [--only=NAME]
// Needs Debian's /usr/bin/chromium (playwright-core drives it).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CSS } from './probe/render.ts';
import { type Spec, STATEMENTS, TAMPERS } from './probe/banks.ts';
import { accountTruth } from './probe/write-set.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe');

export function truthOf(s: Spec, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const main = accountTruth(s.accounts[0]);
  return {
    file: s.file,
    bank_style: s.style,
    classes: s.classes,
    expect: s.expect,
    institution: s.legal,
    institution_aliases: s.aliases,
    currency: 'USD',
    period_start: s.start,
    period_end: s.end,
    period_printed: s.periodPrinted,
    statement_date: s.statementDate,
    ...main,
    accounts: s.accounts.length > 1 ? s.accounts.map(accountTruth) : undefined,
    ...extra,
  };
}

const html = (s: Spec): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${s.bank} statement</title><style>${CSS}</style></head><body>${s.body()}</body></html>`;

const FOOTER = (s: Spec): string =>
  `<div style="font-size:6.5px;width:100%;padding:0 0.55in;font-family:Arial;color:#333">${s.legal} &middot; Member FDIC &middot; This statement is a record of your account activity; please examine it promptly.</div>`;

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  const print = async (s: Spec, file: string): Promise<void> => {
    await page.setContent(html(s), { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'Letter',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: s.header,
      footerTemplate: FOOTER(s),
      preferCSSPageSize: true,
    });
    fs.writeFileSync(path.join(OUT, file), pdf);
  };
  const truth: Record<string, unknown>[] = [];
  for (const make of STATEMENTS) {
    const s = make();
    truth.push(truthOf(s));
    if (!only || s.file.includes(only)) await print(s, s.file);
  }
  for (const t of TAMPERS) {
    const s = STATEMENTS.map((m) => m()).find((x) => x.file === t.from)!;
    const clean = truthOf(s);
    t.edit(s);
    truth.push({ ...clean, file: t.file, expect: 'tampered', tampered_from: t.from, tampering: t.how });
    if (!only || t.file.includes(only)) await print(s, t.file);
  }
  await browser.close();
  fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
  console.log(`wrote ${truth.length} statements to ${path.relative(process.cwd(), OUT)}`);
}

await main();
