// Tries per address: a few are fine (a tablet with an old host link, a mistyped code), a flood is
// not. Each address has a bucket of `capacity` tries that refills at `perMinute`; an empty bucket
// refuses every try from that address, the right ones too, until it refills: what cannot be tried
// cannot be guessed. The table remembers at most MAX_ADDRESSES (the longest quiet ones go first).
// Timed by the wall clock (a clock set back refills nothing).
const MAX_ADDRESSES = 1024;

export class Tries {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perMinute: number,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** Whether `address` may try now (it has a try left). */
  allowed(address: string): boolean {
    return this.refill(address).tokens >= 1;
  }

  /** One try spent by `address`. */
  spend(address: string): void {
    const b = this.refill(address);
    b.tokens = Math.max(0, b.tokens - 1);
    this.buckets.delete(address);
    this.buckets.set(address, b);
    if (this.buckets.size > MAX_ADDRESSES) this.buckets.delete(this.buckets.keys().next().value as string);
  }

  /** Whole seconds until `address` has a try again (0 when it has one). */
  secondsUntil(address: string): number {
    const b = this.refill(address);
    return b.tokens >= 1 ? 0 : Math.ceil(((1 - b.tokens) * 60) / this.perMinute);
  }

  private refill(address: string): { tokens: number; at: number } {
    const now = this.clock();
    const b = this.buckets.get(address) ?? { tokens: this.capacity, at: now };
    b.tokens = Math.min(this.capacity, b.tokens + (Math.max(0, now - b.at) / 60_000) * this.perMinute);
    b.at = now;
    return b;
  }
}
