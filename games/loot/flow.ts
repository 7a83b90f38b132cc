// Start, the three actions of a turn (draw, play, discard) and what the game awaits.
import { phrase } from '../core/phrase.ts';
import { byPlayer, eachPlayer, hasPlayer, withPlayers } from '../core/by-player.ts';
import { accept, type Outcome, reject } from '../core/types.ts';
import { addToBattle, wherePlayable } from './battle.ts';
import { card } from './cards.ts';
import type { DiscardInput, DrawInput, LootInput, PlayInput, StartInput } from './inputs.ts';
import { reportHand } from './score.ts';
import { DECK_SIZE, HAND_SIZE, type LootState, sideOf, sides } from './state.ts';
import { captureCheck, endTurn } from './turns.ts';

const STANDARD = [2, 3, 4, 5];
const PARTNERSHIP = [4, 6, 8];

/** L27: default pairs are seats 1–2, 3–4, …; given pairs must be adjacent and cover every seat. */
function makeTeams(players: string[], given: [string, string][] | undefined): [string, string][] | string {
  const n = players.length;
  if (!given) return players.flatMap((p, i) => (i % 2 === 0 ? [[p, players[i + 1]!] as [string, string]] : []));
  const used = new Set<string>();
  const teams: [string, string][] = [];
  for (const [a, b] of given) {
    for (const p of [a, b]) {
      if (!players.includes(p)) return phrase('"{player}" in "teams" is not one of the players', { player: p });
      if (used.has(p)) return phrase('"{player}" is in two teams', { player: p });
      used.add(p);
    }
    const ia = players.indexOf(a);
    const ib = players.indexOf(b);
    if ((ia + 1) % n === ib) teams.push([a, b]);
    else if ((ib + 1) % n === ia) teams.push([b, a]);
    else return phrase('{a} and {b} do not sit side by side; partners sit in adjacent seats (L27)', { a, b });
  }
  if (used.size !== n)
    return phrase('every player must be in a team ({players} {count, plural, one {is} other {are}} not)', {
      players: players.filter((p) => !used.has(p)).join(', '),
      count: n - used.size,
    });
  return teams.sort((x, y) => players.indexOf(x[0]) - players.indexOf(y[0]));
}

export function start(input: StartInput): Outcome<LootState> {
  const { players, options } = input;
  const n = players.length;
  const partnership = options.partnership ?? false;
  if (partnership ? !PARTNERSHIP.includes(n) : !STANDARD.includes(n))
    return reject(
      partnership
        ? phrase('start: Loot is for 2 to 5 players, or 4, 6 or 8 in partnership play, not {count} in partnership (L5)', { count: n })
        : phrase('start: Loot is for 2 to 5 players, or 4, 6 or 8 in partnership play, not {count} (L5)', { count: n }),
    );
  if (options.teams && !partnership) return reject(phrase('start: "teams" goes only with "partnership": true (L27)'));
  const first = options.first ?? players[0]!;
  if (!players.includes(first)) return reject(phrase('start: the first player "{player}" is not one of the players (L5)', { player: first }));
  const teams = partnership ? makeTeams(players, options.teams) : null;
  if (typeof teams === 'string') return reject(phrase('start: {problem}', { problem: teams }));
  const base: LootState = {
    players,
    partnership,
    teams,
    options: { first, openScores: options.openScores ?? false },
    phase: 'turn',
    round: 1,
    turn: 1,
    current: first,
    previous: null,
    drawPile: DECK_SIZE - HAND_SIZE * n, // L6
    hands: eachPlayer(players, () => HAND_SIZE),
    atSea: [],
    lastCaptures: [],
    captured: byPlayer(),
    discard: { cards: 0, merchants: [] },
    seen: [],
    toReport: [],
    handMerchants: byPlayer(),
    captureLog: [],
    winners: [],
  };
  const state = { ...base, captured: eachPlayer(sides(base), (): string[] => []) };
  return accept(captureCheck(state));
}

/** L7: only the current player acts; `player` may be left out. */
function actor(s: LootState, input: { type: string; player?: string }): string | { ok: false; reason: string } {
  if (s.phase !== 'turn')
    return reject(
      s.phase === 'finished'
        ? phrase('the game is over (undo takes back the last input)')
        : phrase('{input}: the game has ended; now each player still holding cards reports the merchant ships in their hand (L23)', { input: input.type }),
    );
  const p = input.player ?? s.current!;
  if (!s.players.includes(p)) return reject(phrase('{input}: "{player}" is not at this table', { input: input.type, player: p }));
  if (p !== s.current)
    return reject(phrase("{input}: it is {current}'s turn, not {player}'s (L7)", { input: input.type, current: String(s.current), player: p }));
  return p;
}

const who = (s: LootState, player: string) => (s.partnership ? phrase('team {side}', { side: sideOf(s, player) }) : player);

function draw(s: LootState, input: DrawInput): Outcome<LootState> {
  const p = actor(s, input);
  if (typeof p !== 'string') return p;
  if (s.drawPile === 0) return reject(phrase('draw: the draw pile is empty; {player} may only play or discard a card (L19)', { player: p }));
  return accept(endTurn({ ...s, drawPile: s.drawPile - 1, hands: withPlayers(s.hands, [p, s.hands[p]! + 1]) }));
}

/** Checks common to play and discard: a card in hand to tap, not one seen before. */
function fromHand(s: LootState, input: PlayInput | DiscardInput): string | { ok: false; reason: string } {
  const p = actor(s, input);
  if (typeof p !== 'string') return p;
  if (s.hands[p] === 0) return reject(phrase('{input}: {player} has no cards and must draw (L20)', { input: input.type, player: p }));
  if (s.seen.includes(input.card))
    return reject(phrase('{input}: {card} has already been played; no card comes back (L4: a mis-tap?)', { input: input.type, card: input.card }));
  return p;
}

function play(s: LootState, input: PlayInput): Outcome<LootState> {
  const p = fromHand(s, input);
  if (typeof p !== 'string') return p;
  const c = card(input.card)!;
  const hands = withPlayers(s.hands, [p, s.hands[p]! - 1]);
  const seen = [...s.seen, c.id];
  if (c.kind === 'merchant') {
    if (input.target !== undefined) return reject(phrase('play: a merchant ship is played in front of you, with no target (L9)'));
    const ship = { merchant: c.id, gold: c.gold, owner: p, side: sideOf(s, p), playedTurn: s.turn, attacks: [], admiral: null, lastCaptainOrAdmiral: null };
    return accept(endTurn({ ...s, hands, seen, atSea: [...s.atSea, ship] }));
  }
  if (input.target === undefined) return reject(phrase('play: {card} needs a "target": the merchant ship at sea it goes onto (L9)', { card: c.id }));
  const m = s.atSea.find((x) => x.merchant === input.target);
  if (!m) return reject(phrase('play: {card} is not at sea (L9)', { card: input.target }));
  const next = addToBattle(m, c, sideOf(s, p), p, who(s, p));
  if ('ok' in next) return next;
  return accept(endTurn({ ...s, hands, seen, atSea: s.atSea.map((x) => (x === m ? next : x)) }));
}

function discard(s: LootState, input: DiscardInput): Outcome<LootState> {
  const p = actor(s, input);
  if (typeof p !== 'string') return p;
  if (s.drawPile > 0) return reject(phrase('{player} can draw; a card is discarded only when no other action is possible (L18)', { player: p }));
  const q = fromHand(s, input);
  if (typeof q !== 'string') return q;
  const c = card(input.card)!;
  if (c.kind === 'merchant') return reject(phrase('discard: merchant ships are never discarded; {card} can be played in front of you (L18)', { card: c.id }));
  const where = wherePlayable(s.atSea, c, sideOf(s, p));
  if (where)
    return reject(
      phrase('discard: {card} can be played on {merchant}; a card is discarded only when it has no legal play (L18)', { card: c.id, merchant: where }),
    );
  return accept(
    endTurn({ ...s, hands: withPlayers(s.hands, [p, s.hands[p]! - 1]), seen: [...s.seen, c.id], discard: { ...s.discard, cards: s.discard.cards + 1 } }),
  );
}

export function apply(s: LootState, input: LootInput): Outcome<LootState> {
  switch (input.type) {
    case 'start':
      return reject(phrase('a game is already under way (undo back to before its start to begin another)'));
    case 'draw':
      return draw(s, input);
    case 'play':
      return play(s, input);
    case 'discard':
      return discard(s, input);
    case 'handMerchants':
      if (s.phase === 'finished') return reject(phrase('the game is over (undo takes back the last input)'));
      return reportHand(s, input);
  }
}

/** What a Loot game awaits: a player's action (the ones open to them), or the merchants left in hands (L23). */
export type LootAwaiting = { type: 'action'; player: string; options: LootAction[] } | { type: 'handMerchants'; players: string[] };
export type LootAction = 'draw' | 'play' | 'discard';

export function awaiting(s: LootState): LootAwaiting | null {
  if (s.phase === 'finished') return null;
  if (s.phase === 'handMerchants') return { type: 'handMerchants', players: s.toReport.filter((p) => !hasPlayer(s.handMerchants, p)) };
  const p = s.current!;
  const options: LootAction[] = s.drawPile === 0 ? ['play', 'discard'] : s.hands[p] === 0 ? ['draw'] : ['draw', 'play'];
  return { type: 'action', player: p, options };
}
