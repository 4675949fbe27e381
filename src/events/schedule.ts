// Delivery rules 2 and 3 (spec: Events → Delivery rules): when the next attempt may run.

/** Seconds to wait after attempt n (index n-1) before attempt n+1; attempt 1 runs as the event is written. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 3600, 10_800, 21_600, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1; // 9

export const PAUSE_AFTER_CONSECUTIVE_FAILURES = 5;
export const PAUSE_SECONDS = 5 * 60;

/** Earliest time of the next attempt after attempt number `attempt` (1-based) failed at `at`; null when it was the last. */
export function nextAttemptAt(attempt: number, at: Date): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  return new Date(at.getTime() + RETRY_DELAYS_SECONDS[attempt - 1]! * 1000);
}
