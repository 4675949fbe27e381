// The outbox table. Events are inserted in the transaction that changes the resource they describe.
import type { Executor } from './db.ts';

export interface EventInsert {
  id: string;
  tenantId: string;
  topic: string;
  resourceType: string;
  resourceId: string;
  payload: unknown;
  body: string;
  createdAt: Date;
}

/** The envelope every delivery of an event sends, byte for byte (also rewritten when an event is scrubbed). */
export function eventBody(e: Omit<EventInsert, 'body'>): string {
  return JSON.stringify({
    id: e.id,
    tenant_id: e.tenantId,
    topic: e.topic,
    resource_type: e.resourceType,
    resource_id: e.resourceId,
    created_at: e.createdAt.toISOString(),
    payload: e.payload,
  });
}

export async function insertEvent(trx: Executor, e: EventInsert): Promise<void> {
  await trx
    .insertInto('events')
    .values({
      id: e.id,
      tenant_id: e.tenantId,
      topic: e.topic,
      resource_type: e.resourceType,
      resource_id: e.resourceId,
      payload: JSON.stringify(e.payload),
      body: e.body,
      created_at: e.createdAt,
    })
    .execute();
}

export async function listEvents(db: Executor, tenantId: string, resourceId: string) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('resource_id', '=', resourceId)
    .orderBy('created_at')
    .execute();
}
