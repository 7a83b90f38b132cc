// What a link counts of the lines it reads: shared by the decoder that counts and the devices
// that report it, and importing neither (so neither depends on the other through it).
export interface LinkCounters {
  linesOk: number;
  badChecksum: number;
  tooLong: number;
  unknownType: number;
  malformed: number;
  /** Number of sequence gaps seen, and the number of lines they add up to. */
  seqGaps: number;
  linesLost: number;
  /**
   * Partial lines: the first line after (re)opening the port when we came in halfway through it,
   * and the line the port cut when it closed.
   */
  fragments?: number;
  reconnects: number;
  /** Lines received again with a seq already seen (e.g. across a reconnect), dropped. */
  duplicates?: number;
}
