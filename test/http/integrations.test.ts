// CRM (HubSpot) and chat (Slack) integrations over HTTP, against local stand-ins of both providers that
// speak their protocols: install → authorize_url → consent → callback (code exchange with PKCE, grant
// sealed), a finished job upserting the deal and posting the message through the webhook outbox, the
// opt-in job.corrected, an access token refreshed when it is about to expire, a 401 turning the
// integration to `status: error`, a reconnect delivering what was pending, and no token in any answer,
// any log line or the table.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { startCrmChat, integrationTestConfig, type CrmChat } from '../helpers/crm-chat.ts';
import { waitUntil } from '../events/receiver.ts';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { createLogger } from '../../src/log.ts';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';

for (const backend of testBackends()) {
  describe(`CRM and chat integrations (${backend})`, () => {
    let p: CrmChat;
    let t: TestService;
    let admin: string; // integrations:manage + jobs + audit:read
    let offsetMs = 0; // the service's clock runs ahead by this much
    const lines: string[] = [];
    const answers: string[] = [];
    let hubspot: any;
    let slack: any;
    let jobId: string;
    let docId: string;

    const call = async (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      body?: unknown,
      key = admin,
    ) => {
      const res = await t.service.app!.inject({
        method,
        url,
        headers: key ? { 'x-api-key': key } : {},
        ...(body !== undefined ? { payload: body as never } : {}),
      });
      answers.push(res.body);
      return res;
    };
    const get = async (id: string) => (await call('GET', `/v1/integrations/${id}`)).json();
    const callback = async (authorizeUrl: string) => {
      const q = p.consent(authorizeUrl);
      return call(
        'GET',
        `/v1/integrations/oauth/callback?state=${encodeURIComponent(q.state)}&code=${q.code}`,
        undefined,
        '',
      );
    };
    const correct = async (index: number) => {
      const res = await call('POST', `/v1/jobs/${jobId}/corrections`, {
        change: { type: 'transaction', document_id: docId, index, category: 'revenue', reason: 'reviewed' },
      });
      assert.equal(res.statusCode, 201, res.body);
    };

    before(async () => {
      p = await startCrmChat();
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      });
      t = await startTestService(backend, {
        config: { ...integrationTestConfig(p), logLevel: 'debug' },
        log: createLogger('debug', sink),
        now: () => new Date(Date.now() + offsetMs),
      });
      admin = (await t.newKey({ scopes: [...DEFAULT_KEY_SCOPES, 'jobs:delete', 'integrations:manage', 'audit:read'] }))
        .key;
    });
    after(async () => {
      await t.close();
      await p.close();
    });

    test('install answers a pending record with an authorize_url (PKCE, single-use state); bad input is 422', async () => {
      const hs = await call('POST', '/v1/integrations', { type: 'hubspot', name: 'Deals CRM' });
      assert.equal(hs.statusCode, 201, hs.body);
      hubspot = hs.json();
      assert.equal(hubspot.status, 'pending');
      assert.equal(hubspot.kind, 'crm');
      assert.equal(hubspot.has_secrets, false);
      assert.deepEqual(hubspot.events, ['job.completed', 'job.review_required']);
      assert.deepEqual(hubspot.config, { id_property: 'packet_parser_job_id' });
      const u = new URL(hubspot.authorize_url);
      assert.equal(`${u.origin}${u.pathname}`, `${p.baseUrl}/oauth/authorize`);
      assert.equal(u.searchParams.get('client_id'), 'hubspot-client');
      assert.equal(u.searchParams.get('code_challenge_method'), 'S256');
      const sl = await call('POST', '/v1/integrations', { type: 'slack', config: { channel: '#underwriting' } });
      assert.equal(sl.statusCode, 201, sl.body);
      slack = sl.json();
      for (const bad of [
        { type: 'slack' },
        { type: 'hubspot', events: ['job.failed'] },
        { type: 'salesforce' },
        { type: 'hubspot', config: { token: 'x' } },
      ]) {
        const res = await call('POST', '/v1/integrations', bad);
        assert.equal(res.statusCode, 422, `${JSON.stringify(bad)}: ${res.body}`);
      }
      assert.equal((await call('GET', '/v1/integrations')).json().items.length, 2);
    });

    test('the callback exchanges the code and stores the grant sealed; the state works once', async () => {
      const res = await callback(hubspot.authorize_url);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().status, 'connected');
      assert.equal(res.json().has_secrets, true);
      const exchange = p.tokenRequests.at(-1)!;
      assert.equal(exchange.grant_type, 'authorization_code');
      assert.ok(exchange.code_verifier);
      const again = await call(
        'GET',
        `/v1/integrations/oauth/callback?state=${encodeURIComponent(new URL(hubspot.authorize_url).searchParams.get('state')!)}&code=x`,
        undefined,
        '',
      );
      assert.equal(again.statusCode, 401);
      assert.equal((await callback(slack.authorize_url)).json().status, 'connected');
    });

    test('a finished job upserts the deal and posts the chat message with a link', async () => {
      const fx = await generateStatementPdf(LAYOUTS[1]!.name, 11, { month: 0 });
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse?wait=180',
        headers: { 'x-api-key': admin },
        payload: form([{ name: 'oct.pdf', bytes: fx.pdf }]) as never,
      });
      assert.equal(res.statusCode, 200, res.body);
      const env = res.json();
      jobId = env.job_id;
      docId = env.result.statements[0].document_id;
      assert.ok(['completed', 'review_required'].includes(env.status), env.status);
      await waitUntil(async () => p.deals.has(jobId) && p.messages.length === 1);
      const deal = p.deals.get(jobId)!;
      assert.equal(deal.idProperty, 'packet_parser_job_id');
      assert.equal(deal.properties.packet_parser_status, env.status);
      assert.equal(deal.properties.packet_parser_link, `https://lender.test/jobs/${jobId}`);
      assert.equal(deal.properties.packet_parser_statements_verified, '1/1');
      assert.equal(p.messages[0]!.channel, '#underwriting');
      assert.match(p.messages[0]!.text, new RegExp(`job ${jobId}.*<https://lender\\.test/jobs/${jobId}\\|open>`));
      await waitUntil(
        async () => (await get(hubspot.id)).last_ok_at !== null && (await get(slack.id)).last_ok_at !== null,
      );
      assert.equal((await get(hubspot.id)).last_error, null);
    });

    test('job.corrected reaches the CRM only once opted in; an expiring access token is refreshed first', async () => {
      await correct(1);
      const upd = await call('PATCH', `/v1/integrations/${hubspot.id}`, {
        events: ['job.completed', 'job.review_required', 'job.corrected'],
      });
      assert.equal(upd.statusCode, 200, upd.body);
      assert.equal(p.deals.get(jobId)!.writes, 1, 'the correction before the opt-in was not sent');
      offsetMs = 29 * 60_000; // the token (30 minutes) is within the refresh margin
      const refreshes = p.tokenRequests.filter((r) => r.grant_type === 'refresh_token').length;
      await correct(2);
      await waitUntil(async () => p.deals.get(jobId)!.writes === 2);
      assert.equal(p.deals.get(jobId)!.properties.packet_parser_event, 'job.corrected');
      assert.equal(p.deals.get(jobId)!.properties.packet_parser_corrections, '2');
      assert.equal(p.tokenRequests.filter((r) => r.grant_type === 'refresh_token').length, refreshes + 1);
      assert.equal(p.messages.length, 1, 'the chat does not take job.corrected');
    });

    test('a 401 from the CRM turns the integration to status error; a reconnect delivers the retried event', async () => {
      p.expireAccessTokens('hubspot');
      await correct(3);
      await waitUntil(async () => (await get(hubspot.id)).status === 'error');
      const broken = await get(hubspot.id);
      assert.match(broken.last_error, /401/);
      assert.equal(p.deals.get(jobId)!.writes, 2);

      const again = await call('POST', `/v1/integrations/${hubspot.id}/connect`);
      assert.equal(again.statusCode, 200, again.body);
      assert.notEqual(again.json().authorize_url, hubspot.authorize_url);
      assert.equal(again.json().status, 'error', 'the status changes when the callback completes');
      assert.equal((await callback(again.json().authorize_url)).json().status, 'connected');
      offsetMs += 60_000; // past the first retry delay (30 s)
      await waitUntil(async () => p.deals.get(jobId)!.writes === 3);
      await waitUntil(async () => (await get(hubspot.id)).last_error === null);
    });

    test("Slack's invalid_auth turns the chat integration to status error; so does a refused refresh", async () => {
      const letter = async () => {
        const res = await t.service.app!.inject({
          method: 'POST',
          url: '/v1/parse?wait=60',
          headers: { 'x-api-key': admin },
          payload: form([
            { name: 'letter.pdf', bytes: await simplePdf([`Dear underwriter ${Math.random()}`]) },
          ]) as never,
        });
        assert.equal(res.statusCode, 200, res.body);
      };
      offsetMs = 0; // the Slack access token is still within its 30 minutes
      p.expireAccessTokens('slack');
      await letter();
      await waitUntil(async () => (await get(slack.id)).status === 'error');
      assert.match((await get(slack.id)).last_error, /^invalid_auth/);
      assert.equal(p.messages.length, 1);

      const again = (await call('POST', `/v1/integrations/${slack.id}/connect`)).json();
      assert.equal((await callback(again.authorize_url)).json().status, 'connected');
      offsetMs = 29 * 60_000; // the new token needs a refresh, and the app was uninstalled meanwhile
      p.revoke('slack');
      await letter();
      await waitUntil(async () => (await get(slack.id)).status === 'error');
      assert.match((await get(slack.id)).last_error, /no longer works.*reconnect/);
      assert.equal(p.tokenRequests.at(-1)!.grant_type, 'refresh_token');
    });

    test('no token or client secret in any answer, any log line or the stored row', async () => {
      const secrets = [
        ...p.tokenRequests.flatMap((r) => [r.code, r.code_verifier, r.refresh_token, r.client_secret]),
        ...p.calls.map((c) => /Bearer (\S+)/.exec(c)?.[1]),
      ].filter((s): s is string => Boolean(s));
      assert.ok(secrets.length >= 6);
      for (const s of secrets) {
        for (const a of answers) assert.ok(!a.includes(s), 'an answer carries a secret');
        for (const l of lines) assert.ok(!l.includes(s), `a log line carries a secret: ${l.slice(0, 200)}`);
      }
      const rows = await t.store.db.selectFrom('integrations').selectAll().execute();
      for (const r of rows) for (const s of secrets) assert.ok(!JSON.stringify(r).includes(s));
      assert.ok(lines.length > 10, 'the logger captured the run');
    });

    test('with the integrations module off the routes answer 403 module_disabled, and /v1/me says so', async () => {
      const owner = (await t.newKey({ scopes: ['settings:manage', 'integrations:manage'] })).key;
      const me = async () => (await call('GET', '/v1/me', undefined, owner)).json().modules.integrations;
      assert.equal(await me(), true);
      assert.equal((await call('PUT', '/v1/modules', { modules: { integrations: false } }, owner)).statusCode, 200);
      const off = await call('GET', '/v1/integrations', undefined, owner);
      assert.equal(off.statusCode, 403);
      assert.equal(off.json().error.code, 'module_disabled');
      assert.equal(await me(), false);
      assert.equal((await call('PUT', '/v1/modules', { modules: { integrations: true } }, owner)).statusCode, 200);
      assert.equal((await call('GET', '/v1/integrations', undefined, owner)).statusCode, 200);
    });

    test('removal: 404 afterwards, audited; another tenant sees none of it', async () => {
      const other = (await t.newKey({ tenant: 'rival-funding', scopes: ['integrations:manage'] })).key;
      assert.equal((await call('GET', `/v1/integrations/${slack.id}`, undefined, other)).statusCode, 404);
      assert.deepEqual((await call('GET', '/v1/integrations', undefined, other)).json().items, []);
      const del = await call('DELETE', `/v1/integrations/${slack.id}`);
      assert.equal(del.statusCode, 200, del.body);
      assert.equal((await call('GET', `/v1/integrations/${slack.id}`)).statusCode, 404);
      const actions = (await call('GET', '/v1/audit-log?limit=200')).json().items.map((e: any) => e.action);
      for (const a of [
        'integration.installed',
        'integration.connected',
        'integration.updated',
        'integration.authorization_started',
        'integration.removed',
      ])
        assert.ok(actions.includes(a), a);
    });
  });
}
