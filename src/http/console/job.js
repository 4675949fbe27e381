// The job view: the review panel, one tab per statement, the ledger beside the page, and the figures.

import { main, h, text, plain } from './dom.js';
import { api, loadCategories, state } from './api.js';
import { reviewPanel, firstFlaggedRow } from './review.js';
import { ledgerSection, selectRow } from './ledger.js';
import { monthsSection, positionsSection, underwritingSection } from './figures.js';

const FINAL = new Set(['completed', 'review_required', 'failed']);

export async function jobView(jobId) {
  const view = { jobId, job: null, statement: null, row: null, page: null, images: new Map() };
  state.view = view;
  main.replaceChildren(h('p.muted', { 'aria-live': 'polite' }, `Loading job ${jobId}…`));
  let env = await api(`/v1/jobs/${jobId}`);
  while (!FINAL.has(env.status) && state.view === view) {
    main.replaceChildren(
      h('h1', {}, `Job ${jobId}`),
      h('p', { 'aria-live': 'polite' }, `Status: ${plain(env.status)}. This page updates when it finishes.`),
    );
    env = await api(`/v1/jobs/${jobId}?wait=25`);
  }
  if (state.view !== view) return;
  view.job = env;
  await loadCategories();
  drawJob(view);
}

export async function reloadJob(view, keep = true) {
  view.job = await api(`/v1/jobs/${view.jobId}`);
  const doc = view.statement?.document_id;
  if (keep && doc) view.statement = view.job.result.statements.find((s) => s.document_id === doc) ?? null;
  drawJob(view);
}

export function drawJob(view) {
  const env = view.job;
  const r = env.result;
  if (env.status === 'failed' || !r) {
    main.replaceChildren(h('h1', {}, `Job ${env.job_id}`), h('p.error', {}, `Failed: ${text(env.error)}`));
    return;
  }
  if (!view.statement) view.statement = r.statements[0] ?? null;
  const name = r.submission_packet?.submission_intelligence?.company_profile?.legal_business_name?.value;
  main.replaceChildren(
    h(
      'div.jobhead',
      {},
      h('h1', {}, text(name ?? env.intake?.business_name ?? `Job ${env.job_id}`)),
      h(`span.status.s-${env.status}`, {}, plain(env.status)),
      r.review?.resolved ? h('span.status.s-resolved', {}, 'review resolved') : null,
      h('span.muted', {}, env.job_id),
    ),
    reviewPanel(view),
    statementTabs(view),
    view.statement ? ledgerSection(view) : h('p', {}, 'No statement was read from this packet.'),
    monthsSection(view),
    positionsSection(view),
    underwritingSection(view),
  );
  if (view.statement) selectRow(view, view.row, view.row !== null);
}

function statementTabs(view) {
  const r = view.job.result;
  if (r.statements.length < 2) return null;
  return h(
    'div.tabs',
    { role: 'tablist', 'aria-label': 'Statements' },
    r.statements.map((s) =>
      h(
        'button',
        {
          type: 'button',
          role: 'tab',
          'aria-selected': s === view.statement ? 'true' : 'false',
          class: `s-${s.gate.status}`,
          onclick: () => {
            view.statement = s;
            // a statement in review opens at the first row the gate names
            view.row = firstFlaggedRow(view) ?? null;
            drawJob(view);
          },
        },
        `${text(s.institution_name)} ${text(s.period_start)} – ${text(s.period_end)}`,
        s.gate.status === 'accepted' ? '' : ' (review)',
      ),
    ),
  );
}
