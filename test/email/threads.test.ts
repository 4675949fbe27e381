// Pure thread decisions, tag normalization and intake signatures.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decideThread, normalizeTags, threadIdOf, threadRoot, type ThreadDocument } from '../../src/email/threads.ts';
import { checkIntakeSignature, signIntake, timestampMs } from '../../src/email/signature.ts';
import { senderAllowed } from '../../src/email/intake.ts';

const doc = (sha: string): ThreadDocument => ({
  sha256: sha,
  filename: `${sha}.pdf`,
  content_type: 'application/pdf',
  bytes: 10,
});

describe('threads', () => {
  test('the root is the oldest reference, else the message replied to, else the message itself', () => {
    assert.equal(threadRoot({ messageId: 'c', inReplyTo: 'b', references: ['a', 'b'] }, 'f'), 'a');
    assert.equal(threadRoot({ messageId: 'c', inReplyTo: 'b', references: [] }, 'f'), 'b');
    assert.equal(threadRoot({ messageId: 'c', inReplyTo: null, references: [] }, 'f'), 'c');
    assert.equal(threadRoot({ messageId: null, inReplyTo: null, references: [] }, 'f'), 'f');
  });

  test('thread ids are stable per tenant and mailbox', () => {
    assert.equal(threadIdOf('t1', null, 'a@x'), threadIdOf('t1', null, 'a@x'));
    assert.notEqual(threadIdOf('t1', null, 'a@x'), threadIdOf('t2', null, 'a@x'));
    assert.notEqual(threadIdOf('t1', 'mbx_1', 'a@x'), threadIdOf('t1', null, 'a@x'));
  });

  test('no document → ignored; only known documents → merged; new documents → a job over all, new ones last', () => {
    assert.deepEqual(decideThread({ jobId: null, documents: [] }, []), { outcome: 'ignored', reason: 'no_document' });
    assert.deepEqual(decideThread({ jobId: 'job_1', documents: [doc('a'), doc('b')] }, [doc('b')]), {
      outcome: 'merged',
    });
    assert.deepEqual(decideThread({ jobId: 'job_1', documents: [doc('a')] }, [doc('a'), doc('c')]), {
      outcome: 'job',
      documents: [doc('a'), doc('c')],
      added: [doc('c')],
    });
    assert.deepEqual(decideThread({ jobId: null, documents: [] }, [doc('a')]), {
      outcome: 'job',
      documents: [doc('a')],
      added: [doc('a')],
    });
  });

  test('allowed sender domains: the domain or a subdomain; empty list allows anyone', () => {
    assert.equal(senderAllowed([], 'x@anything.example'), true);
    assert.equal(senderAllowed(['broker.example'], 'x@broker.example'), true);
    assert.equal(senderAllowed(['broker.example'], 'x@mail.broker.example'), true);
    assert.equal(senderAllowed(['broker.example'], 'x@evilbroker.example'), false);
    assert.equal(senderAllowed(['broker.example'], null), false);
  });
});

describe('tags', () => {
  test('trimmed, lowercased, deduplicated', () => {
    assert.deepEqual(normalizeTags([' A ', 'a', 'deal:42', 'x_y-z']), { tags: ['a', 'deal:42', 'x_y-z'] });
  });
  test('bad characters, empty, too long, more than 20 are refused with the index', () => {
    assert.deepEqual(normalizeTags(['ok', 'no space']), {
      error: 'tag "no space" must be 1 to 64 characters of a-z, 0-9, _, : or - (after trimming and lowercasing)',
      index: 1,
    });
    assert.ok('error' in normalizeTags(['  ']));
    assert.ok('error' in normalizeTags(['a'.repeat(65)]));
    assert.ok('error' in normalizeTags(Array.from({ length: 21 }, (_, i) => `t${i}`)));
    assert.ok('tags' in normalizeTags(Array.from({ length: 20 }, (_, i) => `t${i}`)));
  });
});

describe('intake signatures', () => {
  const body = new Uint8Array(Buffer.from('From: a@b\r\n\r\nhi'));
  const now = new Date('2026-03-02T12:00:00Z');
  const ts = String(now.getTime() / 1000);
  const sig = signIntake('s3cret', [ts, 'mbx_1', 'pm-1'], body);
  const check = (over: Partial<Parameters<typeof checkIntakeSignature>[0]>) =>
    checkIntakeSignature({
      secret: 's3cret',
      timestamp: ts,
      fields: ['mbx_1', 'pm-1'],
      body,
      signature: sig,
      now,
      windowSeconds: 300,
      ...over,
    });

  test('the signature is hex HMAC-SHA256 of the fields and body joined by line feeds', async () => {
    const { createHmac } = await import('node:crypto');
    assert.equal(sig, createHmac('sha256', 's3cret').update(`${ts}\nmbx_1\npm-1\nFrom: a@b\r\n\r\nhi`).digest('hex'));
  });
  test('good; bad secret, other body, other field, malformed → refused', () => {
    assert.deepEqual(check({}), { ok: true });
    assert.equal(check({ secret: 'other' }).ok, false);
    assert.equal(check({ body: new Uint8Array([1]) }).ok, false);
    assert.equal(check({ fields: ['mbx_2', 'pm-1'] }).ok, false);
    assert.equal(check({ signature: 'zz' }).ok, false);
    assert.equal(check({ signature: sig.toUpperCase() }).ok, true);
  });
  test('the 5-minute window, both ways; unreadable timestamps refused', () => {
    assert.equal(check({ now: new Date(now.getTime() + 300_000) }).ok, true);
    assert.deepEqual(check({ now: new Date(now.getTime() + 301_000) }), {
      ok: false,
      reason: 'X-Timestamp is outside the 300-second window',
    });
    assert.equal(check({ now: new Date(now.getTime() - 301_000) }).ok, false);
    assert.equal(timestampMs('2026-03-02T12:00:00Z'), now.getTime());
    assert.equal(timestampMs(String(now.getTime())), now.getTime());
    assert.ok(Number.isNaN(timestampMs('yesterday')));
  });
});
