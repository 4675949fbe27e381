// The ledger beside the page: the statement's gate in plain words, its rows (category corrections, notes),
// the page image with a box over each row, and the ledger as CSV.

import { main, h, text, plain, toast } from './dom.js';
import { api, can, state } from './api.js';
import { reloadJob } from './job.js';
import { resolveForm, resolvedLine, rowNotes } from './review.js';

const DPI = 96;

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

/** One ledger row, and under it the line of what the gate or the review says about it. */
function ledgerRow(view, t, rowNote) {
  const change = t.correction?.changes?.category;
  const sel = h(
    'select',
    {
      'aria-label': `Category of row ${t.index}`,
      disabled: !can('jobs:write'),
      onchange: (e) => correctCategory(view, t, e.target.value),
      onclick: (e) => e.stopPropagation(),
    },
    state.categories.map((c) => h('option', { value: c, selected: c === t.category }, plain(c))),
  );
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
      change ? h('span.change', {}, `computed ${plain(change.computed)} → corrected ${plain(change.corrected)}`) : null,
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
}

/** The page image with a box over each row, and the buttons that turn the statement's pages. */
function pageColumn(view) {
  const pages = view.statement.packet_pages;
  return h(
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
  );
}

export function ledgerSection(view) {
  const s = view.statement;
  const notes = rowNotes(view);
  const rows = s.transactions.map((t) => ledgerRow(view, t, notes.get(t.index)));
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
    pageColumn(view),
  );
}

/** The next or previous ledger row (past the note lines under flagged rows). */
function focusRow(tr, step) {
  let p = tr[step];
  while (p && p.classList.contains('note')) p = p[step];
  p?.focus();
}

export function selectRow(view, index, scroll = true) {
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
