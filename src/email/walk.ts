// The MIME walk: every leaf part of a raw message, attached messages (message/rfc822) opened to a bounded
// depth, each part judged by its bytes (PDF, PNG, JPEG), never by its declared type or name. Pure: bytes
// in, a description of the message and the documents it carries out.
import { createHash } from 'node:crypto';
import PostalMime, { type Address, type Attachment } from 'postal-mime';
import { ApiError, invalidField } from '../errors.ts';
import { signedDataContent } from './smime.ts';
import { withoutControls } from '../text.ts';
import { describeBytes, sniffContentType, type AcceptedType } from '../pipeline/sniff.ts';

export interface WalkLimits {
  maxAttachmentBytes: number;
  minImageBytes: number;
  maxNestingDepth: number;
  /** Documents one message may give (MAX_FILES, as for uploads); the rest are listed as over_file_limit. */
  maxFiles?: number;
}

/** What an email record keeps at most (docs/email.md, "Bounds"). */
export const EMAIL_RECORD_BOUNDS = {
  /** Subject, Message-ID, In-Reply-To, each address: RFC 5322's line length; longer is clipped with `…`. */
  subjectChars: 998,
  /** Skipped parts listed one by one; the rest are counted in one `not_listed` line (documents are always listed). */
  listedParts: 200,
  /** To and Cc addresses each. */
  addresses: 100,
  /** References: the first (the thread's root) and the latest. */
  references: 50,
};

/** Why a part was not taken as a document. */
export type SkipReason =
  | 'not_pdf_png_jpeg' // its bytes are none of the accepted types (DOCX, GIF, text, a broken "PDF")
  | 'inline_image' // an image shown in the body (Content-ID / inline disposition): logos, signatures
  | 'image_below_size_floor' // a PNG/JPEG under EMAIL_MIN_IMAGE_BYTES: logos, tracking pixels
  | 'duplicate' // the same bytes already taken from this message
  | 'smime_opaque' // S/MIME enveloped (encrypted) content: not readable without the key
  | 'nested_too_deep' // an attached message past EMAIL_MAX_NESTING_DEPTH
  | 'over_file_limit' // a document past MAX_FILES in this message
  | 'not_listed'; // the one line counting the skipped parts past EMAIL_RECORD_BOUNDS.listedParts

export interface WalkedAttachment {
  filename: string;
  /** The type the part declared. */
  declared_type: string;
  /** The type by content when it is PDF, PNG or JPEG, else the declared type. */
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** 0: the message itself; n: inside the n-th level of attached messages. */
  depth: number;
  processable: boolean;
  skipped_reason: SkipReason | null;
  /** Set on skipped parts: what the bytes are, for a person reading the record. */
  note: string | null;
}

export interface EmailDocument {
  filename: string;
  contentType: AcceptedType;
  bytes: Uint8Array;
  sha256: string;
}

export interface WalkedEmail {
  messageId: string | null;
  inReplyTo: string | null;
  /** Oldest first, as the header lists them. */
  references: string[];
  from: string | null;
  to: string[];
  cc: string[];
  subject: string | null;
  date: string | null;
  /** The start of the body as text, for the router only; never stored. */
  text: string;
  attachments: WalkedAttachment[];
  documents: EmailDocument[];
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** `<a@b>` → `a@b`; a header of several ids yields them in order. */
export function messageIds(raw: string | undefined | null): string[] {
  if (!raw) return [];
  const header = withoutControls(raw);
  const bracketed = [...header.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]!);
  if (bracketed.length > 0) return bracketed;
  return header.split(/\s+/).filter((s) => s.includes('@'));
}

function addresses(list: Address[] | Address | undefined): string[] {
  const arr = list === undefined ? [] : Array.isArray(list) ? list : [list];
  return arr
    .flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address]))
    .filter((a): a is string => !!a)
    .map((a) => withoutControls(a).toLowerCase());
}

const HEADER_LINE = /^[!-9;-~]+[ \t]*:/;
const MESSAGE_HEADERS = [
  'from',
  'to',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'received',
  'return-path',
  'delivered-to',
];

/** A message must open with a header block that names it as mail; anything else is not MIME. */
function assertMime(raw: Uint8Array, headerKeys: string[]): void {
  if (raw.length === 0) throw notMime('the body is empty');
  const first =
    Buffer.from(raw.subarray(0, Math.min(raw.length, 1000)))
      .toString('latin1')
      .replace(/^(\r?\n)+/, '')
      .split(/\r?\n/)[0] ?? '';
  const type = sniffContentType(raw);
  if (type && !HEADER_LINE.test(first))
    throw notMime(
      `the body is a ${type === 'application/pdf' ? 'PDF' : type === 'image/png' ? 'PNG' : 'JPEG'} file, not an email: post files to /v1/parse`,
    );
  if (!HEADER_LINE.test(first)) throw notMime('it does not start with a header block (Name: value lines)');
  if (!headerKeys.some((k) => MESSAGE_HEADERS.includes(k)))
    throw notMime(`none of the headers that make a message (${MESSAGE_HEADERS.slice(0, 6).join(', ')}, …) is present`);
}

function notMime(reason: string): ApiError {
  return invalidField(['body'], reason, { type: 'value_error.mime', message: `not a MIME message: ${reason}` });
}

function contentOf(a: Attachment): Uint8Array {
  const c = a.content;
  if (typeof c === 'string') return new Uint8Array(Buffer.from(c, a.encoding === 'base64' ? 'base64' : 'utf8'));
  return c instanceof Uint8Array ? c : new Uint8Array(c);
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const SMIME_TYPES = new Set(['application/pkcs7-mime', 'application/x-pkcs7-mime']);
const RFC822_TYPES = new Set(['message/rfc822', 'message/global']);

interface WalkState {
  limits: WalkLimits;
  attachments: WalkedAttachment[];
  documents: EmailDocument[];
}

async function parse(raw: Uint8Array) {
  // maxRfc822NestingDepth 0: we open attached messages ourselves, so the depth is counted in one place.
  return PostalMime.parse(raw, {
    attachmentEncoding: 'arraybuffer',
    maxRfc822NestingDepth: 0,
    forceRfc822Attachments: true,
  });
}

async function walkParts(list: Attachment[], depth: number, state: WalkState): Promise<void> {
  for (const a of list) {
    const bytes = contentOf(a);
    const declared = (a.mimeType || 'application/octet-stream').toLowerCase();
    const filename = withoutControls(a.filename ?? '').trim() || `attachment-${state.attachments.length + 1}`;
    const base = {
      filename,
      declared_type: declared,
      content_type: declared,
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      depth,
    };
    if (bytes.length > state.limits.maxAttachmentBytes) {
      throw new ApiError(
        'payload_too_large',
        `attachment ${JSON.stringify(filename)} is ${bytes.length} bytes, over the ${state.limits.maxAttachmentBytes}-byte limit (EMAIL_MAX_ATTACHMENT_BYTES)`,
      );
    }
    if (RFC822_TYPES.has(declared)) {
      if (depth + 1 > state.limits.maxNestingDepth) {
        state.attachments.push({
          ...base,
          processable: false,
          skipped_reason: 'nested_too_deep',
          note: `attached message deeper than ${state.limits.maxNestingDepth} levels`,
        });
        continue;
      }
      const inner = await parse(bytes);
      await walkParts(inner.attachments, depth + 1, state);
      continue;
    }
    if (SMIME_TYPES.has(declared)) {
      const inner = signedDataContent(bytes);
      if (inner) {
        // Opaque-signed: the signed entity is opened like an attached message (and counts as a level).
        if (depth + 1 > state.limits.maxNestingDepth) {
          state.attachments.push({
            ...base,
            processable: false,
            skipped_reason: 'nested_too_deep',
            note: `signed content deeper than ${state.limits.maxNestingDepth} levels`,
          });
        } else {
          await walkParts((await parse(inner)).attachments, depth + 1, state);
        }
        continue;
      }
    }
    const type = sniffContentType(bytes);
    const skip = (reason: SkipReason, note: string | null) =>
      state.attachments.push({
        ...base,
        content_type: type ?? declared,
        processable: false,
        skipped_reason: reason,
        note,
      });
    if (!type) {
      if (SMIME_TYPES.has(declared)) skip('smime_opaque', 'S/MIME enveloped (encrypted) content');
      else skip('not_pdf_png_jpeg', describeBytes(bytes));
      continue;
    }
    if (IMAGE_TYPES.has(type)) {
      if (a.related || (a.disposition === 'inline' && a.contentId)) {
        skip('inline_image', 'shown in the message body');
        continue;
      }
      if (bytes.length < state.limits.minImageBytes) {
        skip('image_below_size_floor', `${bytes.length} bytes, under the ${state.limits.minImageBytes}-byte floor`);
        continue;
      }
    }
    if (state.documents.some((d) => d.sha256 === base.sha256)) {
      skip('duplicate', 'the same bytes appear earlier in this message');
      continue;
    }
    const maxFiles = state.limits.maxFiles ?? Number.POSITIVE_INFINITY;
    if (state.documents.length >= maxFiles) {
      skip('over_file_limit', `past the ${maxFiles}-file limit (MAX_FILES): send the rest in another message`);
      continue;
    }
    state.attachments.push({ ...base, content_type: type, processable: true, skipped_reason: null, note: null });
    state.documents.push({ filename, contentType: type, bytes, sha256: base.sha256 });
  }
}

const clip = (s: string, max = EMAIL_RECORD_BOUNDS.subjectChars): string =>
  s.length > max ? `${s.slice(0, max - 1)}…` : s;
const clipOrNull = (s: string | null): string | null => (s === null ? null : clip(s));

/** Every document listed; skipped parts up to the bound, then one line that counts the rest. */
function boundedList(all: WalkedAttachment[]): WalkedAttachment[] {
  let skipped = 0;
  const listed = all.filter((a) => a.processable || skipped++ < EMAIL_RECORD_BOUNDS.listedParts);
  const rest = all.filter((a) => !listed.includes(a));
  if (!rest.length) return listed;
  return [
    ...listed,
    {
      filename: `${rest.length} more parts not listed`,
      declared_type: 'multipart/mixed',
      content_type: 'multipart/mixed',
      size_bytes: rest.reduce((n, a) => n + a.size_bytes, 0),
      sha256: '',
      depth: 0,
      processable: false,
      skipped_reason: 'not_listed',
      note: `the record lists ${EMAIL_RECORD_BOUNDS.listedParts} skipped parts at most`,
    },
  ];
}

function boundedReferences(ids: string[]): string[] {
  const max = EMAIL_RECORD_BOUNDS.references;
  return (ids.length > max ? [ids[0]!, ...ids.slice(ids.length - max + 1)] : ids).map((id) => clip(id));
}

/** An mbox export starts with a `From sender date` separator line, which is no header: drop it. */
function withoutMboxLine(raw: Uint8Array): Uint8Array {
  if (raw.length < 5 || Buffer.from(raw.subarray(0, 5)).toString('latin1') !== 'From ') return raw;
  const nl = raw.indexOf(0x0a);
  return nl < 0 ? raw : raw.subarray(nl + 1);
}

/** Reads a raw message. 422 when it is not MIME; 413 when an attachment is over the limit. */
export async function walkEmail(message: Uint8Array, limits: WalkLimits): Promise<WalkedEmail> {
  const raw = withoutMboxLine(message);
  let email;
  try {
    email = await parse(raw);
  } catch (err) {
    throw notMime(`it could not be parsed (${(err as Error).message})`);
  }
  assertMime(
    raw,
    email.headers.map((h) => h.key),
  );
  const state: WalkState = { limits, attachments: [], documents: [] };
  await walkParts(email.attachments, 0, state);
  const messageId = clipOrNull(messageIds(email.messageId)[0] ?? null);
  const listOf = (list: Address[] | Address | undefined) =>
    addresses(list)
      .slice(0, EMAIL_RECORD_BOUNDS.addresses)
      .map((a) => clip(a));
  return {
    messageId,
    inReplyTo: clipOrNull(messageIds(email.inReplyTo)[0] ?? null),
    references: boundedReferences(messageIds(email.references)),
    from: clipOrNull(addresses(email.from)[0] ?? null),
    to: listOf(email.to),
    cc: listOf(email.cc),
    subject: email.subject === undefined ? null : clip(withoutControls(email.subject)),
    date: email.date === undefined ? null : clip(withoutControls(email.date)),
    text: withoutControls(email.text ?? (email.html ?? '').replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 4000),
    attachments: boundedList(state.attachments),
    documents: state.documents,
  };
}
