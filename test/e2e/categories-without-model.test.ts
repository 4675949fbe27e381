// Issue 10, item 8: categories without a model, through the whole service. A generated statement has
// some of its rows re-worded to the shapes an API review found miscategorized (amounts and directions
// unchanged, so it still reconciles); the job, with no model provider, categorizes each by its class.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutByName } from '../../scripts/generator/index.ts';
import { renderStatement, viewFor } from '../../scripts/generator/statement.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';

// description, direction, the category an underwriter expects
const SHAPES: Array<[string, 'credit' | 'debit', string]> = [
  ['ACH CR BRIGHTLINE FACILITIES VENDOR PMT INV 20931', 'credit', 'revenue'],
  ['ACH CREDIT HARBOR MEDICAL GROUP INV PMT 88213', 'credit', 'revenue'],
  ['MOBILE CHECK DEP REF 4471', 'credit', 'revenue'],
  ['ACH RTN KAPITUS SERVICIN R01', 'credit', 'returned_item'],
  ['Debit Card WEBSTAURANTSTORE 717-392-7472', 'debit', 'other'],
  ['UBER *TRIP HELP.UBER.COM CA', 'debit', 'other'],
  ['ACH DEBIT ADP TAX 5521 CCD', 'debit', 'taxes'],
  ['ACH DEBIT GUSTO TAX 8812 CCD', 'debit', 'taxes'],
  ['OD ITEM FEE', 'debit', 'overdraft'],
  ['ACH DEBIT MN DEPT OF REVENUE TAX PMT', 'debit', 'taxes'],
];

describe('categories without a model', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite');
  });
  after(() => t.close());

  test("each reviewed shape gets its class's category on a real statement", async () => {
    const layout = layoutByName('keystone-america');
    const view = viewFor(layout, 5, 0);
    const rows = view.accounts[0]!.rows;
    const used = new Set<number>();
    for (const [desc, type] of SHAPES) {
      // a row of the same direction, not the first or last (they anchor the balance reading), amount unchanged
      const i = rows.findIndex((r, k) => k > 0 && k < rows.length - 1 && !used.has(k) && r.type === type && !r.check);
      assert.ok(i > 0, `a ${type} row to re-word`);
      used.add(i);
      rows[i] = { ...rows[i]!, parts: [desc] };
    }
    const r = await renderStatement(layout, view, 'issue10-categories');
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=120',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'reworded.pdf', bytes: r.pdf }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    const st = res.json().result.statements[0];
    assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate.reasons));
    const wrong = SHAPES.flatMap(([desc, , want]) => {
      const tx = st.transactions.find((x: { description: string }) => x.description.startsWith(desc));
      if (!tx) return [`not found: ${desc}`];
      return tx.category === want && tx.category_source === 'rules' ? [] : [`${desc} → ${tx.category} (want ${want})`];
    });
    assert.deepEqual(wrong, []);
  });
});
