// Findings of the catalogue's checks that belong to an item of issue 42 another change is mending:
// reported on each run, not failed. Each line names its item; the change that mends it removes it.
export interface Known {
  /** The entry's id, or a prefix of ids ending in `*`. */
  entry: string;
  /** The sizes it is found at (all three when absent). */
  sizes?: readonly string[];
  /** What the finding says (a part of its sentence). */
  finding: RegExp;
  /** The item of issue 42 that mends it. */
  item: string;
}

export const KNOWN: readonly Known[] = [
  // The header's brand, on every screen.
  { entry: '*', finding: /an emoji "⚓" \(U\+2693\) in span "⚓ Quartermaster"/, item: "13: the tablet's icons as inline SVG" },
  // Blackbeard's Booty's board: taller than a landscape tablet, and wider than the screen while it turns.
  {
    entry: 'booty/move',
    sizes: ['tablet'],
    finding: /awaited action \(getByTestId\('bb-board'\).* outside the 1180×820 screen/,
    item: "5: Booty's board fits a 1180×820 tablet",
  },
  { entry: 'booty/turning', finding: /scrolls sideways: .*bb-board/, item: "6: Booty's turning board overflows" },
  {
    entry: 'booty/turning',
    finding: /axe target-size: .*partially obscured/,
    item: "6: Booty's turning board overflows (it covers the seats' menus as it turns)",
  },
];

export function isKnown(entry: string, size: string, finding: string): Known | undefined {
  return KNOWN.find(
    (k) =>
      (k.entry.endsWith('*') ? entry.startsWith(k.entry.slice(0, -1)) : k.entry === entry) && (!k.sizes || k.sizes.includes(size)) && k.finding.test(finding),
  );
}
