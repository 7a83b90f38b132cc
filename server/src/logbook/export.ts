// The logbook for other tools: CSV (RFC 4180, made safe to open in a spreadsheet), one row a player
// of a game, and BG Stats' play format (docs/logbook.md: the JSON a board-game play logger imports,
// one object a play, names as they are).
import type { ShownGame } from './shown.ts';

/** A text cell a spreadsheet would take for a formula (OWASP "CSV Injection"): one that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, also after leading blanks. */
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;
/** The same after a semicolon, where a spreadsheet set to split on `;` would start a new cell. */
const FORMULA_AFTER_SEMICOLON = /;(?=\s*[=+\-@]|[\t\r])/g;

/**
 * One CSV field (RFC 4180). Text is always quoted, its quotes doubled, and a text cell that a
 * spreadsheet would run as a formula is neutralised by a leading single quote (OWASP): `=2+5` is
 * written `"'=2+5"`. Numbers and booleans are written bare, so a negative score stays a number.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEMICOLON, ";'");
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows ended by CRLF, as RFC 4180 has them. */
export const csvText = (rows: readonly (readonly (string | number | boolean | null)[])[]): string =>
  rows.map((r) => `${r.map(csvField).join(',')}\r\n`).join('');

export const CSV_HEADER = ['game_id', 'finished_at', 'game', 'minutes', 'moves', 'seat', 'seat_name', 'player', 'score', 'winner'] as const;

/** Every seat of every game, newest game first, in seat order. */
export function logbookCsv(games: readonly ShownGame[]): string {
  const rows = games
    .filter((g) => !g.undone)
    .flatMap((g) => g.seats.map((s) => [g.id, g.at, g.name, g.minutes, g.inputs, s.seat, s.seatName ?? null, s.player, s.score, s.winner]));
  return csvText([CSV_HEADER, ...rows]);
}

/** A play as BG Stats imports it (its "push plays" JSON: game, players, date, duration, source ids). */
export interface BgStatsPlay {
  sourceName: string;
  sourcePlayId: string;
  playDate: string;
  durationMin?: number;
  game: { name: string; highestWins: boolean; noPoints: boolean; sourceGameId: string };
  players: { name: string; score?: number; winner: boolean; rank: number; role: string; startPlayer: boolean; sourcePlayerId: string }[];
  board: string;
  comments: string;
}

/** `YYYY-MM-DD HH:mm:ss` in UTC, BG Stats' play date. */
const playDate = (iso: string): string => iso.slice(0, 19).replace('T', ' ');

/** Ranks by score (ties share a rank, winners first where no score is kept). */
function ranks(g: ShownGame): number[] {
  const value = (i: number): number => {
    const s = g.seats[i]!;
    if (s.score === null) return s.winner ? 1 : 0;
    return g.highestWins ? s.score : -s.score;
  };
  return g.seats.map((_, i) => 1 + g.seats.filter((_o, j) => value(j) > value(i)).length);
}

export function bgStatsPlays(games: readonly ShownGame[], playerId: (name: string) => string): BgStatsPlay[] {
  return games
    .filter((g) => !g.undone)
    .toReversed()
    .map((g) => {
      const rank = ranks(g);
      const noPoints = g.seats.every((s) => s.score === null);
      return {
        sourceName: 'Quartermaster',
        sourcePlayId: g.id,
        playDate: playDate(g.at),
        ...(g.minutes !== null ? { durationMin: g.minutes } : {}),
        game: { name: g.name, highestWins: g.highestWins, noPoints, sourceGameId: g.game },
        players: g.seats.map((s, i) => ({
          name: s.player,
          ...(s.score !== null ? { score: s.score } : {}),
          winner: s.winner,
          rank: rank[i]!,
          role: s.seatName ?? '',
          startPlayer: s.began === true,
          sourcePlayerId: playerId(s.player),
        })),
        board: '',
        comments: `${g.inputs} moves`,
      };
    });
}
