// Findings of the catalogue's checks that no change has mended yet: reported on each run (once per
// file, with their reason), not failed. The change that mends one removes its line.
export interface Known {
  /** The entry's id (`…, taught` for its pass with Teach me on), or a prefix of ids ending in `*`. */
  entry: string;
  /** The sizes it is found at (all three when absent). */
  sizes?: readonly string[];
  /** What the finding says (a part of its sentence). */
  finding: RegExp;
  /** Why it is not mended yet: what on the screen stands in the way. */
  reason: string;
}

export const KNOWN: readonly Known[] = [];

export function isKnown(entry: string, size: string, finding: string): Known | undefined {
  return KNOWN.find(
    (k) =>
      (k.entry.endsWith('*') ? entry.startsWith(k.entry.slice(0, -1)) : k.entry === entry) && (!k.sizes || k.sizes.includes(size)) && k.finding.test(finding),
  );
}
