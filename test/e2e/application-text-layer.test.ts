// Issue 10, item 6: a typed application with a text layer is read from its labelled fields without a
// model (the generated packet prints each label in a column and its value in a box on the same line).
// Item 5: the same packet sent again is related to the first job (merchant fingerprint, per tenant) and
// its text-layer statements name the earlier submission.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PACKETS } from '../../scripts/generator/index.ts';
import { buildPacket } from '../../scripts/generator/packets.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';

describe('application read from the text layer', () => {
  let t: TestService;
  let first: any;
  const send = async (bytes: Uint8Array, key = t.key) => {
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=300',
      headers: { 'x-api-key': key },
      payload: form([{ name: 'packet.pdf', bytes }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  before(async () => {
    t = await startTestService('pglite');
  });
  after(() => t.close());

  test('without a provider: labelled fields and the owner from the text layer, field_sources says so', async () => {
    const fx = await buildPacket(
      PACKETS.find((p) => p.name === 'packet-mixed-application')!,
      1,
    );
    const holder = fx.truth.statements[0]!.account_holder_name;
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=300',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: `${fx.name}.pdf`, bytes: fx.pdf }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    first = res.json();
    const app = first.result.applications[0];
    assert.ok(app, 'the application page is read as an application');
    const f = app.fields;
    assert.equal(f.legal_business_name, holder);
    assert.equal(f.entity_type, 'LLC');
    assert.match(f.ein, /^\d{2}-?\d{7}$/);
    assert.match(f.requested_amount, /^\$[\d,]+(\.\d{2})?$/);
    assert.equal(f.use_of_funds, 'Inventory and working capital');
    assert.match(f.zip, /^\d{5}$/);
    assert.match(f.state, /^[A-Z]{2}$/);
    assert.ok(f.city);
    assert.equal(app.owners.length, 1);
    assert.ok(app.owners[0].name);
    assert.equal(app.owners[0].title, 'Managing Member');
    assert.equal(app.owners[0].ownership_pct, 100);
    assert.match(app.owners[0].ssn_last4, /^\d{4}$/);
    for (const k of ['legal_business_name', 'ein', 'city', 'owners[0].name'])
      assert.equal(app.field_sources[k], 'text_layer', k);
    // what the text cannot give is left for a model, and the job says one was not there
    assert.ok(app.review_reasons.includes('application_partially_read:no_model_provider'));
    assert.ok(!app.review_reasons.includes('application_missing:legal_business_name'));
  });

  test('sent again: related to the first job by merchant, statements name the earlier submission; never across tenants', async () => {
    const fx = await buildPacket(
      PACKETS.find((p) => p.name === 'packet-mixed-application')!,
      1,
    );
    assert.ok(first, 'the first test ran');
    assert.deepEqual(first.result.related_jobs, []);
    for (const st of first.result.statements) assert.equal(st.earlier_submission, null);
    const again = await send(fx.pdf);
    assert.equal(again.result.merchant_fingerprint, first.result.merchant_fingerprint);
    assert.deepEqual(again.result.related_jobs, [first.job_id]);
    assert.equal(again.result.statements.length, first.result.statements.length);
    again.result.statements.forEach((st: any, i: number) => {
      assert.deepEqual(st.earlier_submission, {
        job_id: first.job_id,
        document_id: first.result.statements[i].document_id,
        relation: 'same_statement',
      });
      assert.equal(st.read_reused, false, 'a text-layer statement is read again; only a reused read says so');
    });
    const other = await t.newKey({ tenant: 'other-lender' });
    const elsewhere = await send(fx.pdf, other.key);
    assert.deepEqual(elsewhere.result.related_jobs, []);
    for (const st of elsewhere.result.statements) assert.equal(st.earlier_submission, null);
  });
});
