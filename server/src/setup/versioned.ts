// A version that moves on with every change, and readers that wait for the next one (a tablet
// asks `?after=` the version it holds, instead of asking again and again).
export class Versioned {
  version = 1;
  private readonly waiting = new Set<() => void>();

  bump(): void {
    this.version++;
    this.release();
  }

  /** Settles once the version is past `after` (at once if it is already), or after `ms`. */
  after(after: number, ms: number): Promise<void> {
    if (after !== this.version) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
    });
  }

  /** Every waiting reader answered now (the server is closing). */
  release(): void {
    for (const done of [...this.waiting]) done();
  }
}
