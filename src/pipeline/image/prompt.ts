// Messages for one page read: the owned page at full resolution, its neighbours as context only. Two
// prompt variants, worded differently, make the two reads independent (with different seeds, or models).
import type { ModelContentPart, ModelMessage } from '../ports/model.ts';
import { CATEGORIES } from '../categorize/categories.ts';

export type ReadVariant = 'primary' | 'verify';

export interface PageImage {
  page: number; // 1-based page of the source file
  png: Uint8Array;
}

const PRIMARY = `You are the OCR of a bank-statement reader. You transcribe exactly what is printed; you never guess or compute.
Read ONLY the page marked OWNED PAGE. Images marked CONTEXT are the neighbouring pages, given so you can tell
which table a row continues and what year the dates are in; do not transcribe their rows.
For the owned page return:
- header: every statement header field printed on the owned page (null when not printed there), and in
  header.accounts one entry per account whose summary figures (beginning/ending balance, totals, counts) are
  printed on the owned page.
- rows: every transaction row of the owned page, top to bottom, in printed order. amount is the positive number
  as printed; type is credit (money in) or debit (money out); running_balance is the printed balance on that row or null;
  account_number_last4 names the account whose table the row is in (null on a single-account statement).
  Skip subtotal, total and summary lines; they are not rows.
- category, one of: ${CATEGORIES.join(', ')}; counterparty: who paid or was paid, as printed, shortened to the name.`;

const VERIFY = `Independent verification transcription of a scanned bank statement.
Work on the single page labelled OWNED PAGE; the pages labelled CONTEXT are only there for continuity (table
headings, the statement year) and must not be transcribed.
Go line by line and read each amount digit by digit. Report:
1) header values printed on the owned page (beginning/ending balance, period, totals, counts, institution,
   holder, last four digits of the account number), with the balances, totals and counts listed per account
   in header.accounts; null for anything not printed on that page;
2) each transaction line on the owned page in the order printed: section heading, date (YYYY-MM-DD),
   description, amount (positive, as printed), credit or debit, the running balance printed on the line or null,
   the last four digits of the account the line belongs to (null when there is one account),
   a category from [${CATEGORIES.join(', ')}] and the counterparty name. Do not include total lines.`;

// a page is sent in up to three calls per read (owned, and context of each neighbour): encode it once
const urls = new WeakMap<Uint8Array, string>();
export function dataUrl(png: Uint8Array): string {
  let url = urls.get(png);
  if (!url)
    urls.set(
      png,
      (url = `data:image/png;base64,${Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64')}`),
    );
  return url;
}

/** One call's messages: owned page `owned`, context = the pages just before and after it in the statement. */
export function pageMessages(pages: PageImage[], ownedIndex: number, variant: ReadVariant): ModelMessage[] {
  const owned = pages[ownedIndex]!;
  const context = [pages[ownedIndex - 1], pages[ownedIndex + 1]].filter((p): p is PageImage => Boolean(p));
  const label = `Statement pages ${pages.map((p) => p.page).join(', ')}. OWNED PAGE: ${owned.page}. CONTEXT: ${context.map((p) => p.page).join(', ') || 'none'}.`;
  const parts: ModelContentPart[] = [{ type: 'text', text: label }];
  for (const p of [
    ...context.filter((c) => c.page < owned.page),
    owned,
    ...context.filter((c) => c.page > owned.page),
  ]) {
    parts.push({
      type: 'text',
      text: p === owned ? `OWNED PAGE ${p.page}:` : `CONTEXT page ${p.page} (do not transcribe):`,
    });
    parts.push({ type: 'image_url', image_url: { url: dataUrl(p.png), detail: p === owned ? 'high' : 'low' } });
  }
  return [
    { role: 'system', content: variant === 'primary' ? PRIMARY : VERIFY },
    { role: 'user', content: parts },
  ];
}
