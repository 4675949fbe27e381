// The MIME walk over real-world messages (test/fixtures/email, provenance in SOURCES.tsv) and over
// constructed ones for the cases the corpus lacks: which parts are taken as documents, which are
// skipped, and why. Pure: no database, no HTTP.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { walkEmail, type WalkLimits } from '../../src/email/walk.ts';
import { ApiError } from '../../src/errors.ts';
import { simplePdf, tinyPng } from '../helpers/files.ts';
import { composeEmail } from '../helpers/email.ts';

const DIR = path.join(import.meta.dirname, '..', 'fixtures', 'email');
const LIMITS: WalkLimits = { maxAttachmentBytes: 25 * 1024 * 1024, minImageBytes: 16 * 1024, maxNestingDepth: 8 };
const load = (name: string) => new Uint8Array(fs.readFileSync(path.join(DIR, name)));
/** [filename, depth, processable, skipped_reason] per part, in message order. */
const parts = async (raw: Uint8Array, limits = LIMITS) =>
  (await walkEmail(raw, limits)).attachments.map((a) => [a.filename, a.depth, a.processable, a.skipped_reason]);

describe('MIME walk: the real-world corpus', () => {
  test('every corpus message has its provenance row', () => {
    const rows = fs
      .readFileSync(path.join(DIR, 'SOURCES.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t')[0]);
    const files = fs
      .readdirSync(DIR)
      .filter((f) => f.endsWith('.eml'))
      .sort();
    assert.deepEqual([...rows].sort(), files);
  });

  test('a forwarded message attached as message/rfc822: the PDF inside it is taken', async () => {
    const w = await walkEmail(load('fwd-rfc822-with-pdf-01.eml'), LIMITS);
    assert.deepEqual(
      w.attachments.map((a) => [a.filename, a.depth, a.processable, a.content_type, a.size_bytes]),
      [['broken.pdf', 1, true, 'application/pdf', 1026]],
    );
    assert.equal(w.documents.length, 1);
    assert.equal(w.messageId, '9169D984-4E0B-45EF-82D4-8F5E53AD7012@example.com');
  });

  test('an mbox export (leading "From " line, CRLF) with a PDF: taken', async () => {
    const w = await walkEmail(load('pdf-attachment-03.eml'), LIMITS);
    assert.deepEqual(
      w.attachments.map((a) => [a.filename, a.processable]),
      [['broken.pdf', true]],
    );
    assert.equal(w.subject, 'Another PDF with 🎉 Unicode chars in it 🍿');
  });

  test('an RFC 2047 encoded name on a part declared application/pdf that is not a PDF: named, skipped by content', async () => {
    const w = await walkEmail(load('pdf-attachment-b64-name-05.eml'), LIMITS);
    assert.deepEqual(await parts(load('pdf-attachment-b64-name-05.eml')), [
      ['This is a test.pdf', 0, false, 'not_pdf_png_jpeg'],
    ]);
    assert.equal(w.attachments[0]!.declared_type, 'application/pdf');
    assert.equal(w.documents.length, 0);
    assert.deepEqual(w.references, ['F6E2D0B4-CC35-4A91-BA4C-C7C712B10C13@mac.com']);
  });

  test("PDF + DOCX + ODT + PNG + an attached copy of itself: the PDF and the 42 KB PNG taken once, office files skipped, the copy's parts duplicates", async () => {
    assert.deepEqual(await parts(load('mixed-pdf-docx-odt-png-rfc822-07.eml')), [
      ['Hello from SwiftMailer.docx', 0, false, 'not_pdf_png_jpeg'],
      ['Hello from SwiftMailer.pdf', 0, true, null],
      ['Hello from SwiftMailer.odt', 0, false, 'not_pdf_png_jpeg'],
      ['Cours-Tutoriels-Serge-Tahé-1568x268.png', 0, true, null],
      ['Hello from SwiftMailer.docx', 1, false, 'not_pdf_png_jpeg'],
      ['Hello from SwiftMailer.pdf', 1, false, 'duplicate'],
      ['Hello from SwiftMailer.odt', 1, false, 'not_pdf_png_jpeg'],
      ['Cours-Tutoriels-Serge-Tahé-1568x268.png', 1, false, 'duplicate'],
    ]);
    const w = await walkEmail(load('mixed-pdf-docx-odt-png-rfc822-07.eml'), LIMITS);
    assert.deepEqual(
      w.documents.map((d) => [d.contentType, d.bytes.length]),
      [
        ['application/pdf', 12798],
        ['image/png', 42264],
      ],
    );
    assert.match(w.attachments[0]!.note!, /ZIP-based/);
  });

  test('the MIME torture test: nested messages three levels deep and multipart/signed walked; no document in it', async () => {
    assert.deepEqual(await parts(load('mimetorture-nested-09.eml')), [
      ['foo.gz', 2, false, 'not_pdf_png_jpeg'],
      ['blah.gz', 1, false, 'not_pdf_png_jpeg'],
      ['blah1.gz', 1, false, 'not_pdf_png_jpeg'],
      ['attachment-4', 1, false, 'not_pdf_png_jpeg'],
      ['htmlfile.html', 1, false, 'not_pdf_png_jpeg'],
      ['smiley-3.png', 1, false, 'inline_image'],
      ['dot.gif', 1, false, 'not_pdf_png_jpeg'],
      ['signature.asc', 1, false, 'not_pdf_png_jpeg'],
      ['attachment-9', 1, false, 'not_pdf_png_jpeg'],
    ]);
  });

  test('a PDF beside a text attachment in multipart/mixed: the PDF taken', async () => {
    assert.deepEqual(await parts(load('inline-multipart-pdf-12.eml')), [['test.pdf', 0, true, null]]);
  });

  test('HTML mail with inline images: the inline PNG skipped as inline, the GIF and text parts skipped by content', async () => {
    assert.deepEqual(await parts(load('html-inline-images-15.eml')), [
      ['attachment-1', 0, false, 'not_pdf_png_jpeg'],
      ['image.png', 0, false, 'inline_image'],
      ['nyan cat ✔.gif', 0, false, 'not_pdf_png_jpeg'],
      ['notes.txt', 0, false, 'not_pdf_png_jpeg'],
    ]);
  });

  test('a nesting limit stops the walk at that depth and says so', async () => {
    assert.deepEqual(await parts(load('fwd-rfc822-with-pdf-01.eml'), { ...LIMITS, maxNestingDepth: 0 }), [
      ['ForwardedMessage.eml', 0, false, 'nested_too_deep'],
    ]);
  });
});

describe('MIME walk: constructed messages', () => {
  const rawMessage = (body: string) => new Uint8Array(Buffer.from(body.replace(/\n/g, '\r\n'), 'latin1'));
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

  test('an application/octet-stream PDF with an RFC 2231 encoded name is taken as a PDF under its decoded name', async () => {
    const pdf = await simplePdf(['Statement']);
    const raw = rawMessage(
      `From: a@b.example\nTo: c@d.example\nSubject: x\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=XX\n\n--XX\nContent-Type: text/plain\n\nhi\n--XX\nContent-Type: application/octet-stream\nContent-Disposition: attachment; filename*=UTF-8''Kontoauszug%20M%C3%A4rz.pdf\nContent-Transfer-Encoding: base64\n\n${b64(pdf)}\n--XX--\n`,
    );
    const w = await walkEmail(raw, LIMITS);
    assert.deepEqual(
      w.attachments.map((a) => [a.filename, a.declared_type, a.content_type, a.processable]),
      [['Kontoauszug März.pdf', 'application/octet-stream', 'application/pdf', true]],
    );
  });

  test('a PNG named .pdf is taken as the PNG it is; a small PNG is under the floor; an inline one is skipped whatever its size', async () => {
    const big = new Uint8Array(Buffer.concat([Buffer.from(tinyPng()), Buffer.alloc(20_000)]));
    const raw = composeEmail({
      attachments: [
        { filename: 'scan.pdf', bytes: big, contentType: 'application/pdf' },
        { filename: 'pixel.png', bytes: tinyPng() },
        {
          filename: 'banner.png',
          bytes: new Uint8Array(Buffer.concat([Buffer.from(big), Buffer.from([1])])),
          inline: true,
        },
      ],
    });
    const w = await walkEmail(raw, LIMITS);
    assert.deepEqual(
      w.attachments.map((a) => [a.filename, a.content_type, a.skipped_reason]),
      [
        ['scan.pdf', 'image/png', null],
        ['pixel.png', 'image/png', 'image_below_size_floor'],
        ['banner.png', 'image/png', 'inline_image'],
      ],
    );
  });

  test('forwarded twice: a PDF two attached messages deep is found', async () => {
    const pdf = await simplePdf(['deep']);
    const inner = composeEmail({ messageId: 'inner@x', attachments: [{ filename: 'deep.pdf', bytes: pdf }] });
    const middle = composeEmail({ messageId: 'middle@x', forwarded: [inner] });
    const outer = composeEmail({ messageId: 'outer@x', forwarded: [middle] });
    assert.deepEqual(await parts(outer), [['deep.pdf', 2, true, null]]);
  });

  test('S/MIME: a detached signature is walked past; opaque enveloped content is named, not read', async () => {
    const pdf = await simplePdf(['signed']);
    const signed = rawMessage(
      `From: a@b.example\nSubject: signed\nMIME-Version: 1.0\nContent-Type: multipart/signed; protocol="application/pkcs7-signature"; micalg=sha-256; boundary=S1\n\n--S1\nContent-Type: multipart/mixed; boundary=M1\n\n--M1\nContent-Type: text/plain\n\nsee attached\n--M1\nContent-Type: application/pdf; name=st.pdf\nContent-Transfer-Encoding: base64\n\n${b64(pdf)}\n--M1--\n--S1\nContent-Type: application/pkcs7-signature; name=smime.p7s\nContent-Transfer-Encoding: base64\nContent-Disposition: attachment; filename=smime.p7s\n\nMIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwEAAA==\n--S1--\n`,
    );
    assert.deepEqual(await parts(signed), [
      ['st.pdf', 0, true, null],
      ['smime.p7s', 0, false, 'not_pdf_png_jpeg'],
    ]);
    const enveloped = rawMessage(
      `From: a@b.example\nSubject: secret\nMIME-Version: 1.0\nContent-Type: application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m\nContent-Disposition: attachment; filename=smime.p7m\nContent-Transfer-Encoding: base64\n\nMIAGCSqGSIb3DQEHA6CAMIACAQAxggE=\n`,
    );
    assert.deepEqual(await parts(enveloped), [['smime.p7m', 0, false, 'smime_opaque']]);
  });

  test('S/MIME opaque-signed (pkcs7-mime signed-data): the signed entity is opened and its PDF taken, DER and BER alike', async () => {
    const pdf = await simplePdf(['opaque signed statement']);
    const entity = Buffer.from(
      `Content-Type: multipart/mixed; boundary=IN\r\n\r\n--IN\r\nContent-Type: text/plain\r\n\r\nsigned text\r\n--IN\r\nContent-Type: application/octet-stream; name=signed.pdf\r\nContent-Disposition: attachment; filename=signed.pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf)}\r\n--IN--\r\n`,
    );
    // DER: definite lengths.
    const tlv = (tag: number, body: Buffer) => {
      const n = body.length;
      const len =
        n < 128
          ? Buffer.from([n])
          : n < 256
            ? Buffer.from([0x81, n])
            : n < 65536
              ? Buffer.from([0x82, n >> 8, n & 255])
              : Buffer.from([0x83, n >> 16, (n >> 8) & 255, n & 255]);
      return Buffer.concat([Buffer.from([tag]), len, body]);
    };
    const oid = (hex: string) => tlv(0x06, Buffer.from(hex, 'hex'));
    const signedData = (content: Buffer) =>
      tlv(
        0x30,
        Buffer.concat([
          oid('2a864886f70d010702'),
          tlv(
            0xa0,
            tlv(
              0x30,
              Buffer.concat([
                tlv(0x02, Buffer.from([1])),
                tlv(0x31, Buffer.alloc(0)),
                tlv(0x30, Buffer.concat([oid('2a864886f70d010701'), tlv(0xa0, content)])),
                tlv(0x31, Buffer.alloc(0)),
              ]),
            ),
          ),
        ]),
      );
    const der = signedData(tlv(0x04, entity));
    // BER as Outlook writes it: indefinite lengths and the content split into a constructed OCTET STRING of chunks.
    const indef = (tag: number, body: Buffer) => Buffer.concat([Buffer.from([tag, 0x80]), body, Buffer.from([0, 0])]);
    const chunks = Buffer.concat([tlv(0x04, entity.subarray(0, 1000)), tlv(0x04, entity.subarray(1000))]);
    const ber = indef(
      0x30,
      Buffer.concat([
        oid('2a864886f70d010702'),
        indef(
          0xa0,
          indef(
            0x30,
            Buffer.concat([
              tlv(0x02, Buffer.from([1])),
              tlv(0x31, Buffer.alloc(0)),
              indef(0x30, Buffer.concat([oid('2a864886f70d010701'), indef(0xa0, indef(0x24, chunks))])),
              tlv(0x31, Buffer.alloc(0)),
            ]),
          ),
        ),
      ]),
    );
    for (const cms of [der, ber]) {
      const raw = rawMessage(
        `From: a@b.example\nSubject: opaque\nMIME-Version: 1.0\nContent-Type: application/pkcs7-mime; smime-type=signed-data; name=smime.p7m\nContent-Disposition: attachment; filename=smime.p7m\nContent-Transfer-Encoding: base64\n\n${b64(cms).replace(/.{76}/g, '$&\n')}\n`,
      );
      const w = await walkEmail(raw, LIMITS);
      assert.deepEqual(
        w.attachments.map((a) => [a.filename, a.processable, a.skipped_reason]),
        [['signed.pdf', true, null]],
      );
      assert.ok(Buffer.from(w.documents[0]!.bytes).equals(Buffer.from(pdf)));
    }
  });

  test('headers: Message-ID without brackets, References oldest first, addresses lowercased', async () => {
    const w = await walkEmail(
      composeEmail({
        from: 'Broker <ISO@Broker.Example>',
        messageId: 'm3@x',
        inReplyTo: 'm2@x',
        references: ['m1@x', 'm2@x'],
      }),
      LIMITS,
    );
    assert.deepEqual(
      [w.messageId, w.inReplyTo, w.references, w.from],
      ['m3@x', 'm2@x', ['m1@x', 'm2@x'], 'iso@broker.example'],
    );
  });

  test('not MIME: a bare PDF, prose without headers and an empty body are 422 with the reason', async () => {
    const reject = async (raw: Uint8Array, reason: RegExp) => {
      await assert.rejects(
        walkEmail(raw, LIMITS),
        (err: unknown) => err instanceof ApiError && err.status === 422 && reason.test(err.message),
      );
    };
    await reject(await simplePdf(['x']), /the body is a PDF file, not an email/);
    await reject(
      new Uint8Array(Buffer.from('Dear lender,\nplease find attached\n')),
      /does not start with a header block/,
    );
    await reject(new Uint8Array(0), /the body is empty/);
    await reject(new Uint8Array(Buffer.from('X-Custom: 1\n\nbody')), /none of the headers that make a message/);
  });

  test('an attachment over the limit is 413 naming it', async () => {
    const raw = composeEmail({
      attachments: [
        { filename: 'huge.pdf', bytes: new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000)])) },
      ],
    });
    await assert.rejects(
      walkEmail(raw, { ...LIMITS, maxAttachmentBytes: 1000 }),
      (err: unknown) => err instanceof ApiError && err.status === 413 && /huge\.pdf/.test(err.message),
    );
  });
});
