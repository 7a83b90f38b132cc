// A first game for a table that has never played: what a game declares (`GameModule.firstGame`) so
// that the table can start it. Either a guided game against the computer on the tablet alone (a game
// whose computer can take a seat), or a short scripted first round the table plays by itself on the
// simulated rig, for the players to watch before they play: its moves made as on the tablet, its
// cards tapped on the virtual reader, its pieces poured into the virtual cups. Pure data: the
// server runs it (server/src/session/shelf/first-games.ts).

/** One step of a scripted first round, with what the table says of it while it is played. */
export type FirstRoundStep =
  /** A move made as a player makes it on the tablet (an input of the table script). */
  | { readonly say: string; readonly input: Readonly<Record<string, unknown>> }
  /** A card tapped on the virtual reader (a card id of the game's deck), for `for` (a player or a
   * pile the game awaits a card from) when given. A tap the game awaits is its move. */
  | { readonly say: string; readonly tap: string; readonly for?: string }
  /** `pieces` pieces of booty poured into a cup, each `grams` when given (random booty else). */
  | { readonly say: string; readonly pour: 'left' | 'right'; readonly pieces: number; readonly grams?: number }
  /** The cups emptied. */
  | { readonly say: string; readonly clear: true };

/** A card tapped on the virtual reader for `owner` (the player or pile it goes to), said as `say`. */
export const tapFor = (owner: string, card: string, say: string): FirstRoundStep => ({ say, tap: card, for: owner });

/** A draw the table makes itself for a game on the tablet alone (a bag draw for who starts): one of
 * `among`, at random, as the start's option `option`. */
export interface FirstDraw {
  readonly option: string;
  readonly among: readonly string[];
}

export type FirstGame =
  /** A game against the computer: the `start` input, the seats the computer takes (seat -> level), the draw the table makes for it. */
  | {
      readonly kind: 'guided';
      readonly about: string;
      readonly start: Readonly<Record<string, unknown>>;
      readonly computer: Readonly<Record<string, string>>;
      readonly draw?: FirstDraw;
    }
  /** A scripted first round on the simulated rig: the `start` input, then its steps. */
  | { readonly kind: 'watch'; readonly about: string; readonly start: Readonly<Record<string, unknown>>; readonly steps: readonly FirstRoundStep[] };
