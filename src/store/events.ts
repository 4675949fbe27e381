// The outbox table. Events are inserted in the transaction that changes the resource they describe.
import type { Executor } from './jobs.ts';

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

/** Hooks other rooms register to run inside the same transaction (e.g. fan-out to webhook deliveries). */
export type EventInsertedHook = (trx: Executor, event: EventInsert) => Promise<void>;
const hooks: EventInsertedHook[] = [];
export function onEventInserted(hook: EventInsertedHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function insertEvent(trx: Executor, e: EventInsert): Promise<void> {
  await trx
    .insertInto('events')
    .values({ id: e.id, tenant_id: e.tenantId, topic: e.topic, resource_type: e.resourceType, resource_id: e.resourceId, payload: JSON.stringify(e.payload), body: e.body, created_at: e.createdAt })
    .execute();
  for (const hook of hooks) await hook(trx, e);
}

export async function listEvents(db: Executor, tenantId: string, resourceId: string) {
  return db.selectFrom('events').selectAll().where('tenant_id', '=', tenantId).where('resource_id', '=', resourceId).orderBy('created_at').execute();
}
