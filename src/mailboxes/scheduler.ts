// The sync scheduler: claims a connected mailbox that is due (a push marked it, or its interval came
// round) from the same database as the job queue, FOR UPDATE SKIP LOCKED under a lease kept by heartbeat,
// runs one sync and hands the mailbox back with its next due time or back-off. A scheduler that dies
// leaves a lease that runs out; another claims the mailbox and resumes from the saved cursor.
import os from 'node:os';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { randomToken } from '../ids.ts';
import type { JobNotifier } from '../jobs/notifier.ts';
import type { ModelClient } from '../pipeline/ports/model.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import { claimSync, heartbeatSync, releaseSync } from '../store/mailbox-connections.ts';
import type { IntakeOutcome } from '../email/intake.ts';
import { defaultNet, type ProviderNet } from './provider-http.ts';
import { syncMailbox, type SyncOutcome } from './sync.ts';

export interface SchedulerDeps {
  db: Db;
  blobs: BlobStore;
  config: Config;
  notifier: JobNotifier;
  log: Logger;
  now: () => Date;
  net?: ProviderNet;
  router?: ModelClient;
  onTaken?: (o: IntakeOutcome, tenantId: string) => void;
}

export class MailboxSyncScheduler {
  readonly id = `${os.hostname()}:${process.pid}:mbx:${randomToken(6)}`;
  private stopping = false;
  private loopDone: Promise<void> | null = null;
  private current: { abort: AbortController; beat: NodeJS.Timeout } | null = null;

  constructor(private readonly deps: SchedulerDeps) {}

  start(): void {
    if (!this.loopDone) this.loopDone = this.loop();
  }

  /** Stops claiming and lets the sync in flight finish (its cursor is saved as it goes). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.deps.notifier.mailboxSyncRequested();
    await this.loopDone;
  }

  /** Test hook: dies like a killed process, lease held, nothing handed back, heartbeat gone. */
  halt(): void {
    this.stopping = true;
    if (this.current) {
      clearInterval(this.current.beat);
      this.current.abort.abort(new Error('halted'));
    }
  }

  private async loop(): Promise<void> {
    const cfg = this.deps.config.mailboxes;
    while (!this.stopping) {
      let outcome: SyncOutcome | 'idle';
      try {
        outcome = await this.runOne();
      } catch (err) {
        this.deps.log.error({ err }, 'mailbox sync claim failed');
        outcome = 'idle';
      }
      if (outcome === 'idle' && !this.stopping) await this.deps.notifier.waitMailboxSync(cfg.pollIntervalMs);
    }
  }

  /** Claims and syncs one due mailbox; 'idle' when none is due. */
  async runOne(): Promise<SyncOutcome | 'idle'> {
    const { db, config, log } = this.deps;
    const cfg = config.mailboxes;
    const conn = await claimSync(db, this.id, cfg.leaseSeconds);
    if (!conn) return 'idle';
    const abort = new AbortController();
    const beat = setInterval(
      () =>
        void heartbeatSync(db, conn.mailbox_id, this.id, cfg.leaseSeconds)
          .then((ours) => ours || abort.abort(new Error('lease lost')))
          .catch((err) => log.warn({ err }, 'mailbox sync heartbeat failed')),
      Math.max(200, Math.floor((cfg.leaseSeconds * 1000) / 3)),
    );
    this.current = { abort, beat };
    try {
      const outcome = await syncMailbox(
        { ...this.deps, net: this.deps.net ?? defaultNet },
        conn,
        this.id,
        abort.signal,
      );
      if (abort.signal.aborted) return 'idle'; // halted or lease lost: hand nothing back
      if (outcome.outcome === 'done') {
        await releaseSync(
          db,
          conn.mailbox_id,
          this.id,
          { outcome: 'done', again: outcome.more },
          cfg.syncIntervalSeconds,
        );
        log.info({ mailbox_id: conn.mailbox_id, taken: outcome.taken, skipped: outcome.skipped }, 'mailbox synced');
      } else if (outcome.outcome === 'backoff') {
        await releaseSync(db, conn.mailbox_id, this.id, outcome, cfg.syncIntervalSeconds);
      }
      return outcome;
    } finally {
      clearInterval(beat);
      this.current = null;
    }
  }
}
