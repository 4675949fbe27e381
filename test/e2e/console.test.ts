// The review console in headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core), against
// the whole service on a real socket with one real packet: a verified two-page statement and a tampered one
// whose balance chain breaks. A reviewer signs in, opens the packet, clicks a row and sees its box on the
// right page (and back), corrects a category and sees the month change, opens the statement in review, sees
// the reason beside its row and resolves it. Screenshots go to test-artifacts/console/ (gitignored).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { generateStatementPdf, LAYOUTS, TAMPERS } from '../../scripts/generator/index.ts';
import { buildTamper } from '../../scripts/generator/tamper.ts';
import { form } from '../helpers/files.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = path.resolve('test-artifacts/console');

describe(
  'the review console in a browser',
  { skip: !fs.existsSync(CHROMIUM) && `${CHROMIUM} missing (bash .ci/run installs it)` },
  () => {
    let t: TestService;
    let ctx: BrowserContext;
    let page: Page;
    let profile: string;
    let result: any;
    const errors: string[] = [];
    const shot = (name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });

    before(async () => {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      t = await startTestService('pglite', { listen: true });
      const good = await generateStatementPdf(LAYOUTS[1]!.name, 11, { month: 0 });
      const bad = await buildTamper(
        TAMPERS.find((x) => x.name === 'tamper-swap')!,
        1,
      );
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse?wait=180',
        headers: { 'x-api-key': t.key },
        payload: form([
          { name: 'verified.pdf', bytes: good.pdf },
          { name: 'tampered.pdf', bytes: bad.pdf },
        ]) as never,
      });
      assert.equal(res.statusCode, 200, res.body);
      result = res.json().result;
      assert.deepEqual(
        result.statements.map((s: any) => s.gate.status),
        ['accepted', 'review_required'],
      );
      profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-chromium-'));
      ctx = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        viewport: { width: 1280, height: 800 },
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      page = ctx.pages()[0] ?? (await ctx.newPage());
      page.on('pageerror', (e) => errors.push(e.message));
      // nothing may leave the machine: every request the page makes goes to the service
      page.on('request', (r) => {
        if (!r.url().startsWith(t.baseUrl!) && !r.url().startsWith('blob:') && !r.url().startsWith('data:'))
          throw new Error(`the console asked ${r.url()}`);
      });
    });
    after(async () => {
      await ctx?.close();
      await t?.close();
      if (profile) fs.rmSync(profile, { recursive: true, force: true });
    });

    test('sign in with an API key kept in the session, then the job list shows the packet', async () => {
      await page.goto(`${t.baseUrl}/console`);
      await page.getByLabel('API key or access token').fill(t.key);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const link = page.getByRole('link', { name: result.job_id });
      await link.waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('pp.console.token')), t.key);
      assert.equal(await page.evaluate(() => localStorage.length), 0, 'nothing in local storage');
      await shot('1-jobs');
      // the merchant filter asks the service (every page of the list), not only the rows already shown
      const asked: string[] = [];
      page.on('request', (r) => asked.push(r.url()));
      await page.getByLabel('Merchant').fill('No Such Merchant');
      await page.locator('p[aria-live]', { hasText: /^0 job\(s\)/ }).waitFor();
      assert.ok(
        asked.some((u) => u.includes('business_name=No+Such+Merchant')),
        asked.join('\n'),
      );
      await page.getByLabel('Merchant').fill('');
      await link.waitFor();
    });

    test("clicking a row on the statement's second page highlights its box on that page, and the box leads back", async (tc) => {
      const started = Date.now();
      await page.getByRole('link', { name: result.job_id }).click();
      await page.locator('.ledger-table').waitFor();
      await page.locator('#boxes .box').first().waitFor();
      tc.diagnostic(`job view with its first page shown in ${Date.now() - started} ms`);
      const s = result.statements[0];
      const row = s.transactions.find((x: any) => x.source.page === s.packet_pages[1]);
      assert.ok(row, 'a row printed on page 2');
      await page.locator(`.ledger-table tr[data-index="${row.index}"]`).click();
      await page.getByText(`Page ${row.source.page} of verified.pdf`).waitFor();
      const box = page.locator(`#boxes .box.on[data-index="${row.index}"]`);
      await box.waitFor();
      // the box sits where the row is printed: its top-left is the bbox scaled to the drawn image
      const img = await page.locator('#page-img').boundingBox();
      const b = await box.boundingBox();
      const natural = await page
        .locator('#page-img')
        .evaluate((i) => (i as unknown as { naturalWidth: number }).naturalWidth);
      const scale = (img!.width / natural) * (96 / 72);
      const at = `box at ${b!.x - img!.x},${b!.y - img!.y} for bbox ${row.source.bbox} x ${scale}`;
      assert.ok(Math.abs(b!.x - img!.x - row.source.bbox[0] * scale) < 2, at);
      assert.ok(Math.abs(b!.y - img!.y - row.source.bbox[1] * scale) < 2, at);
      await shot('2-row-and-box');
      // and back: a box on the page selects its row
      const other = s.transactions.find((x: any) => x.source.page === row.source.page && x.index !== row.index);
      await page.locator(`#boxes .box[data-index="${other.index}"]`).click();
      assert.equal(
        await page.locator(`.ledger-table tr[data-index="${other.index}"]`).getAttribute('aria-selected'),
        'true',
      );
      // by keyboard: the row below the focused one, then Enter
      await page.locator(`.ledger-table tr[data-index="${other.index}"]`).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      assert.equal(
        await page.locator(`.ledger-table tr[data-index="${other.index + 1}"]`).getAttribute('aria-selected'),
        'true',
      );
    });

    test("correcting a row's category in the table changes its month, shown computed against corrected", async () => {
      const s = result.statements[0];
      const row = s.transactions.find((x: any) => x.category === 'revenue');
      const month = row.date.slice(0, 7);
      const before = result.months.find((m: any) => m.month === month).true_revenue;
      await page.getByLabel(`Category of row ${row.index}`, { exact: true }).selectOption('transfer');
      const cell = page.locator(`.months tr[data-month="${month}"] td`).first();
      await page.locator(`.months tr[data-month="${month}"] td s`).first().waitFor();
      const shown = await cell.innerText();
      assert.ok(shown.includes(before), `computed ${before} still shown: ${shown}`);
      const after = (BigInt(before.replace('.', '')) - BigInt(row.amount.replace('.', ''))).toString();
      assert.ok(shown.replace(/\./g, '').includes(after), `corrected ${after} shown: ${shown}`);
      await page.getByText('computed revenue → corrected transfer').waitFor();
      await page.locator('.months').scrollIntoViewIfNeeded();
      await shot('3-corrected-month');
    });

    test("the withhold what-if runs the job's months through the calculator, and the ledger downloads as CSV", async () => {
      const job: any = await (
        await fetch(`${t.baseUrl}/v1/jobs/${result.job_id}`, { headers: { 'x-api-key': t.key } })
      ).json();
      await page.getByRole('button', { name: 'Recompute withhold' }).click();
      const shown = page.locator('#whatif-uw dd[data-field="avg_monthly_revenue"]');
      await shown.waitFor();
      assert.equal(
        (await shown.innerText()).replace(/,/g, ''),
        String(job.result.underwriting.avg_monthly_revenue),
        'unchanged inputs give the job own block (after the correction)',
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Ledger CSV' }).click(),
      ]);
      const csv = fs
        .readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
      const s = job.result.statements[0];
      assert.equal(
        csv[0],
        'file,document_id,account_last4,date,description,amount,type,running_balance,category,counterparty,verified',
        "the CLI's columns",
      );
      assert.equal(csv.length, s.transactions.length + 1);
      assert.ok(
        csv.some((l) => l.includes(',transfer,')),
        'the corrected category',
      );
    });

    test('the statement in review shows its reason beside the row where the chain breaks, and the reviewer resolves it', async () => {
      const s = result.statements[1];
      const broken = s.gate.reconciliation_evidence.broken_links[0];
      await page.getByRole('tab', { name: /review/ }).click();
      await page.getByText('Running-balance chain broken').waitFor();
      const note = page.locator(`tr.note[data-note-for="${broken.row}"]`);
      await note.waitFor();
      const noteText = await note.innerText();
      assert.match(noteText, new RegExp(`expected ${broken.expected}, printed ${broken.printed}`));
      assert.match(noteText, /statement not verified/);
      // the row above the note is the row the gate names
      assert.equal(
        await note.evaluate((n) => n.previousElementSibling?.getAttribute('data-index')),
        String(broken.row),
      );
      // the statement opens at that row: its page is shown with the row's box
      await page.locator(`#boxes .box.on[data-index="${broken.row}"]`).waitFor();
      await shot('4-reason-beside-row');
      const reason = result.review_reasons.find((r: string) => r.startsWith(`statement_not_verified:${s.document_id}`));
      const form = note.locator(`.reason[data-reason="${reason}"]`);
      await form.getByLabel('Note for statement_not_verified').fill('checked against the bank: two debits swapped');
      await form.getByRole('button', { name: 'Acknowledge' }).click();
      await page.locator(`tr.note[data-note-for="${broken.row}"] .resolved`).first().waitFor();
      const review: any = await (
        await fetch(`${t.baseUrl}/v1/jobs/${result.job_id}/review`, { headers: { 'x-api-key': t.key } })
      ).json();
      const item = review.reasons.find((r: any) => r.reason === reason);
      assert.equal(item.resolved, true);
      assert.equal(item.resolution.note, 'checked against the bank: two debits swapped');
      await shot('5-resolved');
    });
  },
);
