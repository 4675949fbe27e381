// The spec's topic list (Events → Topics) and which endpoints receive what.
export const TOPICS = [
  'job.completed',
  'job.review_required',
  'job.failed',
  'job.corrected',
  'email.received',
  'mailbox.disconnected',
  'ping',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Received only by endpoints that list them. */
export const OPT_IN_TOPICS: readonly Topic[] = ['job.corrected', 'email.received'];

export const isTopic = (s: string): s is Topic => (TOPICS as readonly string[]).includes(s);

/**
 * Whether an endpoint subscribed to `topics` receives an event of `topic` by fan-out. An empty list means
 * every topic except the opt-in ones. `ping` is never fanned out: it goes only to the endpoint under test.
 */
export function endpointReceives(topics: readonly string[], topic: string): boolean {
  if (topic === 'ping') return false;
  if (topics.length === 0) return !(OPT_IN_TOPICS as readonly string[]).includes(topic);
  return topics.includes(topic);
}
