// In-process signals: a submitted job wakes the local worker at once, a finished job wakes local
// waiters at once. Other instances find the same facts by polling the store.
import { EventEmitter } from 'node:events';

export class JobNotifier {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  jobQueued(): void {
    this.emitter.emit('queued');
  }
  jobFinished(jobId: string): void {
    this.emitter.emit(`finished:${jobId}`);
  }
  /** A push marked a hosted mailbox for sync: wakes the local sync scheduler. */
  mailboxSyncRequested(): void {
    this.emitter.emit('mailbox-sync');
  }
  waitMailboxSync(ms: number): Promise<void> {
    return this.waitFor('mailbox-sync', ms);
  }
  /** Resolves on the next queued signal or after `ms`, whichever is first. */
  waitQueued(ms: number): Promise<void> {
    return this.waitFor('queued', ms);
  }
  waitFinished(jobId: string, ms: number): Promise<void> {
    if (this.released) return Promise.resolve();
    return this.waitFor(`finished:${jobId}`, ms, 'release');
  }
  /**
   * A stopping service: every wait for a job's finish answers now, and later ones at once, so a long-poll
   * (`wait=` up to MAX_WAIT_SECONDS) does not hold the stop. The worker's own waits are not touched.
   */
  releaseWaiters(): void {
    this.released = true;
    this.emitter.emit('release');
  }
  released = false;
  /** Requests waiting for a job to finish now (tests synchronise on it). */
  get finishWaiters(): number {
    return this.emitter.listenerCount('release');
  }
  private waitFor(name: string, ms: number, also?: string): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.emitter.off(name, done);
        if (also) this.emitter.off(also, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.emitter.on(name, done);
      if (also) this.emitter.on(also, done);
    });
  }
}
