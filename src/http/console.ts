// GET /console: the review console's static files (docs/console.md), read once from ./console/ beside this
// module (dist/console/ when built) and served from memory. Public files: the console signs in against
// the API itself. The policy lets the page reach this service only: no font, script or image from elsewhere.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFound } from '../errors.ts';
import type { App } from './deps.ts';

const FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'api.js': 'text/javascript; charset=utf-8',
  'dom.js': 'text/javascript; charset=utf-8',
  'job.js': 'text/javascript; charset=utf-8',
  'review.js': 'text/javascript; charset=utf-8',
  'ledger.js': 'text/javascript; charset=utf-8',
  'figures.js': 'text/javascript; charset=utf-8',
  'app.css': 'text/css; charset=utf-8',
};
const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function registerConsole(app: App): void {
  const dir = fileURLToPath(new URL('./console/', import.meta.url));
  const files = new Map(Object.keys(FILES).map((f) => [f, fs.readFileSync(path.join(dir, f))]));
  const send = (name: string, reply: any) => {
    if (!files.has(name)) throw notFound('file');
    return reply
      .type(FILES[name])
      .header('content-security-policy', POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(files.get(name));
  };
  app.get('/console', { schema: { hide: true } }, (_req, reply) => send('index.html', reply));
  app.get<{ Params: { file: string } }>('/console/:file', { schema: { hide: true } }, (req, reply) =>
    send(req.params.file, reply),
  );
}
