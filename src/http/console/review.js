// Review reasons: the panel of the job's reasons, the notes beside the rows the gate names, and resolving them.

import { h, plain, toast } from './dom.js';
import { api, can } from './api.js';
import { drawJob, reloadJob } from './job.js';

export function reviewItems(view) {
  const r = view.job.result;
  const review = r.review;
  return (r.review_details ?? []).map((d) => ({
    ...d,
    state: review?.reasons.find((x) => x.reason === d.reason) ?? { resolved: false, resolution: null },
  }));
}

export function resolveForm(view, reason, label) {
  if (!can('jobs:write')) return h('span.muted', {}, ' open');
  const id = `note-${Math.random().toString(36).slice(2, 8)}`;
  const note = h('input', { id, type: 'text', required: true, maxlength: 2000, placeholder: 'what you checked' });
  return h(
    'form.resolve',
    {
      async onsubmit(e) {
        e.preventDefault();
        try {
          await api(`/v1/jobs/${view.jobId}/review`, {
            method: 'POST',
            body: reason ? { reason, note: note.value } : { note: note.value },
          });
          toast(reason ? 'Reason acknowledged.' : 'Job resolved.');
          await reloadJob(view);
        } catch (err) {
          toast(`Not saved: ${err.message}`);
        }
      },
    },
    h('label.sr', { for: id }, `Note for ${label}`),
    note,
    h('button', { type: 'submit' }, reason ? 'Acknowledge' : 'Resolve job'),
  );
}

export function resolvedLine(res) {
  return h(
    'span.resolved',
    {},
    `Resolved by ${res.created_by.id} at ${new Date(res.created_at).toLocaleString()}: “${res.note}”`,
  );
}

export function reviewPanel(view) {
  const r = view.job.result;
  const items = reviewItems(view);
  if (!items.length && !r.review) return null;
  const open = items.filter((i) => !i.state.resolved).length;
  // folded once nothing is open, so the ledger and the page get the screen
  return h(
    'details.card.review',
    { open: open > 0 || view.reviewOpen, ontoggle: (e) => (view.reviewOpen = e.target.open) },
    h('summary', {}, h('h2', {}, `Review: ${open} open of ${items.length}`)),
    h(
      'ul',
      {},
      items.map((i) =>
        h(
          'li',
          { class: `sev-${i.severity}`, dataset: { reason: i.reason } },
          h('strong', {}, plain(i.code)),
          ' ',
          i.message,
          i.document_id
            ? h(
                'button.link',
                {
                  type: 'button',
                  onclick: () => {
                    view.statement = r.statements.find((s) => s.document_id === i.document_id) ?? view.statement;
                    view.row = firstFlaggedRow(view) ?? null;
                    drawJob(view);
                  },
                },
                `Show ${i.document_id}`,
              )
            : null,
          i.state.resolved ? resolvedLine(i.state.resolution) : resolveForm(view, i.reason, i.code),
        ),
      ),
    ),
    r.review?.resolved ? null : resolveForm(view, null, 'the whole job'),
  );
}

/** Row index → notes: broken balance links and the statement's open reasons, and conflicts. */
export function rowNotes(view) {
  const s = view.statement;
  const notes = new Map();
  const add = (i, n) => notes.set(i, [...(notes.get(i) ?? []), n]);
  const ev = s.gate.reconciliation_evidence ?? {};
  const reasons = reviewItems(view).filter((i) => i.document_id === s.document_id);
  for (const b of ev.broken_links ?? [])
    add(b.row, { text: `Balance chain broken: expected ${b.expected}, printed ${b.printed}`, reasons });
  for (const f of ev.dates?.out_of_order ?? []) add(f.row, { text: `Date out of order (${f.date})`, reasons });
  for (const f of ev.dates?.outside ?? []) add(f.row, { text: `Date outside the period (${f.date})`, reasons });
  for (const t of s.transactions)
    if (t.category_conflict)
      add(t.index, {
        text: `Rules say ${plain(t.rule_category)}, model says ${plain(t.category)}`,
        reasons: reviewItems(view).filter((i) => i.code === 'category_conflicts'),
      });
  return notes;
}
export const firstFlaggedRow = (view) => [...rowNotes(view).keys()].sort((a, b) => a - b)[0];
