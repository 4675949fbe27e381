// The email resources: an email's record (never its body) and the answer for a message that started no job.
import { Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const EmailRecordSchema = Type.Object({
  email_id: Type.String(),
  thread_id: Type.String(),
  mailbox_id: NullableString,
  provider_message_id: NullableString,
  message_id: NullableString,
  in_reply_to: NullableString,
  references: Type.Array(Type.String(), { description: 'oldest first' }),
  from: NullableString,
  to: Type.Array(Type.String()),
  cc: Type.Array(Type.String()),
  subject: NullableString,
  received_at: Type.String({ format: 'date-time' }),
  size_bytes: Type.Integer(),
  attachments: Type.Array(
    Type.Object({
      filename: Type.String(),
      content_type: Type.String({ description: 'by content when processable, else as declared' }),
      declared_type: Type.String(),
      size_bytes: Type.Integer(),
      sha256: Type.String(),
      depth: Type.Integer({ description: '0: the message itself; n: inside the n-th attached message' }),
      processable: Type.Boolean(),
      skipped_reason: NullableString,
      note: NullableString,
    }),
  ),
  outcome: Type.String({ enum: ['job', 'merged', 'ignored', 'refused'] }),
  reason: NullableString,
  job_id: NullableString,
  routing: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  routing_status: Type.Union([Type.String(), Type.Null()], {
    description: 'routed, or why not: off:module_disabled, off:no_model_provider, failed:<reason>',
  }),
  tags: Type.Array(Type.String()),
  raw_stored: Type.Boolean(),
});

/** The answer for a message that started no job (ignored or refused). */
export const EmailOutcomeBody = Type.Object({
  status: Type.String({ description: '`ignored`, `refused`, or for the forwarding route also the job status' }),
  outcome: Type.String({ enum: ['job', 'merged', 'ignored', 'refused'] }),
  email_id: Type.String(),
  email_path: Type.String(),
  thread_id: Type.String(),
  job_id: Type.Union([Type.String(), Type.Null()]),
  status_url: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()], {
    description: 'why ignored or refused: no_document, sender_not_allowed, routed_not_a_deal, mailbox_paused',
  }),
  routing: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
    description: 'router verdict {intent, confidence, model, served_model}; null when not routed',
  }),
  routing_status: Type.Union([Type.String(), Type.Null()], {
    description: 'routed, or why not: off:module_disabled, off:no_model_provider, failed:<reason>',
  }),
  created: Type.Boolean({ description: "false for a redelivery or a merge into the thread's job" }),
});
