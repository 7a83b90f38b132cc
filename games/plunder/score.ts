// Scoring (P25–P29), always as if the game ended now, and the words that explain every point.
import { type ByPlayer, byPlayer } from '../core/by-player.ts';
import { phrase, phraseList } from '../core/phrase.ts';
import { COLOURS, type Colour, type Options, type PlayerState } from './state.ts';

export interface Score {
  treasure: number;
  crew: number;
  allColours: number;
  most: number;
  sole: number;
  total: number;
}

/** One line of a player's score: the points and why. */
export interface ScoreLine {
  points: number;
  why: string;
  ruling: 'P25' | 'P26' | 'P27' | 'P28';
}

/** A colour by its word, as the game's screens say it. */
export const colourWord = (colour: string): string =>
  phrase('{colour, select, red {red} blue {blue} green {green} yellow {yellow} purple {purple} other {{colour}}}', { colour });

type Scored = Pick<PlayerState, 'name' | 'colour' | 'treasures' | 'crew'>;

export function explain(players: readonly Scored[], options: Options): ByPlayer<ScoreLine[]> {
  const out = byPlayer<ScoreLine[]>();
  for (const p of players) {
    const lines: ScoreLine[] = [];
    const own = p.treasures[p.colour];
    if (own > 0)
      lines.push({
        points: 2 * own,
        why: phrase('{n, plural, one {# {colour} treasure} other {# {colour} treasures}} of their own colour × 2', { n: own, colour: colourWord(p.colour) }),
        ruling: 'P25',
      });
    const others = COLOURS.filter((c) => c !== p.colour && p.treasures[c] > 0);
    const otherCount = others.reduce((a, c) => a + p.treasures[c], 0);
    if (otherCount > 0) {
      const counts = others.map((c) => phrase('{n} {colour}', { n: p.treasures[c], colour: colourWord(c) }));
      lines.push({ points: otherCount, why: phrase('{counts} of other colours × 1', { counts: phraseList(counts, 'unit') }), ruling: 'P25' });
    }
    if (p.crew > 0)
      lines.push({ points: 2 * p.crew, why: phrase('{n, plural, one {# crew member} other {# crew members}} × 2', { n: p.crew }), ruling: 'P25' });
    if (COLOURS.every((c) => p.treasures[c] > 0)) lines.push({ points: 4, why: phrase('treasures of all five colours'), ruling: 'P26' });
    for (const c of COLOURS) {
      const mine = p.treasures[c];
      if (mine === 0) continue;
      const rivals = players.filter((q) => q !== p && q.treasures[c] > 0);
      const best = Math.max(0, ...rivals.map((q) => q.treasures[c]));
      const tiedWith = rivals.filter((q) => q.treasures[c] === mine).map((q) => q.name);
      const colour = colourWord(c);
      if (mine > best) lines.push({ points: 2, why: phrase('the most {colour} ({n})', { colour, n: mine }), ruling: 'P27' });
      else if (mine === best && options.mostTie === 'all')
        lines.push({
          points: 2,
          why: phrase('the most {colour} ({n}), tied with {others}', { colour, n: mine, others: phraseList(tiedWith, 'unit') }),
          ruling: 'P27',
        });
      if (rivals.length === 0) lines.push({ points: 6, why: phrase('the only player holding {colour}', { colour }), ruling: 'P28' });
    }
    out[p.name] = lines;
  }
  return out;
}

export function scores(players: readonly Scored[], options: Options): ByPlayer<Score> {
  const lines = explain(players, options);
  const out = byPlayer<Score>();
  for (const p of players) {
    const ls = lines[p.name] ?? [];
    const sum = (f: (l: ScoreLine) => boolean) => ls.filter(f).reduce((a, l) => a + l.points, 0);
    const s = {
      treasure: 2 * p.treasures[p.colour] + COLOURS.filter((c) => c !== p.colour).reduce((a, c) => a + p.treasures[c], 0),
      crew: 2 * p.crew,
      allColours: sum((l) => l.ruling === 'P26'),
      most: sum((l) => l.ruling === 'P27'),
      sole: sum((l) => l.ruling === 'P28'),
      total: 0,
    };
    s.total = s.treasure + s.crew + s.allColours + s.most + s.sole;
    out[p.name] = s;
  }
  return out;
}

export type { Colour };
