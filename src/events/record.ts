// Recording an event: the outbox row and, in the same transaction, one pending delivery per endpoint that
// receives its topic. Every writer of an event (a job's end, a correction, an email received) calls this
// in plain sight.
//
// Fan-out choice: deliveries are written inside the transaction that writes the event (and the job's
// final status). A delivery then exists exactly when its event does, with no cursor to keep: a scan by
// cursor over `events` would have to cope with transactions committing out of created_at order (an event
// that commits late behind the cursor would be lost). The matching endpoints are those registered when the
// event is written.
import { newId } from '../ids.ts';
import { eventBody, insertEvent, type EventInsert } from '../store/events.ts';
import type { Executor } from '../store/db.ts';
import { activeEndpointTopics, insertDeliveries } from '../store/webhooks.ts';
import { endpointReceives } from './topics.ts';

export async function recordEvent(trx: Executor, event: EventInsert): Promise<void> {
  await insertEvent(trx, event);
  const endpoints = await activeEndpointTopics(trx, event.tenantId);
  const matching = endpoints.filter((e) => endpointReceives(e.topics, event.topic));
  await insertDeliveries(
    trx,
    matching.map((e) => ({
      id: newId('dlv'),
      tenantId: event.tenantId,
      endpointId: e.id,
      eventId: event.id,
      topic: event.topic,
      at: event.createdAt,
    })),
  );
}

/** An event and its envelope (the body every delivery sends, byte for byte): every event is built here. */
export function eventOf(e: Omit<EventInsert, 'body'>): EventInsert {
  return { ...e, body: eventBody(e) };
}
