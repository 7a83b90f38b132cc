// A token bucket per connection: a burst of control messages is fine (a player tapping fast),
// a flood is not.
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.last = clock();
  }

  /** Takes one token; false when the bucket is empty (the message is to be refused). */
  take(): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
