// Hosted mailboxes end to end against local stand-ins of Google and Microsoft (test/helpers/mail-providers.ts):
// connecting (authorization URL, callback, grant sealed), Gmail push and Graph notifications (auth first,
// 204/202 before any sync), the sync scheduler (every new message taken once through the email intake,
// a message seen twice, a scheduler killed mid-sync, token expiry and refresh, back-off on 429, the hourly
// cap, a revoked grant → mailbox.disconnected once), tenant isolation and the grant never shown or logged.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { MailboxSyncScheduler } from '../../src/mailboxes/scheduler.ts';
import type { SyncOutcome } from '../../src/mailboxes/sync.ts';
import { listEvents } from '../../src/store/events.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { simplePdf } from '../helpers/files.ts';
import { composeEmail } from '../helpers/email.ts';
import { startProviders, type Providers } from '../helpers/mail-providers.ts';

const SECRETS = /SECRETREFRESH|SECRETACCESS|client-secret|code_verifier/;
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const backend of testBackends()) {
  describe(`hosted mailboxes (${backend})`, () => {
    let t: TestService;
    let p: Providers;
    let admin: string; // every permission, tenant acme
    let rival: string; // every permission, another tenant
    let clock = 0; // ms added to the app clock
    const logLines: string[] = [];
    const bodies: string[] = [];
    let pdfs: Uint8Array[];
    let n = 0;

    before(async () => {
      p = await startProviders();
      const capture = new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      });
      const defaults = loadConfig({});
      t = await startTestService(backend, {
        worker: false,
        now: () => new Date(Date.now() + clock),
        log: pino({ level: 'trace' }, capture),
        config: {
          logLevel: 'trace',
          maxActiveJobs: 100, // no job worker here: every job stays queued
          mailboxes: p.config(),
          email: { ...defaults.email, mailboxMessagesPerHour: 5 },
          rateLimits: {
            windowSeconds: 60,
            writesPerCaller: 100_000,
            writesPerTenant: 100_000,
            readsPerCaller: 100_000,
          },
        },
      });
      p.now = t.service.now; // the providers receive mail on the service's (moved) clock
      admin = (await t.newKey({ scopes: [...PERMISSIONS] })).key;
      rival = (await t.newKey({ tenant: 'rival-funding', scopes: [...PERMISSIONS] })).key;
      pdfs = await Promise.all(
        Array.from({ length: 8 }, (_, i) => simplePdf(['First National Bank', `Statement ${i + 1} of 2026`])),
      );
    });
    after(async () => {
      await t.close();
      await p.close();
    });

    const app = () => t.service.app!;
    const call = async (method: string, url: string, opts: { key?: string; payload?: unknown; headers?: any } = {}) => {
      const res = await app().inject({
        method: method as 'GET',
        url,
        headers: { ...(opts.key === '' ? {} : { 'x-api-key': opts.key ?? admin }), ...opts.headers },
        ...(opts.payload !== undefined ? { payload: opts.payload as never } : {}),
      });
      bodies.push(res.body);
      return res;
    };
    const scheduler = () =>
      new MailboxSyncScheduler({
        db: t.store.db,
        blobs: t.service.blobs,
        config: t.service.config,
        notifier: t.service.notifier,
        log: t.service.log,
        now: t.service.now,
      });
    /** Runs syncs until none is due. */
    const drain = async (s = scheduler()) => {
      const out: SyncOutcome[] = [];
      for (let i = 0; i < 50; i++) {
        const o = await s.runOne();
        if (o === 'idle') return out;
        out.push(o);
      }
      throw new Error('the scheduler never went idle');
    };
    const message = (subject: string, withPdf = true) =>
      composeEmail({
        messageId: `m${++n}-${subject.replace(/\W/g, '')}@broker.example`,
        subject,
        attachments: withPdf ? [{ filename: `statement-${n}.pdf`, bytes: pdfs[n % pdfs.length]! }] : [],
      });
    const connect = async (kind: 'gmail' | 'm365') => {
      const created = await call('POST', '/v1/mailboxes', { payload: { name: `${kind} deals`, kind } });
      assert.equal(created.statusCode, 201, created.body);
      const m = created.json();
      assert.equal(m.kind, kind);
      assert.equal(m.connection.status, 'pending');
      const auth = new URL(m.authorization_url);
      assert.equal(
        auth.origin + auth.pathname,
        kind === 'gmail' ? `${p.baseUrl}/google/auth` : `${p.baseUrl}/ms/authorize`,
      );
      assert.equal(auth.searchParams.get('redirect_uri'), 'https://api.lender.test/v1/mailboxes/oauth/callback');
      assert.equal(auth.searchParams.get('code_challenge_method'), 'S256');
      if (kind === 'gmail') assert.equal(auth.searchParams.get('access_type'), 'offline');
      const state = auth.searchParams.get('state')!;
      const code = p.issueCode(kind);
      const cb = await call('GET', `/v1/mailboxes/oauth/callback?state=${state}&code=${code}`, { key: '' });
      assert.equal(cb.statusCode, 200, cb.body);
      assert.equal(cb.json().connection.status, 'connected');
      assert.equal(cb.json().connection.address, p[kind].address);
      // PKCE: the token request carried the verifier of the URL's challenge
      const verifier = p.tokenRequests.at(-1)!.code_verifier!;
      assert.equal(createHash('sha256').update(verifier).digest('base64url'), auth.searchParams.get('code_challenge'));
      // the state is single use
      const again = await call('GET', `/v1/mailboxes/oauth/callback?state=${state}&code=${p.issueCode(kind)}`, {
        key: '',
      });
      assert.equal(again.statusCode, 401);
      return m.id as string;
    };
    const emails = async (id: string) =>
      (await call('GET', `/v1/mailboxes/${id}/messages?limit=200`)).json().items as any[];
    const remove = async (id: string) => assert.equal((await call('DELETE', `/v1/mailboxes/${id}`)).statusCode, 200);
    const gmailPush = async (token: string | null, data: unknown = { emailAddress: p.gmail.address, historyId: 1 }) =>
      call('POST', '/v1/intake/gmail', {
        key: '',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: {
          message: { data: typeof data === 'string' ? data : b64(data), messageId: '1' },
          subscription: 'projects/x/subscriptions/y',
        },
      });
    /** A push token minted on the service's clock (the tests move it). */
    const pushToken = () => p.signPush({}, { at: t.service.now() });
    const connection = async (id: string) => (await call('GET', `/v1/mailboxes/${id}`)).json().connection;

    test('gmail: push → 204 before any sync → each new message taken once through the email intake', async () => {
      const id = await connect('gmail');
      assert.deepEqual(
        await drain(),
        [{ outcome: 'done', taken: 0, skipped: 0, more: false }],
        'first sync: watch only',
      );
      assert.equal(p.watches, 1);
      assert.ok((await connection(id)).watch_expires_at);

      const first = message('Rosie Bakes: new submission');
      p.addMessage('gmail', 'g-1', first);
      p.addMessage('gmail', 'g-2', message('lunch?', false));
      p.addMessage('gmail', 'g-3', message('Joe Tires: statements'));
      const fetchesBefore = p.calls.filter((c) => c.includes('/messages/')).length;
      const push = await gmailPush(await pushToken());
      assert.equal(push.statusCode, 204, push.body);
      assert.equal(p.calls.filter((c) => c.includes('/messages/')).length, fetchesBefore, 'answered before the sync');

      const runs = await drain();
      assert.equal(
        runs.reduce((s, r) => s + (r.outcome === 'done' ? r.taken : 0), 0),
        3,
      );
      const list = await emails(id);
      assert.deepEqual(list.map((e) => e.provider_message_id).sort(), ['g-1', 'g-2', 'g-3']);
      const byId = Object.fromEntries(list.map((e) => [e.provider_message_id, e]));
      assert.equal(byId['g-2'].outcome, 'ignored');
      assert.equal(byId['g-2'].reason, 'no_document');
      for (const pid of ['g-1', 'g-3']) {
        assert.equal(byId[pid].outcome, 'job');
        const job = (await call('GET', `/v1/jobs/${byId[pid].job_id}`)).json();
        assert.equal(job.source, 'email_gmail');
        assert.equal(job.intake.email.mailbox_id, id);
        assert.equal(job.intake.email.provider_message_id, pid);
      }
      const events = await listEvents(t.store.db, t.tenantId, byId['g-1'].email_id);
      assert.deepEqual(
        events.map((e) => e.topic),
        ['email.received'],
      );

      // seen twice: the provider lists g-1 again, and the same message arrives under another provider id
      p.addMessage('gmail', 'g-1', first);
      p.addMessage('gmail', 'g-1-copy', first);
      assert.equal((await gmailPush(await pushToken())).statusCode, 204);
      await drain();
      assert.equal((await emails(id)).length, 3, 'one email per message');
      assert.equal(
        p.calls.filter((c) => c.endsWith('/messages/g-1')).length,
        1,
        'a taken message is not downloaded again',
      );
      assert.equal((await connection(id)).last_synced_at !== null, true);
      await remove(id);
    });

    test('gmail push: forged, expired, foreign-audience or foreign-account tokens → 401; malformed → 422 (after auth)', async () => {
      const bad = [
        null,
        'not-a-jwt',
        await p.signPush({}, { key: 'forged', at: t.service.now() }),
        await p.signPush({}, { at: new Date(t.service.now().getTime() - 7200_000) }), // expired an hour ago
        await p.signPush({}, { audience: 'https://elsewhere.example/push', at: t.service.now() }),
        await p.signPush({ email: 'someone@else.iam.gserviceaccount.com' }, { at: t.service.now() }),
        await p.signPush({ email_verified: false }, { at: t.service.now() }),
      ];
      for (const [i, token] of bad.entries()) {
        const res = await gmailPush(token);
        assert.equal(res.statusCode, 401, `token ${i}: ${res.body}`);
        assert.equal(res.json().error.code, 'unauthenticated');
      }
      assert.equal((await gmailPush(null, 'not base64 json')).statusCode, 401, 'auth before the body');
      const good = await pushToken();
      for (const data of [
        '%%%',
        { emailAddress: 'nobody' },
        { emailAddress: p.gmail.address, historyId: 'x1' },
        b64('just a string'),
      ]) {
        const res = await gmailPush(good, data);
        assert.equal(res.statusCode, 422, `${JSON.stringify(data)}: ${res.body}`);
      }
      const noEnvelope = await call('POST', '/v1/intake/gmail', {
        key: '',
        headers: { authorization: `Bearer ${good}` },
        payload: { nope: 1 },
      });
      assert.equal(noEnvelope.statusCode, 422);
      // an address no mailbox has: 204 all the same (Pub/Sub would redeliver anything else)
      assert.equal((await gmailPush(good, { emailAddress: 'stranger@gmail.test', historyId: 5 })).statusCode, 204);
    });

    test('m365: validation echo; notifications need the subscription and its clientState; delta pages synced once', async () => {
      const id = await connect('m365');
      await drain(); // creates the subscription
      assert.equal(p.subscriptions.size, 1);
      const [[subId, sub]] = [...p.subscriptions.entries()];
      assert.equal(sub!.notificationUrl, 'https://api.lender.test/v1/intake/m365');

      const v = await call('POST', '/v1/intake/m365?validationToken=Validation%3A%20Testing%20client%20application', {
        key: '',
        headers: { 'content-type': 'text/plain' },
        payload: '',
      });
      assert.equal(v.statusCode, 200);
      assert.match(String(v.headers['content-type']), /^text\/plain/);
      assert.equal(v.body, 'Validation: Testing client application');
      const long = await call('POST', `/v1/intake/m365?validationToken=${'a'.repeat(1025)}`, {
        key: '',
        headers: { 'content-type': 'text/plain' },
        payload: '',
      });
      assert.equal(long.statusCode, 422);

      for (const i of [1, 2, 3]) p.addMessage('m365', `AAMk-${i}`, message(`m365 deal ${i}`));
      const notify = (clientState: string, subscriptionId = subId) =>
        call('POST', '/v1/intake/m365', {
          key: '',
          payload: { value: [{ subscriptionId, clientState, changeType: 'created', resource: 'me/messages/x' }] },
        });
      assert.equal((await notify('wrong-state')).statusCode, 401);
      assert.equal((await notify(sub!.clientState, 'sub-unknown')).statusCode, 401);
      assert.deepEqual(await drain(), [], 'a refused notification marks nothing');
      assert.equal((await call('POST', '/v1/intake/m365', { key: '', payload: { value: 'x' } })).statusCode, 422);

      const ok = await notify(sub!.clientState);
      assert.equal(ok.statusCode, 202, ok.body);
      await drain();
      const list = await emails(id);
      assert.deepEqual(list.map((e) => e.provider_message_id).sort(), ['AAMk-1', 'AAMk-2', 'AAMk-3']);
      const job = (await call('GET', `/v1/jobs/${list[0].job_id}`)).json();
      assert.equal(job.source, 'email_m365');
      // the next notification reads only what is new (the delta link was kept)
      p.addMessage('m365', 'AAMk-4', message('m365 deal 4'));
      assert.equal((await notify(sub!.clientState)).statusCode, 202);
      await drain();
      assert.equal((await emails(id)).length, 4);
      assert.equal(p.calls.filter((c) => c.includes('/AAMk-1/')).length, 1);
      await remove(id);
    });

    test('a scheduler killed mid-sync: another takes over when the lease runs out; nothing lost or duplicated', async () => {
      const id = await connect('gmail');
      await drain();
      for (const i of [1, 2, 3, 4, 5]) p.addMessage('gmail', `crash-${i}`, message(`crash deal ${i}`));
      const hang = p.hang('crash-4'); // page 1: 1, 2; page 2: 3, 4 (dies here); page 3: 5
      assert.equal((await gmailPush(await pushToken())).statusCode, 204);
      const dying = scheduler();
      const run = dying.runOne();
      await hang.reached;
      dying.halt();
      const heir = scheduler();
      assert.equal(await heir.runOne(), 'idle', 'the lease still holds');
      assert.deepEqual((await emails(id)).map((e) => e.provider_message_id).sort(), ['crash-1', 'crash-2', 'crash-3']);
      await sleep(t.service.config.mailboxes.leaseSeconds * 1000 + 300);
      await drain(heir);
      hang.release();
      assert.equal(await run, 'idle', 'the killed run hands nothing back');
      const list = await emails(id);
      assert.deepEqual(list.map((e) => e.provider_message_id).sort(), [
        'crash-1',
        'crash-2',
        'crash-3',
        'crash-4',
        'crash-5',
      ]);
      assert.equal(new Set(list.map((e) => e.job_id)).size, 5, 'one job each');
      assert.equal(p.calls.filter((c) => c.endsWith('/messages/crash-3')).length, 1, 'crash-3 not read twice');
      await remove(id);
    });

    test('access tokens: refreshed when expired by the clock and when the provider refuses one; a rotated refresh token is kept', async () => {
      const id = await connect('m365');
      await drain();
      const refreshes = () => p.tokenRequests.filter((r) => r.grant_type === 'refresh_token').length;
      const before = refreshes();
      clock += 2 * 3600_000; // past the hour the access token lives
      p.addMessage('m365', 'AAMk-r1', message('after expiry'));
      assert.equal((await call('POST', `/v1/mailboxes/${id}/sync`)).statusCode, 202);
      await drain();
      assert.equal(refreshes(), before + 1);
      p.expireAccessTokens(); // revoked early at the provider: 401, one refresh, one retry
      p.addMessage('m365', 'AAMk-r2', message('after revocation of the access token'));
      await call('POST', `/v1/mailboxes/${id}/sync`);
      await drain();
      assert.equal(refreshes(), before + 2, 'the rotated refresh token was kept (the old one no longer works)');
      assert.deepEqual((await emails(id)).map((e) => e.provider_message_id).sort(), ['AAMk-r1', 'AAMk-r2']);
      await remove(id);
    });

    test('grant keys rotate: a grant sealed under the old key still opens and is sealed again under the new one', async () => {
      const id = await connect('gmail');
      const sealed = async () =>
        (
          await t.store.db
            .selectFrom('mailbox_connections')
            .select('grant_sealed')
            .where('mailbox_id', '=', id)
            .executeTakeFirstOrThrow()
        ).grant_sealed!;
      assert.match(await sealed(), /^v1\.k1\./);
      assert.doesNotMatch(await sealed(), SECRETS);
      const cfg = t.service.config.mailboxes;
      const old = cfg.grantKeys;
      cfg.grantKeys = [{ id: 'k2', key: createHash('sha256').update('test grant key 2').digest() }, ...old];
      try {
        assert.equal((await drain())[0]?.outcome, 'done');
        assert.match(await sealed(), /^v1\.k2\./);
      } finally {
        cfg.grantKeys = [cfg.grantKeys[0]!, ...old];
      }
      await remove(id);
    });

    test('429 with Retry-After: the sync backs off for that long, then takes everything', async () => {
      const id = await connect('gmail');
      await drain();
      p.addMessage('gmail', 'busy-1', message('busy 1'));
      p.fail({ path: /\/history$/, times: 1, status: 429, headers: { 'retry-after': '1' } });
      await gmailPush(await pushToken());
      const [first] = await drain();
      assert.deepEqual(first && { ...first, error: undefined }, {
        outcome: 'backoff',
        seconds: 1,
        failed: true,
        error: undefined,
      });
      assert.match((await connection(id)).last_error, /429/);
      assert.equal(await scheduler().runOne(), 'idle', 'not before Retry-After');
      await sleep(1200);
      await drain();
      assert.deepEqual(
        (await emails(id)).map((e) => e.provider_message_id),
        ['busy-1'],
      );
      assert.equal((await connection(id)).last_error, null);
      await remove(id);
    });

    test('a cursor the provider no longer knows (Gmail 404, Graph 410): the inbox is read again since the last sync, nothing lost or doubled', async () => {
      const g = await connect('gmail');
      await drain();
      p.addMessage('gmail', 'old-1', message('before the gap'));
      await gmailPush(await pushToken());
      await drain();
      p.addMessage('gmail', 'gap-1', message('in the gap 1'));
      p.addMessage('gmail', 'gap-2', message('in the gap 2'));
      p.addMessage('gmail', 'gap-3', message('in the gap 3', false));
      p.fail({ path: /\/history$/, times: 1, status: 404 });
      await gmailPush(await pushToken());
      await drain();
      assert.ok(p.calls.includes('GET /gmail-api/gmail/v1/users/me/messages'), 'the inbox was listed');
      assert.deepEqual((await emails(g)).map((e) => e.provider_message_id).sort(), [
        'gap-1',
        'gap-2',
        'gap-3',
        'old-1',
      ]);
      assert.equal(p.calls.filter((c) => c.endsWith('/messages/old-1')).length, 1);
      p.addMessage('gmail', 'after-1', message('after the gap'));
      await gmailPush(await pushToken());
      await drain();
      assert.equal((await emails(g)).length, 5, 'history goes on from where the mailbox was');
      await remove(g);

      const m = await connect('m365');
      await drain();
      p.addMessage('m365', 'D-1', message('delta 1'));
      await call('POST', `/v1/mailboxes/${m}/sync`);
      await drain();
      p.addMessage('m365', 'D-2', message('delta 2'));
      p.fail({ path: /\/delta$/, times: 1, status: 410, body: { error: { code: 'SyncStateNotFound' } } });
      await call('POST', `/v1/mailboxes/${m}/sync`);
      await drain();
      assert.deepEqual((await emails(m)).map((e) => e.provider_message_id).sort(), ['D-1', 'D-2']);
      assert.equal(p.calls.filter((c) => c.includes('/D-1/')).length, 1);
      await remove(m);
    });

    test("the mailbox's hourly cap holds synced mail back without losing it", async () => {
      const id = await connect('gmail');
      await drain();
      for (const i of [1, 2, 3, 4, 5, 6, 7]) p.addMessage('gmail', `cap-${i}`, message(`cap ${i}`));
      await gmailPush(await pushToken());
      const runs = await drain();
      const last = runs.at(-1)!;
      assert.equal(last.outcome, 'backoff');
      assert.equal(last.outcome === 'backoff' && last.failed, false);
      assert.ok(last.outcome === 'backoff' && last.seconds > 3000, 'until the oldest leaves the hour');
      assert.equal((await emails(id)).length, 5);
      assert.match((await connection(id)).last_error, /INBOUND_MAILBOX_MESSAGES_PER_HOUR/);
      // an hour later (the back-off is the database's clock: move it along by hand) the rest comes in
      await t.store.db
        .updateTable('mailbox_connections')
        .set({ backoff_until: null })
        .where('mailbox_id', '=', id)
        .execute();
      clock += 3601_000;
      await drain();
      assert.deepEqual(
        (await emails(id)).map((e) => e.provider_message_id).sort(),
        [1, 2, 3, 4, 5, 6, 7].map((i) => `cap-${i}`),
      );
      await remove(id);
    });

    test('a revoked grant: the mailbox is disconnected, mailbox.disconnected sent once, the grant erased; reconnecting works', async () => {
      const id = await connect('gmail');
      await drain();
      p.revoke('gmail');
      p.addMessage('gmail', 'rev-1', message('after revocation'));
      await gmailPush(await pushToken());
      assert.deepEqual(await drain(), [{ outcome: 'disconnected' }]);
      await gmailPush(await pushToken());
      clock += 3600_000;
      assert.deepEqual(await drain(), [], 'a disconnected mailbox is not synced');
      const events = (await listEvents(t.store.db, t.tenantId, id)).filter((e) => e.topic === 'mailbox.disconnected');
      assert.equal(events.length, 1);
      assert.equal((events[0]!.payload as any).reason, 'grant_revoked');
      assert.equal((events[0]!.payload as any).address, p.gmail.address);
      const c = await connection(id);
      assert.equal(c.status, 'disconnected');
      assert.equal(c.disconnect_reason, 'grant_revoked');
      const row = await t.store.db
        .selectFrom('mailbox_connections')
        .selectAll()
        .where('mailbox_id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.grant_sealed, null);
      const audit = (await call('GET', `/v1/audit-log?limit=100&target_id=${id}`)).json().items as any[];
      assert.deepEqual(
        audit
          .filter((a) => a.target.id === id)
          .map((a) => a.action)
          .reverse(),
        ['mailbox.created', 'mailbox.connected', 'mailbox.disconnected'],
      );
      // the owner authorizes again: connected, synced from now
      const auth = (await call('POST', `/v1/mailboxes/${id}/authorize`, { payload: {} })).json();
      const state = new URL(auth.authorization_url).searchParams.get('state');
      const cb = await call('GET', `/v1/mailboxes/oauth/callback?state=${state}&code=${p.issueCode('gmail')}`, {
        key: '',
      });
      assert.equal(cb.json().connection.status, 'connected');
      p.addMessage('gmail', 'rev-2', message('after reconnecting'));
      await gmailPush(await pushToken());
      await drain();
      assert.deepEqual(
        (await emails(id)).map((e) => e.provider_message_id),
        ['rev-2'],
      );
      await remove(id);
    });

    test('tenant isolation and permissions on the new routes', async () => {
      const created = (await call('POST', '/v1/mailboxes', { payload: { name: 'iso', kind: 'gmail' } })).json();
      for (const [method, url] of [
        ['POST', `/v1/mailboxes/${created.id}/authorize`],
        ['POST', `/v1/mailboxes/${created.id}/sync`],
        ['GET', `/v1/mailboxes/${created.id}`],
      ] as const) {
        const res = await call(method, url, { key: rival, ...(method === 'POST' ? { payload: {} } : {}) });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
      }
      const rivalList = (await call('GET', '/v1/mailboxes', { key: rival })).json().items;
      assert.ok(!rivalList.some((m: any) => m.id === created.id));
      const noManage = (await t.newKey({ scopes: PERMISSIONS.filter((x) => x !== 'mailboxes:manage') })).key;
      for (const [method, url] of [
        ['POST', `/v1/mailboxes/${created.id}/authorize`],
        ['POST', `/v1/mailboxes/${created.id}/sync`],
        ['POST', '/v1/mailboxes'],
      ] as const) {
        const res = await call(method, url, { key: noManage, payload: { name: 'x', kind: 'gmail' } });
        assert.equal(res.statusCode, 403, `${method} ${url}`);
      }
      assert.equal(
        (await call('POST', `/v1/mailboxes/${created.id}/authorize`, { key: '', payload: {} })).statusCode,
        401,
      );
      // a pending mailbox cannot be synced; a forward one has nothing to authorize
      assert.equal((await call('POST', `/v1/mailboxes/${created.id}/sync`)).statusCode, 409);
      const fwd = (await call('POST', '/v1/mailboxes', { payload: { name: 'fwd' } })).json();
      assert.equal(fwd.kind, 'forward');
      assert.equal(fwd.connection, null);
      assert.equal((await call('POST', `/v1/mailboxes/${fwd.id}/authorize`, { payload: {} })).statusCode, 409);
      // the callback: a state never issued, or without one
      assert.equal(
        (await call('GET', '/v1/mailboxes/oauth/callback?state=forged&code=x', { key: '' })).statusCode,
        401,
      );
      assert.equal((await call('GET', '/v1/mailboxes/oauth/callback?code=x', { key: '' })).statusCode, 422);
      await remove(created.id);
      await remove(fwd.id);
    });

    test('the grant is never in an answer or a log line', () => {
      assert.ok(bodies.length > 50 && logLines.length > 50, `${bodies.length} answers, ${logLines.length} log lines`);
      assert.ok(
        p.tokenRequests.some((r) => r.refresh_token?.includes('SECRETREFRESH')),
        'the secrets were in play',
      );
      for (const b of bodies) assert.doesNotMatch(b, SECRETS);
      for (const l of logLines) assert.doesNotMatch(l, SECRETS);
      // nor the authorization code or state of a callback (the request line is not logged there)
      assert.ok(
        logLines.some((l) => l.includes('/v1/intake/gmail')),
        'request lines are logged elsewhere',
      );
      for (const l of logLines) assert.doesNotMatch(l, /code-(gmail|m365)-\d|oauth\/callback\?/);
    });
  });
}
