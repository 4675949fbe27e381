// Safe targets: which addresses may receive webhooks, and that a refused target fails before any
// connection is opened (a guard blocks and records every outgoing connect during these tests).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkWebhookTarget, refusalReason, UnsafeTargetError, type Resolver } from '../../src/events/safe-target.ts';
import { WebhookSender } from '../../src/events/sender.ts';
import { startReceiver, testNet, watchConnections, type Receiver } from './receiver.ts';

const REFUSED = [
  '127.0.0.1',
  '127.8.9.10',
  '10.0.0.1',
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.1',
  '169.254.169.254',
  '169.254.0.1',
  '100.64.0.1',
  '100.127.255.254',
  '0.0.0.0',
  '224.0.0.251',
  '239.255.255.250',
  '255.255.255.255',
  '240.0.0.1',
  '192.0.2.10',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '192.0.0.8',
  '::1',
  '::',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '::ffff:8.8.8.8',
  '64:ff9b::a00:1',
  '2002:a00:1::1',
  '2001:db8::1',
  '2001::1',
  '100::1',
  'fec0::1',
  '::127.0.0.1',
];
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '172.15.255.255',
  '100.128.0.1',
  '11.0.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001::200e',
];

test('private, loopback, link-local, CGNAT, metadata, multicast and reserved addresses are refused', () => {
  for (const a of REFUSED) assert.notEqual(refusalReason(a), null, a);
  for (const a of PUBLIC) assert.equal(refusalReason(a), null, a);
  assert.equal(refusalReason('169.254.169.254'), 'link-local / metadata');
  assert.equal(refusalReason('::ffff:8.8.8.8'), 'IPv4-mapped');
});

test('the test-only loopback allowance admits loopback and nothing else', () => {
  assert.equal(refusalReason('127.0.0.1', true), null);
  assert.equal(refusalReason('::1', true), null);
  for (const a of ['10.0.0.1', '169.254.169.254', '192.168.0.1', 'fc00::1', '::ffff:127.0.0.1'])
    assert.notEqual(refusalReason(a, true), null, a);
});

test('registration: only https, no credentials, every resolved address public', async () => {
  const publicDns: Resolver = async () => [{ address: '93.184.216.34', family: 4 }];
  await checkWebhookTarget('https://hooks.example.com/in', publicDns, false);
  const refused = async (url: string, resolve: Resolver, msg: RegExp) =>
    assert.rejects(
      checkWebhookTarget(url, resolve, false),
      (e: Error) => e instanceof UnsafeTargetError && msg.test(e.message),
    );
  await refused('http://hooks.example.com/in', publicDns, /must use https/);
  await refused('ftp://hooks.example.com/in', publicDns, /must use https/);
  await refused('https://user:pw@hooks.example.com/in', publicDns, /credentials/);
  await refused('not a url', publicDns, /not a valid absolute URL/);
  await refused('https://127.0.0.1/in', publicDns, /127\.0\.0\.1 \(loopback\)/);
  await refused('https://[::1]/in', publicDns, /::1 \(loopback\)/);
  await refused('https://169.254.169.254/latest/meta-data', publicDns, /metadata/);
  await refused('https://10.0.0.1/in', publicDns, /private/);
  await refused('https://[::ffff:a00:1]/in', publicDns, /IPv4-mapped/);
  await refused('https://2130706433/in', publicDns, /127\.0\.0\.1/); // decimal form of 127.0.0.1
  await refused('https://0x7f.1/in', publicDns, /127\.0\.0\.1/);
  await refused(
    'https://internal.example/in',
    async () => [{ address: '10.1.2.3', family: 4 }],
    /internal\.example resolves to 10\.1\.2\.3 \(private\)/,
  );
  // one private address among public ones is enough to refuse
  await refused(
    'https://mixed.example/in',
    async () => [
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00::5', family: 6 },
    ],
    /fd00::5 \(unique local\)/,
  );
  await refused('https://nowhere.example/in', async () => [], /does not resolve/);
  await refused(
    'https://nx.example/in',
    async () => Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' })),
    /does not resolve \(ENOTFOUND\)/,
  );
});

let rx: Receiver;
let guard: ReturnType<typeof watchConnections>;
before(async () => {
  rx = await startReceiver();
  guard = watchConnections();
});
after(async () => {
  guard.restore();
  await rx.close();
});

test('at delivery, refused targets fail before any connection is opened', async () => {
  const strict = new WebhookSender(testNet({ allowLoopback: false }));
  const privateDns = new WebhookSender(testNet({ resolve: async () => [{ address: '10.0.0.1', family: 4 }] }));
  try {
    const cases: Array<[WebhookSender, string, RegExp]> = [
      [strict, `http://127.0.0.1:${rx.port}/hook`, /must use https/],
      [strict, `https://127.0.0.1:${rx.port}/hook`, /loopback/],
      [strict, `https://[::1]:${rx.port}/hook`, /loopback/],
      [strict, `https://localhost:${rx.port}/hook`, /localhost resolves to .* \(loopback\)/],
      [strict, 'https://169.254.169.254/latest/meta-data', /metadata/],
      [strict, 'https://10.0.0.1/hook', /private/],
      [privateDns, 'https://crm.example/hook', /crm\.example resolves to 10\.0\.0\.1 \(private\)/],
    ];
    for (const [sender, url, msg] of cases) {
      const before = guard.addresses.length;
      const out = await sender.post(url, {}, '{}');
      assert.equal(out.ok, false, url);
      assert.equal(out.statusCode, null, url);
      assert.match(out.error!, /^(refused target: )?/);
      assert.match(out.error!, msg, url);
      assert.equal(guard.addresses.length, before, `no address dialled for ${url}`);
    }
    assert.equal(rx.received.length, 0);
  } finally {
    await strict.close();
    await privateDns.close();
  }
});

test('with the test-only allowance, the local receiver is reached, TLS verified with the test CA', async () => {
  const sender = new WebhookSender(testNet());
  const untrusting = new WebhookSender({ ...testNet(), testOnlyCa: null });
  try {
    const out = await sender.post(rx.url(), {}, '{"x":1}');
    assert.equal(out.ok, true);
    assert.equal(rx.received.length, 1);
    const bad = await untrusting.post(rx.url(), {}, '{"x":1}');
    assert.equal(bad.ok, false, 'a certificate the service does not trust is a failure');
    assert.match(bad.error!, /certificate|CERT|self.signed|issuer/i);
    assert.deepEqual(new Set(guard.addresses), new Set(['127.0.0.1']));
  } finally {
    await sender.close();
    await untrusting.close();
  }
});
