// A one-line progress bar on stderr (files, pages, elapsed, ETA), drawn only on a terminal so logs and
// pipes stay clean.
export class Progress {
  private files = 0;
  private pages = 0;
  private readonly t0 = performance.now();
  private readonly tty: boolean;

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly total: number,
  ) {
    this.tty = !!out.isTTY;
    this.draw();
  }

  done(pages: number): void {
    this.files++;
    this.pages += pages;
    this.draw();
  }

  end(): void {
    if (this.tty) this.out.write('\r\x1b[K');
  }

  private draw(): void {
    if (!this.tty) return;
    const s = (performance.now() - this.t0) / 1000;
    const width = 24;
    const filled = this.total ? Math.round((this.files / this.total) * width) : width;
    const eta = this.files ? ` · ETA ${((s / this.files) * (this.total - this.files)).toFixed(1)} s` : '';
    this.out.write(
      `\r\x1b[K[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.files}/${this.total} files · ${this.pages} pages · ${s.toFixed(1)} s${eta}`,
    );
  }
}
