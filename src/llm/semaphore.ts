// A counting semaphore: at most `limit` holders; waiters are served first come, first served.
export class Semaphore {
  private held = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(readonly limit: number) {}

  async acquire(): Promise<void> {
    if (this.held < this.limit) {
      this.held++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot straight to the next waiter, so a newcomer cannot jump the queue. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held--;
  }

  get inUse(): number {
    return this.held;
  }
}
