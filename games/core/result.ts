// What a finished game leaves for the table's logbook: who sat where, their final scores, who won.
// Each game says it in its own words (its `result` hook); the logbook never names a game.

/** One seat at the end of a game, in seat order. */
export interface SeatResult {
  player: string;
  /** The game's name for the seat where it has one (Blackbeard's Booty: `gold`, `silver`). */
  seat?: string;
  /** The final score, higher is better; null where the game keeps none (7 Seize's weigh-off). */
  score: number | null;
  /** The seat that played first, where the game keeps who did (a logger's "start player"). */
  began?: true;
}

export interface GameResult {
  seats: SeatResult[];
  winners: string[];
  /** Whether the higher score wins (true for every game so far). */
  highestWins?: boolean;
}
