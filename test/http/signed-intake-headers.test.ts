// Signed intake decides from the headers before it reads a body: an unsigned, stale or unknown-mailbox
// request is refused while its (large) body is still on the wire, and an address that keeps failing
// signatures is refused from the headers too (429), so bogus posts cannot make the server buffer bodies.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startTestService, type TestService } from '../helpers/service.ts';
import { composeEmail, SIGNED_EMAIL_CONFIG } from '../helpers/email.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { SIGNATURE_FAILURES_PER_ADDRESS } from '../../src/email/signature.ts';

const DECLARED = 40 * 1024 * 1024; // what the client says it will send; it sends 64 KiB and waits

/** Sends the head and the first 64 KiB of a body declared 40 MB; resolves with the status line, or 'no answer'. */
function partialPost(baseUrl: string, path: string, headers: Record<string, string>, waitMs = 3000): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    const done = (s: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(s);
    };
    const timer = setTimeout(() => done('no answer'), waitMs);
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      if (answer.includes('\r\n')) done(answer.split('\r\n')[0]!);
    });
    socket.on('error', () => done(answer.split('\r\n')[0] || 'connection error'));
    const head = Object.entries({ ...headers, host: 'localhost', 'content-length': String(DECLARED) })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
    socket.write(Buffer.alloc(64 * 1024, 0x41));
  });
}

describe('signed intake refuses from the headers', () => {
  let t: TestService;
  let mailboxId: string;
  const now = new Date();
  const ts = (d: Date) => String(Math.floor(d.getTime() / 1000));
  before(async () => {
    t = await startTestService('pglite', {
      worker: false,
      listen: true,
      now: () => now,
      config: {
        email: SIGNED_EMAIL_CONFIG,
      },
    });
    const owner = (await t.newKey({ scopes: [...PERMISSIONS] })).key;
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/mailboxes',
      headers: { 'x-api-key': owner },
      payload: { name: 'deals' },
    });
    mailboxId = res.json().id;
  });
  after(() => t.close());

  const signed = (over: Record<string, string>) => ({
    'content-type': 'message/rfc822',
    'x-timestamp': ts(now),
    'x-mailbox-id': mailboxId,
    'x-provider-message-id': 'pm-1',
    'x-signature': 'ab'.repeat(32),
    ...over,
  });

  test('a stale timestamp, an unknown mailbox, missing headers: 401 before the body is read', async () => {
    const stale = new Date(now.getTime() - 3600_000);
    assert.match(await partialPost(t.baseUrl!, '/v1/intake/email', signed({ 'x-timestamp': ts(stale) })), / 401 /);
    assert.match(await partialPost(t.baseUrl!, '/v1/intake/email', signed({ 'x-mailbox-id': 'mbx_nope' })), / 401 /);
    assert.match(
      await partialPost(t.baseUrl!, '/v1/intake/email', { 'content-type': 'message/rfc822', 'x-signature': 'ab' }),
      / 401 /,
    );
    assert.match(
      await partialPost(t.baseUrl!, '/v1/intake/forward/cloudflare', {
        'content-type': 'message/rfc822',
        'x-timestamp': ts(stale),
        'x-envelope-to': 'x@in.lender.example',
        'x-signature': 'ab'.repeat(32),
      }),
      / 401 /,
    );
    assert.match(
      await partialPost(t.baseUrl!, '/v1/intake/forward/cloudflare', { 'content-type': 'message/rfc822' }),
      / 401 /,
    );
  });

  test('an address past its failed-signature allowance is refused from the headers with 429 and Retry-After', async () => {
    const raw = composeEmail({ subject: 'hello' });
    // the failures of the test before count too: bad signatures answer 401 until the allowance is spent
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNATURE_FAILURES_PER_ADDRESS; i++) {
      const res = await fetch(`${t.baseUrl}/v1/intake/email`, {
        method: 'POST',
        headers: signed({ 'x-provider-message-id': `pm-${i}` }),
        body: Buffer.from(raw),
      });
      statuses.push(res.status);
    }
    const first429 = statuses.indexOf(429);
    assert.ok(first429 > 0, statuses.join(','));
    assert.ok(statuses.slice(0, first429).every((s) => s === 401) && statuses.slice(first429).every((s) => s === 429));
    assert.match(await partialPost(t.baseUrl!, '/v1/intake/email', signed({})), / 429 /);
    const res = await fetch(`${t.baseUrl}/v1/intake/forward/cloudflare`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', 'x-timestamp': ts(now), 'x-signature': 'ab'.repeat(32) },
      body: Buffer.from(raw),
    });
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0);
  });
});
