// The review console (docs/console.md): plain JavaScript over the public API only, so whatever it does a
// client can do. The credential (an API key or a person's access token) lives in sessionStorage only.
// Money arrives as decimal strings and is shown as printed; the only arithmetic here is for drawing boxes.

import { main, h, text, plain, toast } from './dom.js';
import { TOKEN, state, session, api, ApiFailure, fetchMe } from './api.js';
import { jobView } from './job.js';

session.refused = () => signOut('Your credential was refused: sign in again.');

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
    oninput: (e) => ((listFilters.merchant = e.target.value), load()),
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
    body.replaceChildren(
      ...items.map((j) =>
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
    live.textContent = `${items.length} job(s); refreshed ${new Date().toLocaleTimeString()}`;
  }
  let asked = 0;
  async function load() {
    // typing asks again on each key: only the newest question's answer is drawn
    const mine = ++asked;
    const qs = new URLSearchParams({ limit: '100' });
    if (listFilters.status) qs.set('status', listFilters.status);
    if (listFilters.since) qs.set('finished_since', listFilters.since);
    if (listFilters.merchant.trim()) qs.set('business_name', listFilters.merchant.trim());
    try {
      const page = await api(`/v1/jobs?${qs}`);
      if (mine !== asked) return;
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

render();
