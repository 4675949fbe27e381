// Broker emails carrying generated statements and an application, over a real socket to a finished job:
// sent directly to POST /v1/intake/email, and forwarded (the original attached as message/rfc822) through
// the forwarding worker's route. The ledgers must come out exactly as printed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startTestService, type TestService } from '../helpers/service.ts';
import { composeEmail, forwardHeaders } from '../helpers/email.ts';
import { generateStatementPdf, LAYOUTS, type Fixture } from '../../scripts/generator/index.ts';

const DOMAIN = 'in.lender.example';
const SECRET = 'e2e-forward-secret';

async function applicationPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  [
    'MERCHANT APPLICATION',
    'Legal Business Name: Rosie Bakes LLC',
    'DBA: Rosie Bakes',
    'Federal Tax ID: 12-3456789',
    'City: Dayton',
    'State: OH',
    'Owner Name: Rosa Diaz',
    'Requested Amount: 50000',
  ].forEach((l, i) => page.drawText(l, { x: 50, y: 740 - i * 18, size: 11, font }));
  return doc.save();
}

function assertLedgers(result: any, fixtures: Fixture[]) {
  assert.equal(
    result.statements.length,
    fixtures.length,
    JSON.stringify(result.files.map((f: any) => [f.filename, f.status, f.reason])),
  );
  for (const fx of fixtures) {
    const truth = fx.truth.statements[0]!;
    const st = result.statements.find(
      (s: any) => s.closing_balance === truth.closing_balance && s.opening_balance === truth.opening_balance,
    );
    assert.ok(st, `statement ${fx.name} read`);
    assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate));
    assert.deepEqual(
      st.transactions.map((t: any) => [t.date, t.amount]),
      truth.transactions.map((t) => [t.date, t.amount]),
    );
  }
}

describe('broker email to a finished job (pglite, real socket)', () => {
  let t: TestService;
  let statements: Fixture[];
  let application: Uint8Array;
  before(async () => {
    t = await startTestService('pglite', {
      listen: true,
      config: {
        email: {
          maxAttachmentBytes: 25 * 1024 * 1024,
          minImageBytes: 16 * 1024,
          maxNestingDepth: 8,
          mailboxMessagesPerHour: 100,
          inboundMailDomain: DOMAIN,
          forwardSecret: SECRET,
          signatureWindowSeconds: 300,
        },
      },
    });
    const layout = LAYOUTS[0]!.name;
    statements = [
      await generateStatementPdf(layout, 21, { month: 0 }),
      await generateStatementPdf(layout, 21, { month: 1 }),
    ];
    application = await applicationPdf();
  });
  after(() => t.close());

  const message = (id: string) =>
    composeEmail({
      from: 'Sam Broker <sam@broker.example>',
      messageId: id,
      subject: 'Submission: Rosie Bakes LLC',
      attachments: [
        ...statements.map((fx) => ({
          filename: `${fx.name}.pdf`,
          bytes: fx.pdf,
          contentType: 'application/octet-stream',
        })),
        { filename: 'Rosie Bakes application.pdf', bytes: application, contentType: 'application/pdf' },
      ],
    });

  // Every statement verifies; the job is for review only because of what the packet itself shows: a
  // daily payer that may be a loan, transfers to accounts not in the packet, and a business name the
  // statements do not carry (its funding credit comes from a funder already collecting: a renewal linked to
  // that position, not funding without payments).
  const assertReviewedForThePacketOnly = (job: any) => {
    assert.equal(job.status, 'review_required', job.error);
    const codes = [...new Set(job.result.review_reasons.map((r: string) => r.split(':')[0]))].sort();
    assert.deepEqual(codes, [
      'declared_business_not_on_statements',
      'packet_fraud',
      'position_kind_unconfirmed',
      'transfer_to_undisclosed_account',
    ]);
  };

  test('sent directly: 200 with the finished envelope; statements verified exactly as printed; the application read as one', async () => {
    const raw = message('direct-1@broker.example');
    const res = await fetch(`${t.baseUrl}/v1/intake/email?wait=120`, {
      method: 'POST',
      headers: { 'x-api-key': t.key, 'content-type': 'message/rfc822' },
      body: Buffer.from(raw),
    });
    assert.equal(res.status, 200, await res.clone().text());
    const emailId = res.headers.get('x-email-id');
    const job = (await res.json()) as any;
    assertReviewedForThePacketOnly(job);
    assert.equal(job.source, 'email');
    assertLedgers(job.result, statements);
    const appDoc = [
      ...job.result.applications.map((a: any) => a.source_file),
      ...job.result.other_documents
        .filter((d: any) => d.document_type === 'merchant_application')
        .map((d: any) => d.source_file),
    ];
    assert.deepEqual(appDoc, ['Rosie Bakes application.pdf']);
    assert.equal(job.result.email.email_id, emailId);
    assert.equal(job.result.email.processable_attachments, 3);
    assert.equal(job.intake.broker_email, 'sam@broker.example');
    const rec = (await (
      await fetch(`${t.baseUrl}/v1/emails/${emailId}`, { headers: { 'x-api-key': t.key } })
    ).json()) as any;
    assert.deepEqual([rec.outcome, rec.job_id], ['job', job.job_id]);
  });

  test('forwarded through the forwarding worker: the attached original is opened and its documents reach a finished job', async () => {
    const mbx = (await (
      await fetch(`${t.baseUrl}/v1/mailboxes`, {
        method: 'POST',
        headers: {
          'x-api-key': (await t.newKey({ scopes: ['mailboxes:manage'] })).key,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Deals' }),
      })
    ).json()) as any;
    const original = message('orig-7@broker.example');
    const fwd = composeEmail({
      from: 'Ops <ops@broker.example>',
      to: mbx.forward_address,
      messageId: 'fwd-7@broker.example',
      subject: 'Fwd: Submission: Rosie Bakes LLC',
      forwarded: [original],
    });
    const res = await fetch(`${t.baseUrl}/v1/intake/forward/cloudflare`, {
      method: 'POST',
      headers: forwardHeaders(SECRET, mbx.forward_address, 'ops@broker.example', fwd, new Date()),
      body: Buffer.from(fwd),
    });
    assert.equal(res.status, 200, await res.clone().text());
    const body = (await res.json()) as any;
    assert.equal(body.outcome, 'job');
    const job = (await (
      await fetch(`${t.baseUrl}${body.status_url}?wait=120`, { headers: { 'x-api-key': t.key } })
    ).json()) as any;
    assertReviewedForThePacketOnly(job);
    assert.equal(job.source, 'email_forward');
    assert.equal(job.intake.email.mailbox_id, mbx.id);
    assert.deepEqual(
      job.intake.files.map((f: any) => f.filename),
      [...statements.map((fx) => `${fx.name}.pdf`), 'Rosie Bakes application.pdf'],
    );
    assertLedgers(job.result, statements);
  });
});
