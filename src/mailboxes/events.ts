// The mailbox.disconnected event: a connected mailbox lost its grant (revoked at the provider). Written
// once, in the transaction that marks the connection disconnected. Never carries a token.
import { eventOf } from '../events/record.ts';
import type { EventInsert } from '../store/events.ts';
import type { ConnectionRow } from '../store/mailbox-connections.ts';

export function mailboxDisconnectedEvent(c: ConnectionRow, eventId: string, at: Date): EventInsert {
  return eventOf({
    id: eventId,
    tenantId: c.tenant_id,
    topic: 'mailbox.disconnected',
    resourceType: 'mailbox',
    resourceId: c.mailbox_id,
    createdAt: at,
    payload: {
      mailbox_id: c.mailbox_id,
      mailbox_path: `/v1/mailboxes/${c.mailbox_id}`,
      kind: c.provider,
      address: c.address,
      reason: c.disconnect_reason,
      disconnected_at: at.toISOString(),
    },
  });
}
