// The console's DOM helpers: elements built from data (text is always text, never HTML) and the status line.

export const main = document.getElementById('main');

/** h('tag.class', {attrs}, ...children): text children are text nodes, never HTML. */
export function h(spec, attrs = {}, ...children) {
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
export const text = (v) => (v === null || v === undefined || v === '' ? '—' : String(v));
export const plain = (s) => String(s ?? '').replace(/_/g, ' ');
export function toast(msg) {
  const t = document.getElementById('toast');
  t.textContent = msg;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => (t.textContent = ''), 6000);
}
