// The console's session and its calls to the public API. The credential lives in sessionStorage only.

export const TOKEN = 'pp.console.token';
export const state = {
  token: sessionStorage.getItem(TOKEN),
  me: null,
  listTimer: null,
  view: null,
  categories: null,
};
/** What a refused credential does (app.js signs out). */
export const session = { refused: () => {} };

/** The categories a correction may set, as the API describes them (its corrections route's body schema). */
/** Whether the signed-in caller holds a permission (GET /v1/me): controls it lacks are not offered. */
export const can = (permission) => !!state.me?.permissions?.includes(permission);

export async function loadCategories() {
  if (state.categories) return state.categories;
  const doc = await (await fetch('/openapi.json')).json();
  const body = doc.paths['/v1/jobs/{job_id}/corrections'].post.requestBody.content['application/json'].schema;
  state.categories = body.properties.change.properties.category.enum;
  return state.categories;
}

export class ApiFailure extends Error {}

export async function api(path, opts = {}) {
  const headers = { authorization: `Bearer ${state.token}` };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (res.status === 401) {
    session.refused();
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

export async function fetchMe() {
  const res = await fetch('/v1/me', { headers: { authorization: `Bearer ${state.token}` } });
  if (!res.ok) throw new Error(res.status === 401 ? 'the credential was refused' : `status ${res.status}`);
  return res.json();
}
