// What each cup holds right now, from its samples of the last half second: the weigh-off's tare
// check (refused at once when a cup clearly holds something, looked at longer when a piece just
// landed) and the end of a refusal once the cups read empty again.
import type { ScaleSample } from '../../../../firmware-bridge/src/index.ts';
import { CLEARLY_FULL_GRAMS, EMPTY_GRAMS, FULL_MIN_READINGS, NEWEST, QUICK_MS } from './weigh-off-options.ts';

type Cup = 0 | 1;

export class CupsHolding {
  /** Each cup's samples of the last half second (at least its newest FULL_MIN_READINGS). */
  private readonly quick: [{ t: number; g: number }[], { t: number; g: number }[]] = [[], []];

  constructor(private readonly twoCups: boolean) {}

  private get cups(): Cup[] {
    return this.twoCups ? [0, 1] : [0];
  }

  /** A new contest: what the cups hold is judged on its own readings, not the last contest's loaded cups. */
  clear(): void {
    for (const q of this.quick) q.length = 0;
  }

  add(s: ScaleSample & { grams: number }): void {
    const q = this.quick[s.cup === 0 ? 0 : 1];
    q.push({ t: s.t, g: s.grams });
    // The newest few are kept however old: a balance slower than six readings a second is judged too.
    while (q.length > FULL_MIN_READINGS && (q[0] as { t: number }).t < s.t - QUICK_MS) q.shift();
  }

  /** What the cups hold right now, when it is clearly something: a sentence, else null. */
  clearlyFull(names: [string, string]): string | null {
    const held = this.cups
      .map((cup) => ({ cup, g: this.quick[cup].length >= FULL_MIN_READINGS ? this.holding(cup) : null }))
      .filter((c): c is { cup: Cup; g: number } => c.g !== null && Math.abs(c.g) > CLEARLY_FULL_GRAMS);
    if (held.length === 0) return null;
    const what = held.map(({ cup, g }) =>
      this.twoCups ? `${names[cup]}'s cup (${cup === 0 ? 'left' : 'right'}) holds ${g.toFixed(1)} g` : `the pan holds ${g.toFixed(1)} g`,
    );
    const said = what.join(' and ');
    return `${said[0]?.toUpperCase() ?? ''}${said.slice(1)}: empty ${held.length > 1 || !this.twoCups ? (this.twoCups ? 'both cups' : 'the pan') : 'it'}, then press “Tare”.`;
  }

  /** A cup's newest readings show something that its half-second median does not show yet. */
  justLoaded(): boolean {
    return this.cups.some((cup) => this.quick[cup].slice(-NEWEST).some((s) => Math.abs(s.g) > CLEARLY_FULL_GRAMS));
  }

  /** Every cup reads empty again. */
  empty(): boolean {
    return this.cups.every((cup) => Math.abs(this.holding(cup) ?? Infinity) <= EMPTY_GRAMS);
  }

  /** Median of a cup's last half second (null without samples). */
  private holding(cup: Cup): number | null {
    const xs = this.quick[cup].map((s) => s.g).sort((a, b) => a - b);
    if (xs.length === 0) return null;
    const m = Math.floor(xs.length / 2);
    return xs.length % 2 ? (xs[m] as number) : ((xs[m - 1] as number) + (xs[m] as number)) / 2;
  }
}
