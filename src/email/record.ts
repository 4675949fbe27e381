// Email row → the spec's email record, the intake.email summary of a job, and the email.received event.
// None of them carries the body; the event carries no attachments either.
import { eventOf } from '../events/record.ts';
import type { EventInsert } from '../store/events.ts';
import type { EmailRow } from '../store/emails.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export function emailRecord(row: EmailRow) {
  return {
    email_id: row.id,
    thread_id: row.thread_id,
    mailbox_id: row.mailbox_id,
    provider_message_id: row.provider_message_id,
    message_id: row.message_id,
    in_reply_to: row.in_reply_to,
    references: row.references,
    from: row.from_address,
    to: row.to_addresses,
    cc: row.cc_addresses,
    subject: row.subject,
    received_at: iso(row.received_at),
    size_bytes: row.size_bytes,
    attachments: row.attachments as any[],
    outcome: row.outcome,
    reason: row.reason,
    job_id: row.job_id,
    routing: (row.routing ?? null) as any,
    routing_status: row.routing_status,
    tags: row.tags,
    raw_stored: !row.raw_expired_at,
  };
}

/** intake.email (and result.email) of a job started by this email. */
export function emailSummary(row: EmailRow, supersedes: string | null) {
  const attachments = row.attachments as Array<{ processable?: boolean }>;
  return {
    email_id: row.id,
    provider_message_id: row.provider_message_id,
    mailbox_id: row.mailbox_id,
    from: row.from_address,
    to: row.to_addresses,
    subject: row.subject,
    received_at: iso(row.received_at),
    attachment_count: attachments.length,
    processable_attachments: attachments.filter((a) => a.processable).length,
    thread_id: row.thread_id,
    supersedes,
    routing: row.routing ?? null,
  };
}

export function emailReceivedEvent(row: EmailRow, eventId: string, createdAt: Date): EventInsert {
  const routing = row.routing as { intent?: string } | null;
  const payload = {
    email_id: row.id,
    email_path: `/v1/emails/${row.id}`,
    thread_id: row.thread_id,
    mailbox_id: row.mailbox_id,
    from: row.from_address,
    subject: row.subject,
    outcome: row.outcome,
    job_id: row.job_id,
    routing_intent: routing?.intent ?? null,
    tags: row.tags,
  };
  const topic = 'email.received';
  return eventOf({
    id: eventId,
    tenantId: row.tenant_id,
    topic,
    resourceType: 'email',
    resourceId: row.id,
    payload,
    createdAt,
  });
}
