// Months, positions, the underwriting block (computed against corrected) and the withhold what-if.

import { h, text } from './dom.js';
import { api, can } from './api.js';

function corrected(obj, field) {
  const c = obj.correction?.changes?.[field];
  return c
    ? h('span', { title: `computed ${c.computed}` }, h('s.muted', {}, String(c.computed)), ' ', String(c.corrected))
    : text(obj[field]);
}

export function monthsSection(view) {
  const months = view.job.result.months ?? [];
  if (!months.length) return null;
  const cols = [
    ['month', 'Month'],
    ['true_revenue', 'True revenue'],
    ['deposits_total', 'Deposits'],
    ['mca_debits_total', 'MCA debits'],
    ['loan_payments_total', 'Loan payments'],
    ['transfers_in_total', 'Transfers in'],
    ['ending_balance', 'Ending balance'],
    ['nsf_count', 'NSF'],
  ];
  return h(
    'section.card',
    { 'aria-labelledby': 'months-h' },
    h('h2', { id: 'months-h' }, 'Months'),
    h(
      'table.months',
      { 'aria-label': 'Months' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          cols.map(([, l]) => h('th', { scope: 'col' }, l)),
        ),
      ),
      h(
        'tbody',
        {},
        months.map((m) =>
          h(
            'tr',
            { dataset: { month: m.month } },
            cols.map(([k]) =>
              h(k === 'month' ? 'th' : 'td.num', k === 'month' ? { scope: 'row' } : {}, corrected(m, k)),
            ),
          ),
        ),
      ),
    ),
  );
}

export function positionsSection(view) {
  const ps = view.job.result.positions ?? [];
  return h(
    'section.card',
    { 'aria-labelledby': 'positions-h' },
    h('h2', { id: 'positions-h' }, 'Positions'),
    ps.length
      ? h(
          'table',
          { 'aria-label': 'Positions' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ['Funder', 'Kind', 'Cadence', 'Payment', 'Paid', 'Last', 'Active', 'In withhold'].map((c) =>
                h('th', { scope: 'col' }, c),
              ),
            ),
          ),
          h(
            'tbody',
            {},
            ps.map((p) =>
              h(
                'tr',
                {},
                h('td', {}, text(p.funder)),
                h('td', {}, corrected(p, 'kind')),
                h('td', {}, text(p.cadence)),
                h('td.num', {}, text(p.payment_amount)),
                h('td.num', {}, `${p.occurrences}× = ${p.total_repaid}`),
                h('td', {}, text(p.last_date)),
                h('td', {}, p.is_active ? 'yes' : 'no'),
                h('td', {}, p.counted_in_withhold ? 'yes' : 'no'),
              ),
            ),
          ),
        )
      : h('p.muted', {}, 'No MCA or loan positions were found.'),
  );
}

const UW_FIELDS = [
  ['avg_monthly_revenue', 'Average monthly revenue'],
  ['weighted_monthly_revenue', 'Weighted monthly revenue'],
  ['avg_ending_balance', 'Average ending balance'],
  ['existing_mca_monthly_payment', 'Existing MCA monthly payment'],
  ['current_withhold_pct', 'Current withhold %'],
  ['ebitda_margin_pct', 'EBITDA margin %'],
  ['ebitda_capacity_pct', 'EBITDA capacity %'],
  ['remaining_withhold_pct_ebitda', 'Remaining withhold % (EBITDA)'],
  ['active_positions', 'Active MCA positions'],
  ['is_stacked', 'Stacked'],
];

const num = (v) => (typeof v === 'number' ? v.toLocaleString(undefined, { maximumFractionDigits: 2 }) : text(v));

/** The block's figures; `changes` (result.corrections.underwriting) shows a corrected one beside the computed. */
function uwTable(uw, label, id, changes = {}) {
  return h(
    'dl.uw',
    { id, 'aria-label': label },
    UW_FIELDS.flatMap(([k, l]) => [
      h('dt', {}, l),
      h(
        'dd',
        { dataset: { field: k } },
        changes[k] ? h('s.muted', { title: 'computed' }, num(changes[k].computed)) : null,
        changes[k] ? ' ' : null,
        num(uw?.[k]),
      ),
    ]),
  );
}

export function underwritingSection(view) {
  const r = view.job.result;
  const uw = r.underwriting;
  const out = h('div', { id: 'whatif-out', 'aria-live': 'polite' });
  const monthBoxes = (r.months ?? []).map((m) =>
    h(
      'label.check',
      {},
      h('input', { type: 'checkbox', value: m.month, checked: m.included_in_averages === false }),
      ` exclude ${m.month}`,
    ),
  );
  const mcas = (r.positions ?? []).filter((p) => p.kind !== 'loan');
  const posBoxes = mcas.map((p) =>
    h(
      'label.check',
      {},
      h('input', { type: 'checkbox', value: p.id, checked: p.counted_in_withhold !== false }),
      ` count ${text(p.funder)} (${text(p.payment_amount)} ${text(p.cadence)})`,
    ),
  );
  const score = h('input', { id: 'wi-score', type: 'number', min: 0, max: 100, value: 50 });
  const form = h(
    'form.whatif',
    {
      async onsubmit(e) {
        e.preventDefault();
        const excluded = new Set(
          monthBoxes
            .map((l) => l.firstChild)
            .filter((i) => i.checked)
            .map((i) => i.value),
        );
        const counted = new Set(
          posBoxes
            .map((l) => l.firstChild)
            .filter((i) => i.checked)
            .map((i) => i.value),
        );
        const months = r.months.map(({ correction, by_account, ...m }) => ({
          ...m,
          included_in_averages: undefined,
          excluded: excluded.has(m.month),
        }));
        const cash_advances = mcas
          .filter((p) => counted.has(p.id))
          .map(({ correction, ...p }) => ({ ...p, counted_in_withhold: true }));
        try {
          const res = await api('/v1/underwriting/withhold', {
            method: 'POST',
            body: { months, cash_advances, score: Number(score.value) },
          });
          out.replaceChildren(h('h3', {}, 'What-if result'), uwTable(res, 'What-if underwriting', 'whatif-uw'));
        } catch (err) {
          out.replaceChildren(h('p.error', {}, `Calculator: ${err.message}`));
        }
      },
    },
    h('fieldset', {}, h('legend', {}, 'Months'), monthBoxes),
    h('fieldset', {}, h('legend', {}, 'MCA positions'), posBoxes.length ? posBoxes : h('span.muted', {}, 'none')),
    h('label', { for: 'wi-score' }, 'Score'),
    score,
    h('button', { type: 'submit', disabled: !can('underwriting:write') }, 'Recompute withhold'),
  );
  return h(
    'section.card.uwsec',
    { 'aria-labelledby': 'uw-h' },
    h('h2', { id: 'uw-h' }, 'Underwriting'),
    h(
      'div.cols',
      {},
      h(
        'div',
        {},
        uw
          ? uwTable(uw, 'Underwriting', 'uw', r.corrections?.underwriting ?? {})
          : h('p.muted', {}, 'No verified statement: no underwriting.'),
      ),
      h('div', {}, h('h3', {}, 'Withhold what-if'), form, out),
    ),
  );
}
