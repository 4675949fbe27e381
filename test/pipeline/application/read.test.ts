// Applications: AcroForm values first, printed "Label: value" lines next, the model for the rest; every
// value's source is recorded; SSNs keep only their last four digits; a scanned application goes to the
// model as page images.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../../../src/config.ts';
import { createModelClient } from '../../../src/llm/client.ts';
import { nullModelClient } from '../../../src/pipeline/ports/model.ts';
import { readApplication, type ApplicationInput } from '../../../src/pipeline/application/read.ts';
import { RENDER_DPI } from '../../../src/pipeline/image/read.ts';
import { createPdfPool } from '../../../src/readers/pool.ts';
import type { PdfPool } from '../../../src/pipeline/ports/pdf.ts';
import { imagesOf, promptText, startFakeLlm, type FakeLlm } from '../../helpers/fake-llm.ts';
import { openTestStore, testBackends, type TestStore } from '../../helpers/store.ts';
import { scanPdf } from '../image/scanned.ts';

async function applicationPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines = [
    'MERCHANT APPLICATION',
    'DBA: Rosie Bakes',
    'Federal Tax ID: 12-3456789',
    'City: Dayton',
    'State: OH',
    'Owner Name: Rosa Diaz',
    'SSN: 123-45-6789',
    'Ownership %: 100',
  ];
  lines.forEach((l, i) => page.drawText(l, { x: 50, y: 740 - i * 18, size: 11, font }));
  const form = doc.getForm();
  const name = form.createTextField('legal_business_name');
  name.setText('Rosie Bakes LLC');
  name.addToPage(page, { x: 300, y: 700, width: 200, height: 18 });
  const amount = form.createTextField('Requested Amount');
  amount.setText('50000');
  amount.addToPage(page, { x: 300, y: 670, width: 200, height: 18 });
  return doc.save();
}

for (const backend of testBackends()) {
  describe(`application read (${backend})`, () => {
    let fake: FakeLlm;
    let store: TestStore;
    let pool: PdfPool;
    before(async () => {
      fake = await startFakeLlm();
      store = await openTestStore(backend);
      pool = createPdfPool({ threads: 1 });
    });
    after(async () => {
      await fake.close();
      await store.close();
      await pool.destroy();
    });
    const client = () =>
      createModelClient({
        config: { ...loadConfig({}).llm, baseUrl: fake.baseUrl, apiKey: 'k', backoffMs: 1 },
        db: store.db,
      });
    /** the read as the pipeline makes it with a provider: pages rendered at the model's resolution */
    const readWithModel = (input: Omit<ApplicationInput, 'renderPage'>, tenantId: string) =>
      readApplication(
        { ...input, renderPage: (page) => pool.render(input.bytes, page, RENDER_DPI) },
        { client: client(), tenantId },
      );
    const blankAnswer = () => ({ fields: {} as Record<string, unknown>, owners: [] as unknown[] });
    const withAll = (over: Record<string, unknown>) => {
      const keys = [
        'legal_business_name',
        'dba',
        'entity_type',
        'ein',
        'business_start_date',
        'state_of_incorporation',
        'industry',
        'naics',
        'business_phone',
        'business_email',
        'website',
        'address_line_1',
        'address_line_2',
        'city',
        'state',
        'zip',
        'requested_amount',
        'use_of_funds',
        'monthly_revenue',
        'gross_annual_revenue',
        'existing_advances_disclosed',
        'broker_company_name',
        'home_phone',
        'signed_date',
        'signed',
      ];
      return { ...Object.fromEntries(keys.map((k) => [k, null])), ...over };
    };

    test('form values, then printed lines, then the model; sources recorded', async () => {
      const bytes = await applicationPdf();
      const extract = await pool.extract(bytes);
      fake.setScript(() => ({
        answer: {
          ...blankAnswer(),
          // the model also "reads" the business name differently: the form value must win
          fields: withAll({
            legal_business_name: 'ROSIE BAKES',
            monthly_revenue: '42000',
            signed: true,
            entity_type: 'LLC',
          }),
          owners: [
            {
              name: 'Rosa Diaz',
              title: 'Owner',
              ownership_pct: 100,
              email: 'rosa@example.com',
              mobile_phone: null,
              home_address: null,
              city: null,
              state: null,
              zip: null,
              date_of_birth: null,
              ssn_last4: '6789',
              credit_score: 710,
            },
          ],
        },
      }));
      const from = fake.requests.length;
      const app = await readWithModel(
        {
          documentId: 'doc_app',
          sourceFile: 'app.pdf',
          contentSha256: 'x',
          bytes,
          pages: [1],
          pageTexts: extract.pages,
        },
        'ten_app',
      );
      const fields = app.fields as Record<string, unknown>;
      assert.equal(fields.legal_business_name, 'Rosie Bakes LLC');
      assert.equal(app.field_sources.legal_business_name, 'acroform');
      assert.equal(fields.requested_amount, '50000');
      assert.equal(fields.dba, 'Rosie Bakes');
      assert.equal(app.field_sources.dba, 'text_layer');
      assert.equal(fields.ein, '12-3456789');
      assert.equal(fields.city, 'Dayton');
      assert.equal(fields.monthly_revenue, '42000');
      assert.equal(app.field_sources.monthly_revenue, 'model');
      assert.equal(fields.signed, true);
      assert.equal(app.owners.length, 1);
      assert.equal(app.owners[0]!.name, 'Rosa Diaz');
      assert.equal(app.field_sources['owners[0].name'], 'text_layer');
      assert.equal(app.owners[0]!.ssn_last4, '6789');
      assert.equal(app.owners[0]!.ownership_pct, 100);
      assert.equal(app.owners[0]!.credit_score, 710);
      assert.equal(app.field_sources['owners[0].credit_score'], 'model');
      assert.equal(app.status, 'accepted');
      assert.equal(fake.requests.length - from, 1);
      assert.match(
        promptText(fake.requests[from]!),
        /Rosie Bakes/,
        'a text-layer application goes to the model as text',
      );
      assert.ok(!JSON.stringify(app).includes('123-45-6789'), 'the full SSN is never kept');
      assert.equal(app.usage.calls, 1);
    });

    test('no provider: text-layer and form values stand, and the result says it is partial', async () => {
      const bytes = await applicationPdf();
      const extract = await pool.extract(bytes);
      const app = await readApplication(
        { documentId: 'd', sourceFile: 'a.pdf', contentSha256: 'x', bytes, pages: [1], pageTexts: extract.pages },
        { client: nullModelClient, tenantId: 't' },
      );
      assert.equal((app.fields as Record<string, unknown>).legal_business_name, 'Rosie Bakes LLC');
      assert.ok(app.review_reasons.includes('application_partially_read:no_model_provider'));
      assert.equal(app.status, 'review_required');
    });

    test('a scanned application (no text layer) is read from its rendered pages', async () => {
      const scanned = await scanPdf(pool, await applicationPdf(), 1, 100);
      const extract = await pool.extract(scanned);
      assert.deepEqual(extract.imagePages, [1]);
      fake.setScript(() => ({
        answer: {
          fields: withAll({ legal_business_name: 'Rosie Bakes LLC', ein: '12-3456789' }),
          owners: [
            {
              name: 'Rosa Diaz',
              title: null,
              ownership_pct: 100,
              email: null,
              mobile_phone: null,
              home_address: null,
              city: null,
              state: null,
              zip: null,
              date_of_birth: null,
              ssn_last4: '123456789',
              credit_score: null,
            },
          ],
        },
      }));
      const from = fake.requests.length;
      const app = await readWithModel(
        {
          documentId: 'd2',
          sourceFile: 's.pdf',
          contentSha256: 'y',
          bytes: scanned,
          pages: [1],
          pageTexts: extract.pages,
        },
        'ten_app',
      );
      assert.equal(imagesOf(fake.requests[from]!).length, 1);
      assert.equal(app.field_sources.legal_business_name, 'model');
      assert.equal(app.owners[0]!.ssn_last4, '6789', 'even a model answer keeps only the last four digits');
    });
  });
}
