// Builds real MIME messages for email tests: multipart/mixed with base64 attachments, replies with
// In-Reply-To / References, and forwards that attach the original as message/rfc822.
import { signIntake } from '../../src/email/signature.ts';

export interface Part {
  filename: string;
  bytes: Uint8Array;
  contentType?: string;
  /** inline with a Content-ID (an image shown in the body) */
  inline?: boolean;
}

export interface Message {
  from?: string;
  to?: string;
  subject?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  text?: string;
  attachments?: Part[];
  /** message/rfc822 parts (already built messages) */
  forwarded?: Uint8Array[];
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64').replace(/.{76}/g, '$&\r\n');

export function composeEmail(m: Message): Uint8Array {
  const boundary = `b_${Math.random().toString(36).slice(2)}`;
  const head = [
    `From: ${m.from ?? 'Broker <iso@broker.example>'}`,
    `To: ${m.to ?? 'deals@lender.example'}`,
    `Subject: ${m.subject ?? 'New submission'}`,
    'Date: Mon, 02 Mar 2026 10:00:00 +0000',
    ...(m.messageId ? [`Message-ID: <${m.messageId}>`] : []),
    ...(m.inReplyTo ? [`In-Reply-To: <${m.inReplyTo}>`] : []),
    ...(m.references?.length ? [`References: ${m.references.map((r) => `<${r}>`).join(' ')}`] : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const parts = [
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${m.text ?? 'Please see the attached documents.'}\r\n`,
  ];
  for (const a of m.attachments ?? []) {
    const disp = a.inline
      ? `inline; filename="${a.filename}"\r\nContent-ID: <${a.filename}@x>`
      : `attachment; filename="${a.filename}"`;
    parts.push(
      `--${boundary}\r\nContent-Type: ${a.contentType ?? 'application/octet-stream'}; name="${a.filename}"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: ${disp}\r\n\r\n${b64(a.bytes)}\r\n`,
    );
  }
  for (const f of m.forwarded ?? []) {
    parts.push(
      `--${boundary}\r\nContent-Type: message/rfc822\r\nContent-Disposition: attachment; filename="forwarded.eml"\r\n\r\n${Buffer.from(f).toString('latin1')}\r\n`,
    );
  }
  return new Uint8Array(Buffer.from(`${head.join('\r\n')}\r\n\r\n${parts.join('')}--${boundary}--\r\n`, 'latin1'));
}

/** Headers of the mailbox provider's signed webhook. */
export function webhookHeaders(
  secret: string,
  mailboxId: string,
  providerMessageId: string,
  body: Uint8Array,
  at: Date,
) {
  const ts = String(Math.floor(at.getTime() / 1000));
  return {
    'content-type': 'message/rfc822',
    'x-timestamp': ts,
    'x-mailbox-id': mailboxId,
    'x-provider-message-id': providerMessageId,
    'x-signature': signIntake(secret, [ts, mailboxId, providerMessageId], body),
  };
}

/** Headers of the forwarding worker. */
export function forwardHeaders(secret: string, envelopeTo: string, envelopeFrom: string, body: Uint8Array, at: Date) {
  const ts = String(Math.floor(at.getTime() / 1000));
  return {
    'content-type': 'message/rfc822',
    'x-timestamp': ts,
    'x-envelope-to': envelopeTo,
    'x-envelope-from': envelopeFrom,
    'x-signature': signIntake(secret, [ts, envelopeTo, envelopeFrom], body),
  };
}

/** Email settings for tests that sign forwarded mail: small attachments, a known domain and forwarding secret. */
export const SIGNED_EMAIL_CONFIG = {
  maxAttachmentBytes: 200_000,
  minImageBytes: 16 * 1024,
  maxNestingDepth: 8,
  mailboxMessagesPerHour: 100,
  inboundMailDomain: 'in.lender.example',
  forwardSecret: 'fwd-secret-for-tests',
  signatureWindowSeconds: 300,
};
