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

/** On a phone the lesson's short form (about 104 px) lies over the prompt: these prompts' last choices then lie past the foot. */
const PUSHED = "a phone's short lesson over the prompt pushes its last choices past the foot: the prompt itself must get shorter";
const pushed = (entry: string): Known => ({
  entry: `${entry}, taught`,
  sizes: ['phone'],
  finding: /^the awaited action .* outside the 390×844 screen/,
  reason: PUSHED,
});

export const KNOWN: readonly Known[] = [
  pushed('loot/kind-action-play-or-discard'),
  pushed('loot/kind-handmerchants-several-asked'),
  pushed('plunder/kind-resolve-the-reaction-shown'),
  // Firefox's text is a little taller: the steal-or-recruit buttons' row ends just past the foot there.
  pushed('plunder/kind-action-steal-or-recruit'),
  pushed('high-seize/kind-place-a-captain-places-cargo'),
  pushed('seven-seize/kind-queen-seize-or-steal-decided-by-another'),
  // The virtual reader's cards (412 px) are part of what a reveal asks.
  pushed('seven-seize/kind-reveal-in-the-squabble'),
  pushed('seven-seize/kind-reveal-in-the-seize'),
  pushed('seven-seize/kind-reveal-in-the-seize-the-interlopers-card-too'),
  {
    entry: 'plunder/steal-halved*',
    finding: /^the awaited action .* outside the (1180×820|820×1180|390×844) screen/,
    reason:
      "five pirates' holdings of the longest names, the card's result and the lesson (beside it, or over it) do not all fit the first screen: the refused row ends past the foot",
  },
  {
    entry: 'high-seize/kind-place-a-captain-places-cargo, taught',
    sizes: ['tablet'],
    finding: /^the awaited action .* outside the 1180×820 screen/,
    reason: "the game's column beside the lesson wraps the first pile's button to three lines: it ends 2 px past the foot",
  },
  {
    entry: 'booty/kind-first-who-begins, taught',
    sizes: ['tablet'],
    finding: /^the lesson "How to play" starts at y/,
    reason: "the side column beside the board holds the race, the bag draw's question and then the lesson, whose first 120 px end about 30 px past the foot",
  },
];

export function isKnown(entry: string, size: string, finding: string): Known | undefined {
  return KNOWN.find(
    (k) =>
      (k.entry.endsWith('*') ? entry.startsWith(k.entry.slice(0, -1)) : k.entry === entry) && (!k.sizes || k.sizes.includes(size)) && k.finding.test(finding),
  );
}
