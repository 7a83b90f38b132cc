// Tally's hooks for the table's capabilities: the counting scale holds a player's beads against the
// ledger (a count that stands is a `recount`), and the computer plays either seat (no peeking: it
// guesses by the round and its seed, never by the hidden shell).
import type { ComputerPlayer, CountingScale } from '../../../games/core/types.ts';
import { SHELLS } from './shells.ts';
import { guesser, hider, over, SEATS, type TallyInput, type TallyState } from './state.ts';

export const countHooks: CountingScale<TallyState, TallyInput> = {
  kinds: [{ id: 'bead', one: 'bead', many: 'beads' }],
  pieces: [{ id: 'beads', kind: 'bead', words: 'beads' }],
  check(s, holder, _pieces, counted) {
    if (!s.players.includes(holder)) return `no player "${holder}" (${s.players.join(', ')})`;
    const ledger = s.beads[holder] ?? 0;
    const agrees = ledger === counted;
    const message = `the scale counts ${counted} beads for ${holder}, the ledger says ${ledger}${agrees ? '' : ': decide which stands'}`;
    return { holder, pieces: 'beads', ledger, counted, agrees, message };
  },
  recount: (check) => ({ type: 'recount', player: check.holder, beads: check.counted }),
};

const mover = (s: TallyState): string | null => (over(s) ? null : s.hidden === null ? hider(s) : guesser(s));

function moves(s: TallyState): TallyInput[] {
  const player = mover(s);
  if (player === null) return [];
  const type = s.hidden === null ? 'hide' : 'guess';
  return SHELLS.map((card) => ({ type, player, card }));
}

export const computerHooks: ComputerPlayer<TallyState, TallyInput> = {
  toMove(s) {
    const who = mover(s);
    return who === null ? null : (SEATS[s.players.indexOf(who)] ?? null);
  },
  enumerate: moves,
  choose(s, level, _budgetMs, seed = 0) {
    if (level !== 'steady') throw new Error(`unknown level "${level.slice(0, 20)}" (known: steady)`);
    const all = moves(s);
    return all[(s.round + seed) % all.length] ?? null;
  },
  setUp: (options) => ({ type: 'start', game: 'tally', players: ['First', 'Second'], options: { rounds: 2, ...options } }) as TallyInput,
};
