// What the logbook says of its games (pure): per player, head to head, per game. Players are one
// person across games by the table's normalised names (nameKey) after renames and merges; an undone
// game counts for nothing.
import { nameKey } from '../../../games/core/seats.ts';
import type { ShownGame } from './shown.ts';

export interface PlayerStats {
  name: string;
  games: number;
  wins: number;
  /** Best score in each game played (highest where the higher wins). */
  best: { game: string; name: string; score: number }[];
  /** The game played most (the latest played, among equals). */
  favourite: string | null;
}

export interface HeadToHead {
  a: string;
  b: string;
  /** Games both played. */
  games: number;
  /** Of those, games `a` won and `b` did not, and the other way round. */
  aWins: number;
  bWins: number;
}

export interface GameStats {
  game: string;
  name: string;
  plays: number;
  /** Every final score, low to high, and their median. */
  scores: number[];
  median: number | null;
  /** How often each seat (1 = first) won, of the games it was played in. */
  seats: { seat: number; seatName?: string; plays: number; wins: number }[];
}

export interface LogbookStats {
  players: PlayerStats[];
  headToHead: HeadToHead[];
  games: GameStats[];
}

export function logbookStats(all: readonly ShownGame[]): LogbookStats {
  // Oldest first, so that "the latest" is the last seen.
  const games = all.filter((g) => !g.undone).toReversed();
  return { players: playerStats(games), headToHead: headToHead(games), games: gameStats(games) };
}

function playerStats(games: readonly ShownGame[]): PlayerStats[] {
  const by = new Map<
    string,
    { name: string; games: number; wins: number; best: Map<string, { name: string; score: number }>; played: Map<string, number>; last: Map<string, number> }
  >();
  games.forEach((g, i) => {
    // Two seats of one player (two players merged into one): one game, won if either seat won.
    const counted = new Map<string, boolean>();
    for (const s of g.seats) {
      const k = nameKey(s.player);
      let p = by.get(k);
      if (!p) by.set(k, (p = { name: s.player, games: 0, wins: 0, best: new Map(), played: new Map(), last: new Map() }));
      p.name = s.player;
      const best = p.best.get(g.game);
      if (s.score !== null && (!best || (g.highestWins ? s.score > best.score : s.score < best.score))) p.best.set(g.game, { name: g.name, score: s.score });
      const won = counted.get(k);
      if (won === undefined) {
        p.games++;
        p.played.set(g.game, (p.played.get(g.game) ?? 0) + 1);
        p.last.set(g.game, i);
      }
      if (s.winner && won !== true) p.wins++;
      counted.set(k, won === true || s.winner);
    }
  });
  return [...by.values()]
    .map((p) => {
      const favourite = [...p.played.entries()].sort((x, y) => y[1] - x[1] || (p.last.get(y[0]) ?? 0) - (p.last.get(x[0]) ?? 0))[0]?.[0] ?? null;
      return { name: p.name, games: p.games, wins: p.wins, best: [...p.best.entries()].map(([game, b]) => ({ game, ...b })), favourite };
    })
    .sort((x, y) => y.wins - x.wins || y.games - x.games || x.name.localeCompare(y.name));
}

function headToHead(games: readonly ShownGame[]): HeadToHead[] {
  const pairs = new Map<string, HeadToHead>();
  for (const g of games) {
    const seats = [...new Map(g.seats.map((s) => [nameKey(s.player), s])).values()].sort((x, y) => nameKey(x.player).localeCompare(nameKey(y.player)));
    for (const [i, a] of seats.entries())
      for (const b of seats.slice(i + 1)) {
        const k = `${nameKey(a.player)}\n${nameKey(b.player)}`;
        let h = pairs.get(k);
        if (!h) pairs.set(k, (h = { a: a.player, b: b.player, games: 0, aWins: 0, bWins: 0 }));
        h.a = a.player;
        h.b = b.player;
        h.games++;
        if (a.winner && !b.winner) h.aWins++;
        if (b.winner && !a.winner) h.bWins++;
      }
  }
  return [...pairs.values()].sort((x, y) => y.games - x.games || x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
}

function gameStats(games: readonly ShownGame[]): GameStats[] {
  const by = new Map<string, GameStats>();
  for (const g of games) {
    let s = by.get(g.game);
    if (!s) by.set(g.game, (s = { game: g.game, name: g.name, plays: 0, scores: [], median: null, seats: [] }));
    s.plays++;
    for (const seat of g.seats) {
      if (seat.score !== null) s.scores.push(seat.score);
      let row = s.seats.find((r) => r.seat === seat.seat && r.seatName === seat.seatName);
      if (!row) s.seats.push((row = { seat: seat.seat, ...(seat.seatName ? { seatName: seat.seatName } : {}), plays: 0, wins: 0 }));
      row.plays++;
      if (seat.winner) row.wins++;
    }
  }
  return [...by.values()].map((s) => {
    const scores = s.scores.toSorted((a, b) => a - b);
    const mid = scores.length >> 1;
    // Halves added, not a sum halved: two large scores cannot overflow.
    const median = scores.length === 0 ? null : scores.length % 2 ? scores[mid]! : scores[mid - 1]! / 2 + scores[mid]! / 2;
    return { ...s, scores, median, seats: s.seats.toSorted((a, b) => a.seat - b.seat || (a.seatName ?? '').localeCompare(b.seatName ?? '')) };
  });
}
