// Routing: a model classifier says what an inbound email is for. Its verdict is recorded on the email (and
// on the job); an email it is sure is not about a deal, outside a deal's thread, starts no job. A failed
// or absent router never drops mail: the email is then handled as a possible deal.
import { Type, type Static } from 'typebox';
import type { ModelClient } from '../pipeline/ports/model.ts';
import type { WalkedEmail } from './walk.ts';

export const ROUTING_INTENTS = ['new_submission', 'additional_documents', 'deal_correspondence', 'not_a_deal'] as const;

/** Below this confidence a `not_a_deal` verdict does not stop a job. */
export const SURE_NOT_A_DEAL = 0.8;

export const RoutingAnswerSchema = Type.Object({
  intent: Type.Union(ROUTING_INTENTS.map((i) => Type.Literal(i))),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});

export interface Routing {
  intent: (typeof ROUTING_INTENTS)[number];
  confidence: number;
  model: string;
  served_model: string;
}

/** `routed`, or why not: `off:module_disabled`, `off:no_model_provider`, `failed:<reason>`. */
export type RoutingStatus = string;

const INSTRUCTIONS = [
  "You route email arriving at a small-business lender's deal inbox. Brokers send merchant packets (bank statements, applications) and follow-ups.",
  'Answer the intent: new_submission (a new merchant packet), additional_documents (more papers for a deal already sent), deal_correspondence (about a deal, no new papers),',
  'not_a_deal (newsletters, marketing, notifications, spam, personal mail). confidence is how sure you are, 0 to 1. Judge only from what is given.',
].join(' ');

/** The prompt: headers, the start of the body and the attachment list; never attachment contents. Pure. */
export function routingPrompt(w: WalkedEmail) {
  const attachments = w.attachments.map(
    (a) =>
      `${a.filename} (${a.content_type}, ${a.size_bytes} bytes${a.processable ? ', document' : `, skipped: ${a.skipped_reason}`})`,
  );
  const facts = [
    `From: ${w.from ?? ''}`,
    `To: ${w.to.join(', ')}`,
    `Subject: ${w.subject ?? ''}`,
    `Attachments: ${attachments.length ? attachments.join('; ') : 'none'}`,
    '',
    w.text.slice(0, 2000),
  ];
  return [
    { role: 'system' as const, content: INSTRUCTIONS },
    { role: 'user' as const, content: facts.join('\n') },
  ];
}

export async function routeEmail(
  client: ModelClient,
  w: WalkedEmail,
  tenantId: string,
): Promise<{ routing: Routing | null; status: RoutingStatus }> {
  if (!client.configured) return { routing: null, status: 'off:no_model_provider' };
  try {
    const answer = await client.call({
      task: 'email_routing',
      tenantId,
      jobId: null,
      schemaName: 'email_routing',
      schema: RoutingAnswerSchema,
      messages: routingPrompt(w),
      seed: 7,
    });
    const v = answer.value as Static<typeof RoutingAnswerSchema>;
    return {
      routing: {
        intent: v.intent,
        confidence: v.confidence,
        model: client.model,
        served_model: answer.servedModel ?? client.model,
      },
      status: 'routed',
    };
  } catch (err) {
    return { routing: null, status: `failed:${(err as { reason?: string }).reason ?? 'error'}` };
  }
}

/** Sure it is not a deal, and not in a thread that already is one. */
export function routedAway(routing: Routing | null, threadHasJob: boolean): boolean {
  return !!routing && routing.intent === 'not_a_deal' && routing.confidence >= SURE_NOT_A_DEAL && !threadHasJob;
}
