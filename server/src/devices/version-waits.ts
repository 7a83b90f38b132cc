// Readers waiting for a status's next version (the rig check's and the firmware update's long
// polls): a reader of the version that stands waits until it moves, at most its time, or until
// the server closes; a reader of an older one is answered at once.
export class VersionWaits {
  private readonly waiting = new Set<() => void>();

  /** Resolves once the version moves past `after` (`now`: the version that stands), or after `ms`. */
  async past(after: number, now: number, ms: number): Promise<void> {
    if (after !== now) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
    });
  }

  /** The version moved, or the server is closing: every waiting reader answered now. */
  release(): void {
    for (const done of [...this.waiting]) done();
  }
}
