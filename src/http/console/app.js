// The review console (docs/console.md): plain JavaScript over the public API only, so whatever it does a
// client can do. The credential (an API key or a person's access token) lives in sessionStorage only.
// Money arrives as decimal strings and is shown as printed; the only arithmetic here is for drawing boxes.

const TOKEN = 'pp.console.token';
const DPI = 96;
const FINAL = new Set(['completed', 'review_required', 'failed']);

const main = document.getElementById('main');
const state = { token: sessionStorage.getItem(TOKEN), me: null, listTimer: null, view: null, categories: null };

/** The categories a correction may set, as the API describes them (its corrections route's body schema). */
async function loadCategories() {
  if (state.categories) return state.categories;
  const doc = await (await fetch('/openapi.json')).json();
  const body = doc.paths['/v1/jobs/{job_id}/corrections'].post.requestBody.content['application/json'].schema;
  state.categories = body.properties.change.properties.category.enum;
  return state.categories;
}

// ---------- small DOM helpers ----------

/** h('tag.class', {attrs}, ...children): text children are text nodes, never HTML. */
function h(spec, attrs = {}, ...children) {
  const [tag, ...classes] = spec.split('.');
  const el = document.createElement(tag);
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    // through the CSSOM: the page's policy refuses inline style attributes
    else if (k === 'style') Object.assign(el.style, v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}
const text = (v) => (v === null || v === undefined || v === '' ? '—' : String(v));
const plain = (s) => String(s ?? '').replace(/_/g, ' ');
function toast(msg) {
  const t = document.getElementById('toast');
  t.textContent = msg;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => (t.textContent = ''), 6000);
}

// ---------- the API ----------

class ApiFailure extends Error {}

async function api(path, opts = {}) {
  const headers = { authorization: `Bearer ${state.token}` };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (res.status === 401) {
    signOut('Your credential was refused: sign in again.');
    throw new ApiFailure('unauthenticated');
  }
  if (!res.ok) {
    let msg = `${res.status}`;
    try {
      msg = (await res.json()).error?.message ?? msg;
    } catch {}
    throw new ApiFailure(msg);
  }
  return opts.raw ? res : res.json();
}

// ---------- sign in ----------

function signOut(msg) {
  sessionStorage.removeItem(TOKEN);
  state.token = null;
  state.me = null;
  location.hash = '#/';
  render();
  if (msg) toast(msg);
}
document.getElementById('sign-out').addEventListener('click', () => signOut('Signed out.'));

function signInView() {
  const input = h('input', {
    id: 'credential',
    type: 'password',
    autocomplete: 'off',
    required: true,
    'aria-describedby': 'credential-help',
  });
  const error = h('p.error', { role: 'alert' });
  const form = h(
    'form.card.signin',
    {
      async onsubmit(e) {
        e.preventDefault();
        state.token = input.value.trim();
        try {
          state.me = await fetchMe();
          sessionStorage.setItem(TOKEN, state.token);
          location.hash = '#/jobs';
          render();
        } catch (err) {
          state.token = null;
          error.textContent = `Sign-in failed: ${err.message}`;
        }
      },
    },
    h('h1', {}, 'Sign in'),
    h('label', { for: 'credential' }, 'API key or access token'),
    input,
    h(
      'p.muted',
      { id: 'credential-help' },
      'Kept in this browser tab only (session storage) and sent to this service alone.',
    ),
    h('button', { type: 'submit' }, 'Sign in'),
    error,
  );
  main.replaceChildren(form);
  input.focus();
}

async function fetchMe() {
  const res = await fetch('/v1/me', { headers: { authorization: `Bearer ${state.token}` } });
  if (!res.ok) throw new Error(res.status === 401 ? 'the credential was refused' : `status ${res.status}`);
  return res.json();
}

// ---------- router ----------

async function render() {
  clearInterval(state.listTimer);
  state.view = null;
  const who = document.getElementById('who');
  const out = document.getElementById('sign-out');
  if (!state.token) {
    who.textContent = '';
    out.hidden = true;
    return signInView();
  }
  if (!state.me) {
    try {
      state.me = await fetchMe();
    } catch {
      return signOut('Sign in again.');
    }
  }
  who.textContent = `${state.me.tenant?.name ?? state.me.tenant_name ?? ''}`;
  out.hidden = false;
  const m = location.hash.match(/^#\/jobs\/([\w-]+)/);
  if (m) return jobView(m[1]);
  return listView();
}
window.addEventListener('hashchange', render);

// ---------- job list ----------

const listFilters = { status: '', since: '', merchant: '' };

async function listView() {
  const status = h(
    'select',
    { id: 'f-status', onchange: (e) => ((listFilters.status = e.target.value), load()) },
    ['', 'queued', 'running', 'completed', 'review_required', 'failed'].map((s) =>
      h('option', { value: s, selected: s === listFilters.status }, s ? plain(s) : 'any status'),
    ),
  );
  const since = h('input', {
    id: 'f-since',
    type: 'date',
    value: listFilters.since,
    onchange: (e) => ((listFilters.since = e.target.value), load()),
  });
  const merchant = h('input', {
    id: 'f-merchant',
    type: 'search',
    value: listFilters.merchant,
    placeholder: 'business name',
    oninput: (e) => ((listFilters.merchant = e.target.value), draw()),
  });
  const body = h('tbody');
  const live = h('p.muted', { 'aria-live': 'polite' });
  main.replaceChildren(
    h('h1', {}, 'Jobs'),
    h(
      'div.filters',
      { role: 'search', 'aria-label': 'Filter jobs' },
      h('label', { for: 'f-status' }, 'Status'),
      status,
      h('label', { for: 'f-since' }, 'Finished since'),
      since,
      h('label', { for: 'f-merchant' }, 'Merchant'),
      merchant,
    ),
    h(
      'table.jobs',
      { 'aria-label': 'Jobs' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ['Job', 'Merchant', 'Status', 'Files', 'Created', 'Finished'].map((c) => h('th', { scope: 'col' }, c)),
        ),
      ),
      body,
    ),
    live,
  );
  let items = [];
  function draw() {
    const q = listFilters.merchant.trim().toLowerCase();
    const shown = items.filter((j) => !q || (j.business_name ?? '').toLowerCase().includes(q));
    body.replaceChildren(
      ...shown.map((j) =>
        h(
          'tr',
          {},
          h('td', {}, h('a', { href: `#/jobs/${j.job_id}` }, j.job_id)),
          h('td', {}, text(j.business_name)),
          h('td', {}, h(`span.status.s-${j.status}`, {}, plain(j.status))),
          h('td.num', {}, String(j.file_count)),
          h('td', {}, new Date(j.created_at).toLocaleString()),
          h('td', {}, j.completed_at ? new Date(j.completed_at).toLocaleString() : '—'),
        ),
      ),
    );
    live.textContent = `${shown.length} job(s); refreshed ${new Date().toLocaleTimeString()}`;
  }
  async function load() {
    const qs = new URLSearchParams({ limit: '100' });
    if (listFilters.status) qs.set('status', listFilters.status);
    if (listFilters.since) qs.set('finished_since', listFilters.since);
    try {
      const page = await api(`/v1/jobs?${qs}`);
      // finished_since lists oldest finish first: show the newest first all the same
      items = listFilters.since ? [...page.items].reverse() : page.items;
      draw();
    } catch (e) {
      if (!(e instanceof ApiFailure && e.message === 'unauthenticated'))
        live.textContent = `Could not load: ${e.message}`;
    }
  }
  await load();
  // live status: the list refreshes while it is shown
  state.listTimer = setInterval(load, 5000);
}

// ---------- job view ----------

async function jobView(jobId) {
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

async function reloadJob(view, keep = true) {
  view.job = await api(`/v1/jobs/${view.jobId}`);
  const doc = view.statement?.document_id;
  if (keep && doc) view.statement = view.job.result.statements.find((s) => s.document_id === doc) ?? null;
  drawJob(view);
}

function drawJob(view) {
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

// ----- review -----

function reviewItems(view) {
  const r = view.job.result;
  const review = r.review;
  return (r.review_details ?? []).map((d) => ({
    ...d,
    state: review?.reasons.find((x) => x.reason === d.reason) ?? { resolved: false, resolution: null },
  }));
}

function resolveForm(view, reason, label) {
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

function resolvedLine(res) {
  return h(
    'span.resolved',
    {},
    `Resolved by ${res.created_by.id} at ${new Date(res.created_at).toLocaleString()}: “${res.note}”`,
  );
}

function reviewPanel(view) {
  const r = view.job.result;
  const items = reviewItems(view);
  if (!items.length && !r.review) return null;
  return h(
    'section.card.review',
    { 'aria-labelledby': 'review-h' },
    h('h2', { id: 'review-h' }, `Review: ${items.filter((i) => !i.state.resolved).length} open of ${items.length}`),
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
function rowNotes(view) {
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
const firstFlaggedRow = (view) => [...rowNotes(view).keys()].sort((a, b) => a - b)[0];

// ----- statements and their gate -----

function gateWords(s) {
  const ev = s.gate.reconciliation_evidence ?? {};
  const eqs = ev.equations ?? [];
  const rec = eqs.filter((e) => e.kind === 'reconcile');
  const printed = eqs.filter((e) => e.kind !== 'reconcile');
  const links = (ev.balance_chain ?? []).reduce((n, c) => n + c.links, 0);
  const broken = (ev.broken_links ?? []).length;
  const line = (ok, words, detail) =>
    h(
      'li',
      { class: ok ? 'ok' : 'bad' },
      h('span.mark', { 'aria-hidden': 'true' }, ok ? '✔' : '✖'),
      ` ${words}`,
      detail ? h('span.muted', {}, ` ${detail}`) : null,
    );
  return h(
    'ul.gate',
    { 'aria-label': 'Gate' },
    line(
      rec.length > 0 && rec.every((e) => e.holds),
      rec.length
        ? rec.every((e) => e.holds)
          ? 'Reconciled to the cent'
          : `Does not reconcile (off by ${s.gate.delta})`
        : 'Not reconciled: no opening or closing balance',
      rec.map((e) => e.text).join(' · '),
    ),
    line(
      printed.every((e) => e.holds),
      printed.length
        ? printed.every((e) => e.holds)
          ? `Printed totals reproduced (${printed.length})`
          : `Printed totals not reproduced (${printed.filter((e) => !e.holds).length} of ${printed.length})`
        : 'No printed totals to check',
      printed
        .filter((e) => !e.holds)
        .map((e) => e.text)
        .join(' · '),
    ),
    line(
      broken === 0,
      broken === 0
        ? `Running-balance chain kept (${links} links)`
        : `Running-balance chain broken at ${broken} of ${links} links`,
    ),
  );
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

// ----- ledger beside the page -----

function ledgerSection(view) {
  const s = view.statement;
  const notes = rowNotes(view);
  const rows = s.transactions.map((t) => {
    const change = t.correction?.changes?.category;
    const sel = h(
      'select',
      {
        'aria-label': `Category of row ${t.index}`,
        onchange: (e) => correctCategory(view, t, e.target.value),
        onclick: (e) => e.stopPropagation(),
      },
      state.categories.map((c) => h('option', { value: c, selected: c === t.category }, plain(c))),
    );
    const rowNote = notes.get(t.index);
    const tr = h(
      'tr',
      {
        tabindex: 0,
        dataset: { index: t.index },
        class: [rowNote ? 'flag' : '', t.correction ? 'corrected' : ''].join(' '),
        'aria-label': `Row ${t.index}: ${t.date} ${t.description} ${t.transaction_type} ${t.amount}`,
        onclick: () => selectRow(view, t.index),
        onkeydown: (e) => {
          if (e.target !== tr) return;
          if (e.key === 'Enter' || e.key === ' ') (e.preventDefault(), selectRow(view, t.index));
          if (e.key === 'ArrowDown') (e.preventDefault(), focusRow(tr, 'nextElementSibling'));
          if (e.key === 'ArrowUp') (e.preventDefault(), focusRow(tr, 'previousElementSibling'));
        },
      },
      h('td.num', {}, String(t.index)),
      h('td', {}, t.date),
      h('td.desc', {}, h('div.clamp', { title: t.description }, t.description)),
      h('td.num', { class: t.transaction_type }, `${t.transaction_type === 'debit' ? '−' : '+'}${t.amount}`),
      h('td.num', {}, text(t.running_balance)),
      h(
        'td',
        {},
        sel,
        change
          ? h('span.change', {}, `computed ${plain(change.computed)} → corrected ${plain(change.corrected)}`)
          : null,
      ),
      h('td.num', {}, String(t.source?.page ?? t.page)),
    );
    const out = [tr];
    if (rowNote)
      out.push(
        h(
          'tr.note',
          { dataset: { noteFor: t.index } },
          h(
            'td',
            { colspan: 7 },
            rowNote.map((n) =>
              h(
                'div.rownote',
                { role: 'note' },
                h('strong', {}, n.text),
                n.reasons.map((i) =>
                  h(
                    'div.reason',
                    { dataset: { reason: i.reason } },
                    `${plain(i.code)}: ${i.message}`,
                    i.state.resolved ? resolvedLine(i.state.resolution) : resolveForm(view, i.reason, i.code),
                  ),
                ),
              ),
            ),
          ),
        ),
      );
    return out;
  });
  const pages = s.packet_pages;
  return h(
    'section.ledger',
    { 'aria-labelledby': 'ledger-h' },
    h(
      'div.ledger-left',
      {},
      h(
        'div.sthead',
        {},
        h('h2', { id: 'ledger-h' }, `${text(s.institution_name)} ····${text(s.account_number_last4)}`),
        h(
          'span.muted',
          {},
          ` ${text(s.period_start)} – ${text(s.period_end)} · ${s.transactions.length} rows · opening ${text(s.opening_balance)} · closing ${text(s.closing_balance)}`,
        ),
        h('button', { type: 'button', onclick: () => downloadCsv(view.job, s) }, 'Ledger CSV'),
      ),
      gateWords(s),
      h(
        'div.tablewrap',
        {},
        h(
          'table.ledger-table',
          { 'aria-label': 'Ledger' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ['#', 'Date', 'Description', 'Amount', 'Balance', 'Category', 'Page'].map((c) =>
                h('th', { scope: 'col' }, c),
              ),
            ),
          ),
          h('tbody', {}, rows),
        ),
      ),
    ),
    h(
      'div.ledger-right',
      {},
      h(
        'div.pagebar',
        {},
        h('button', { type: 'button', 'aria-label': 'Previous page', onclick: () => stepPage(view, -1) }, '‹'),
        h('span', { id: 'page-label', 'aria-live': 'polite' }, ''),
        h('button', { type: 'button', 'aria-label': 'Next page', onclick: () => stepPage(view, 1) }, '›'),
      ),
      h(
        'div.pageview',
        { id: 'pageview', role: 'group', 'aria-label': 'Statement page' },
        h('img', { id: 'page-img', alt: '' }),
        h('div', { id: 'boxes' }),
      ),
      h('p.muted.small', {}, `Pages ${pages.join(', ')}. Click a box to find its row.`),
    ),
  );
}

/** The next or previous ledger row (past the note lines under flagged rows). */
function focusRow(tr, step) {
  let p = tr[step];
  while (p && p.classList.contains('note')) p = p[step];
  p?.focus();
}

function selectRow(view, index, scroll = true) {
  const s = view.statement;
  view.row = index;
  for (const tr of main.querySelectorAll('.ledger-table tr[aria-selected]')) tr.removeAttribute('aria-selected');
  const t = s.transactions.find((x) => x.index === index);
  if (t) {
    const tr = main.querySelector(`.ledger-table tr[data-index="${index}"]`);
    tr?.setAttribute('aria-selected', 'true');
    if (scroll) {
      // a flagged row's note line comes into view with it
      const note = tr?.nextElementSibling?.classList.contains('note') ? tr.nextElementSibling : null;
      note?.scrollIntoView({ block: 'nearest' });
      tr?.scrollIntoView({ block: 'nearest' });
    }
  }
  showPage(view, t ? (t.source?.page ?? t.page) : (view.page ?? s.packet_pages[0]));
}

function stepPage(view, d) {
  const pages = view.statement.packet_pages;
  const i = pages.indexOf(view.page);
  const next = pages[Math.min(pages.length - 1, Math.max(0, i + d))];
  if (next !== view.page) showPage(view, next);
}

async function pageUrl(view, page) {
  const s = view.statement;
  const key = `${s.document_id}/${page}`;
  if (!view.images.has(key)) {
    const p = api(`/v1/jobs/${view.jobId}/documents/${s.document_id}/pages/${page}.png?dpi=${DPI}`, { raw: true })
      .then((res) => res.blob())
      .then((b) => URL.createObjectURL(b));
    view.images.set(key, p);
    p.catch(() => view.images.delete(key));
  }
  return view.images.get(key);
}

async function showPage(view, page) {
  const s = view.statement;
  view.page = page;
  const img = document.getElementById('page-img');
  const label = document.getElementById('page-label');
  if (!img) return;
  label.textContent = `Page ${page} of ${s.source_file}`;
  img.alt = `Page ${page} of ${s.source_file}`;
  try {
    const url = await pageUrl(view, page);
    if (view.page !== page) return;
    if (img.src !== url) {
      img.src = url;
      await img.decode().catch(() => {});
    }
  } catch (e) {
    label.textContent = `Page ${page}: ${e.message}`;
    return;
  }
  drawBoxes(view);
}

/** Boxes of the shown page's rows; the selected row's stands out. Clicking one selects its row. */
function drawBoxes(view) {
  const img = document.getElementById('page-img');
  const layer = document.getElementById('boxes');
  if (!img || !layer || !img.naturalWidth) return;
  // in percent of the drawn image, so the boxes follow it when the layout changes its width
  const pct = (v, of) => `${((v * DPI) / 72 / of) * 100}%`;
  layer.replaceChildren(
    ...view.statement.transactions
      .filter((t) => t.source?.bbox && t.source.page === view.page)
      .map((t) => {
        const [x, y, w, hh] = t.source.bbox;
        return h('button', {
          type: 'button',
          class: `box${t.index === view.row ? ' on' : ''}`,
          dataset: { index: t.index },
          'aria-label': `Row ${t.index} on the page`,
          style: {
            left: pct(x, img.naturalWidth),
            top: pct(y, img.naturalHeight),
            width: pct(w, img.naturalWidth),
            height: pct(hh, img.naturalHeight),
          },
          onclick: () => selectRow(view, t.index),
        });
      }),
  );
  layer.querySelector('.box.on')?.scrollIntoView({ block: 'nearest' });
}

async function correctCategory(view, t, category) {
  try {
    await api(`/v1/jobs/${view.jobId}/corrections`, {
      method: 'POST',
      body: {
        change: {
          type: 'transaction',
          document_id: view.statement.document_id,
          index: t.index,
          category,
          reason: 'corrected in the console',
        },
      },
    });
    toast(`Row ${t.index} is now ${plain(category)}.`);
    view.row = t.index;
    await reloadJob(view);
  } catch (e) {
    toast(`Not corrected: ${e.message}`);
  }
}

/** The statement's ledger in the columns and quoting of the CLI's CSV (src/cli/report.ts, RFC 4180). */
function downloadCsv(env, s) {
  const cols =
    'file,document_id,account_last4,date,description,amount,type,running_balance,category,counterparty,verified';
  // text a spreadsheet would run as a formula gets a leading apostrophe (amounts are never text cells)
  const textCell = (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  const field = (v) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const rows = s.transactions.map((t) =>
    [
      textCell(s.source_file),
      s.document_id,
      t.account_number_suffix ?? s.account_number_last4 ?? '',
      t.date,
      textCell(t.description),
      t.amount,
      t.transaction_type,
      t.running_balance ?? '',
      textCell(t.category),
      textCell(t.counterparty),
      String(s.gate.status === 'accepted'),
    ]
      .map(field)
      .join(','),
  );
  const lines = [cols, ...rows];
  const a = h('a', {
    href: URL.createObjectURL(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' })),
    download: `${env.job_id}-${s.document_id}.csv`,
  });
  document.body.append(a);
  a.click();
  a.remove();
}

// ----- months, positions, underwriting, what-if -----

function corrected(obj, field) {
  const c = obj.correction?.changes?.[field];
  return c
    ? h('span', { title: `computed ${c.computed}` }, h('s.muted', {}, String(c.computed)), ' ', String(c.corrected))
    : text(obj[field]);
}

function monthsSection(view) {
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

function positionsSection(view) {
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

function underwritingSection(view) {
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
    h('button', { type: 'submit' }, 'Recompute withhold'),
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

render();
