// One test per ruling H1–H22, each on a short table script through the core (as `replay` runs it).
import { describe, expect, it } from 'vitest';
import { replayLines } from '../core/replay.ts';
import { submit } from '../core/table.ts';
import { registry } from '../index.ts';
import { DECK, HOUSE_DECK } from './cards.ts';
import { highSeizeDescription } from './description.ts';
import type { HighSeizeState } from './state.ts';
import { HighSeizeSim } from './testing/random-game.ts';
import { tableView } from './view.ts';

type Line = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the printed view is plain JSON, checked field by field below.
type Shown = Record<string, any>;

function run(lines: Line[]) {
  const r = replayLines(registry, lines.map((l) => JSON.stringify(l)).join('\n'));
  const state = r.table.last?.state as HighSeizeState;
  const view = (state ? registry.get('the-high-seize')!.view(state) : {}) as Shown;
  return { view, state, rejected: r.rejected, table: r.table };
}

const start = (players = ['Ann', 'Bob'], options?: Line): Line => ({ type: 'start', game: 'the-high-seize', players, ...(options ? { options } : {}) });
const ship = (player: string, card: string): Line => ({ type: 'ship', player, card });
const place = (player: string, pile: string, card?: string): Line => ({ type: 'place', player, pile, ...(card ? { card } : {}) });
const reveal = (pile: string, card: string): Line => ({ type: 'reveal', pile, card });

/** A two-player round, Ann first: [pile, card] for Ann and Bob in turn, then every card revealed. */
function round(ships: [string, string], plays: [string, string][], tapped: string[] = []): Line[] {
  const lines: Line[] = [ship('Ann', ships[0]), ship('Bob', ships[1])];
  plays.forEach(([pile, card], i) => lines.push(place(i % 2 === 0 ? 'Ann' : 'Bob', pile, tapped.includes(card) ? card : undefined)));
  for (const [pile, card] of plays) if (!tapped.includes(card)) lines.push(reveal(pile, card));
  return lines;
}
/** Round 2 starts with Bob (H3): the same helper with the seats swapped. */
function roundBobFirst(ships: [string, string], plays: [string, string][]): Line[] {
  const lines: Line[] = [ship('Ann', ships[0]), ship('Bob', ships[1])];
  plays.forEach(([pile], i) => lines.push(place(i % 2 === 0 ? 'Bob' : 'Ann', pile)));
  for (const [pile, card] of plays) lines.push(reveal(pile, card));
  return lines;
}

// The example round of the table-script page: Bob's pile (15) sinks, the neutral (12) and Ann's (3) survive.
const EXAMPLE: [string, string][] = [
  ['Bob', 'R15'],
  ['neutral', 'B14'],
  ['Ann', 'R16'],
  ['Ann', 'B01'],
  ['neutral', 'R09'],
  ['Bob', 'B03'],
  ['Ann', 'R02'],
  ['Bob', 'B10'],
];

describe('The High Seize rulings', () => {
  it('H1: 2–4 players, colours in seat order or as the host assigns them, cards of a colour out of the game refused', () => {
    expect(run([start()]).view.colours).toEqual({ Ann: 'red', Bob: 'blue' });
    expect(run([start(['Ann', 'Bob', 'Cy'], { colours: ['yellow', 'red', 'green'] })]).view.colours).toEqual({ Ann: 'yellow', Bob: 'red', Cy: 'green' });
    expect(run([start(['Ann'])]).rejected[0]!.reason).toMatch(/2 to 4/);
    expect(run([start(['A', 'B', 'C', 'D', 'E'])]).rejected[0]!.reason).toMatch(/2 to 4/);
    expect(run([start(['Ann', 'Bob'], { colours: ['red', 'red'] })]).rejected[0]!.reason).toMatch(/two players/);
    expect(run([start(['Ann', 'Bob'], { colours: ['red', 'purple'] })]).rejected[0]!.reason).toMatch(/colours/);
    const r = run([start(), ...round(['RS1', 'BS1'], EXAMPLE).slice(0, 10), reveal('Ann', 'G03')]);
    expect(r.rejected[0]!.reason).toMatch(/no one plays green/);
  });

  it('H2: ids in any case come out upper case; NS and ids outside the deck are refused', () => {
    const r = run([start(), ship('Ann', 'rs2'), ship('Bob', ' bs3 ')]);
    expect(r.view.piles.Ann.ship).toBe('RS2');
    expect(r.view.piles.Bob.ship).toBe('BS3');
    expect(run([start(), ship('Ann', 'NS')]).rejected[0]!.reason).toMatch(/neutral ship NS is never tapped/);
    expect(run([start(), ship('Ann', 'R17')]).rejected[0]!.reason).toMatch(/not a card/);
    expect(run([start(), ship('Ann', 'RS5')]).rejected[0]!.reason).toMatch(/not a card/);
    const deck = highSeizeDescription.deck!;
    expect(deck.cards).toEqual(DECK);
    expect([deck.canonical(' r07 '), deck.canonical('ns'), deck.canonical('R00')]).toEqual(['R07', null, null]);
    expect([deck.label('R07'), deck.label('BS2')]).toEqual(['Red cargo 07', 'Blue ship 2']);
  });

  it('H3: the host picks round 1’s starting player; each later round starts one seat to the left', () => {
    const r = run([start(['Ann', 'Bob', 'Cy'], { first: 'Cy' }), ship('Ann', 'RS1'), ship('Bob', 'BS1'), ship('Cy', 'GS1')]);
    expect(r.view.awaiting).toEqual({ type: 'place', player: 'Cy' });
    expect(run([start(['Ann', 'Bob'], { first: 'Zed' })]).rejected[0]!.reason).toMatch(/not one of the players/);
    const two = run([start(), ...round(['RS4', 'BS1'], EXAMPLE)]);
    expect(two.view.startPlayer).toBe('Bob');
  });

  it('H4: a game has exactly 4 rounds, every ship sails once', () => {
    const sim = new HighSeizeSim({ players: 3, seed: 4 }).play();
    expect(sim.state.phase).toBe('finished');
    expect(sim.state.history.map((h) => h.round)).toEqual([1, 2, 3, 4]);
    for (const p of sim.state.players) expect(sim.state.shipsLeft[p]).toEqual([]);
    expect(submit(registry, sim.table, ship('Ann', 'RS1'))).toMatchObject({ ok: false, reason: expect.stringMatching(/game is over/) });
  });

  it('H5: every round starts with hands of 4 drawn from decks of 16', () => {
    expect(run([start(['Ann', 'Bob', 'Cy'])]).view).toMatchObject({ deck: { Ann: 12, Bob: 12, Cy: 12 }, hands: { Ann: 4, Bob: 4, Cy: 4 } });
    expect(run([start(), ...round(['RS4', 'BS1'], EXAMPLE)]).view).toMatchObject({ deck: { Ann: 8, Bob: 8 }, hands: { Ann: 4, Bob: 4 } });
  });

  it('H6: every ship down before any cargo; own colour only; a sailed ship never sails again', () => {
    expect(run([start(), ship('Ann', 'RS1'), place('Ann', 'neutral')]).rejected[0]!.reason).toMatch(/every player has a ship down.*Bob/);
    expect(run([start(), ship('Ann', 'BS1')]).rejected[0]!.reason).toMatch(/BS1 is blue, and Ann sails red/);
    expect(run([start(), ship('Ann', 'RS1'), ship('Ann', 'RS2')]).rejected[0]!.reason).toMatch(/already has RS1 down/);
    expect(run([start(), ship('Ann', 'R01')]).rejected[0]!.reason).toMatch(/cargo card/);
    const r = run([start(), ...round(['RS4', 'BS1'], EXAMPLE), ship('Ann', 'RS4'), ship('Bob', 'BS1')]);
    expect(r.rejected.map((x) => x.reason)).toEqual([expect.stringMatching(/RS4 has already sailed/), expect.stringMatching(/BS1 has already sailed/)]);
  });

  it('H7: a strict rotation from the starting player; nobody places twice in a row', () => {
    const r = run([start(), ship('Ann', 'RS1'), ship('Bob', 'BS1'), place('Ann', 'neutral'), place('Ann', 'neutral')]);
    expect(r.rejected[0]!.reason).toBe("place: it is Bob's turn to place (H7)");
    expect(r.view.turn).toBe('Bob');
  });

  it('H8: any pile takes a card; the companion counts each colour on each pile, not which card', () => {
    const r = run([start(), ship('Ann', 'RS1'), ship('Bob', 'BS1'), place('Ann', 'Bob'), place('Bob', 'Bob'), place('Ann', 'Ann'), place('Bob', 'Atlantis')]);
    expect(r.view.piles.Bob).toEqual({ ship: 'BS1', cards: 2, byColour: { red: 1, blue: 1 }, revealed: [], weight: null });
    expect(r.view.piles.Ann.byColour).toEqual({ red: 1 });
    expect(r.rejected[0]!.reason).toMatch(/no pile "Atlantis"/);
  });

  it('H8: a pile named after a key of every object ("constructor", "toString") is no pile, refused like any other (issue 28)', () => {
    const r = run([start(), ship('Ann', 'RS1'), ship('Bob', 'BS1'), place('Ann', 'constructor'), place('Ann', 'toString'), place('Ann', '__proto__')]);
    expect(r.rejected.map((x) => x.reason)).toEqual([
      expect.stringMatching(/no pile "constructor"/),
      expect.stringMatching(/no pile "toString"/),
      expect.stringMatching(/no pile "__proto__"/),
    ]);
  });

  it('H9: the house deck, the same 20 cards in every colour', () => {
    expect(DECK).toHaveLength(80);
    expect(HOUSE_DECK.R15).toEqual({ weight: 8, value: 7 });
    expect(HOUSE_DECK.Y16).toEqual({ weight: 1, value: 6 });
    expect(HOUSE_DECK.BS4).toEqual({ weight: 0, value: 5 });
    for (const letter of ['R', 'B', 'G', 'Y']) {
      const cargo = DECK.filter((id) => id[0] === letter && id[1] !== 'S');
      expect(cargo.reduce((w, id) => w + HOUSE_DECK[id]!.weight, 0)).toBe(65);
      expect(cargo.reduce((w, id) => w + HOUSE_DECK[id]!.value, 0)).toBe(65);
    }
  });

  it('H10: a table’s own card numbers in start.options.cards; NS, unknown ids, bad numbers and a player named neutral refused', () => {
    const own = run([start(['Ann', 'Bob'], { cards: { r15: { weight: 1 }, B14: { value: 0 }, RS4: { value: 10 } } }), ...round(['RS4', 'BS1'], EXAMPLE)]);
    // R15 now weighs 1: Bob's pile 1+2+5 = 8, the neutral 7+5 = 12 sinks instead.
    expect(own.view.history[0]).toEqual({ round: 1, weights: { Ann: 3, Bob: 8, neutral: 12 }, sunk: ['neutral'] });
    expect(own.view.scores.Ann).toBe(6 + 2 + 10 + 7);
    expect(run([start(['Ann', 'Bob'], { cards: { NS: { weight: 1 } } })]).rejected[0]!.reason).toMatch(/neutral ship NS/);
    expect(run([start(['Ann', 'Bob'], { cards: { X99: { weight: 1 } } })]).rejected[0]!.reason).toMatch(/not a colour card/);
    expect(run([start(['Ann', 'Bob'], { cards: { R01: { weight: -1 } } })]).rejected[0]!.reason).toMatch(/whole number/);
    expect(run([start(['Ann', 'Bob'], { cards: { R01: { weight: 1.5 } } })]).rejected[0]!.reason).toMatch(/whole number/);
    expect(run([start(['Ann', 'Bob'], { cards: { R01: { size: 1 } } })]).rejected[0]!.reason).toMatch(/unknown field "size"/);
    expect(run([start(['Ann', 'neutral'])]).rejected[0]!.reason).toMatch(/"neutral"/);
    expect(run([start(['Ann', 'Bob'], { someFutureOption: 1 })]).rejected).toEqual([]);
  });

  it('H11: the round resolves on the last unknown card, or at the last placement when every card was tapped', () => {
    const lines = round(['RS4', 'BS1'], EXAMPLE);
    const before = run([start(), ...lines.slice(0, -1)]);
    expect(before.view.phase).toBe('flip');
    expect(before.view.awaiting).toEqual({ type: 'reveal', piles: { Bob: 1 } });
    expect(run([start(), ...lines]).view.round).toBe(2);
    const allTapped = run([
      start(),
      ...round(
        ['RS4', 'BS1'],
        EXAMPLE,
        EXAMPLE.map(([, c]) => c),
      ),
    ]);
    expect(allTapped.view).toMatchObject({ round: 2, phase: 'ships' });
    expect(allTapped.view.history[0].sunk).toEqual(['Bob']);
  });

  it('H12: a private tap is never shown before the flip and need not be tapped again', () => {
    const lines = round(['RS4', 'BS1'], EXAMPLE, ['R16']);
    const placing = run([start(), ...lines.slice(0, 6)]);
    expect(JSON.stringify(placing.view)).not.toMatch(/R16/);
    const flip = run([start(), ...lines.slice(0, 11)]);
    expect(flip.view.phase).toBe('flip');
    expect(flip.view.piles.Ann.revealed).toEqual(['R16']);
    expect(run([start(), ...lines]).view.setAside.Ann).toContain('R16');
  });

  it('H13: mis-taps are refused with nothing changed; a bad private tap refuses the whole placement', () => {
    const lines = round(['RS4', 'BS1'], EXAMPLE);
    const atFlip = [start(), ...lines.slice(0, 10)];
    const r = run([
      ...atFlip,
      reveal('Ann', 'RS1'),
      reveal('Ann', 'B01'),
      reveal('Ann', 'B14'),
      reveal('neutral', 'R09'),
      reveal('neutral', 'R09'),
      reveal('Atlantis', 'R01'),
    ]);
    expect(r.rejected.map((x) => x.reason)).toEqual([
      expect.stringMatching(/RS1 is a ship card/),
      expect.stringMatching(/no unrevealed blue card lies on the pile of Ann/),
      expect.stringMatching(/R09 has already been seen/),
      expect.stringMatching(/no pile "Atlantis"/),
    ]);
    expect(run([...atFlip, reveal('Ann', 'R16')]).state.seen).toEqual(['R16']);
    expect(run([start(), ...lines.slice(0, 4), reveal('Ann', 'R16')]).rejected[0]!.reason).toMatch(/only once the round's last card is placed/);
    const bad = run([start(), ship('Ann', 'RS1'), ship('Bob', 'BS1'), place('Ann', 'Bob', 'B02')]);
    expect(bad.rejected[0]!.reason).toMatch(/Ann holds only red cards/);
    expect(bad.view.piles.Bob.cards).toBe(0);
    expect(bad.view.turn).toBe('Ann');
    const twice = run([start(), ship('Ann', 'RS1'), ship('Bob', 'BS1'), place('Ann', 'Bob', 'R02'), place('Bob', 'Bob'), place('Ann', 'Ann', 'R02')]);
    expect(twice.rejected[0]!.reason).toMatch(/R02 has already been seen/);
  });

  it('H14: a pile weighs its cargo plus its ship', () => {
    const r = run([start(['Ann', 'Bob'], { cards: { RS4: { weight: 20 } } }), ...round(['RS4', 'BS1'], EXAMPLE)]);
    expect(r.view.history[0].weights).toEqual({ Ann: 23, Bob: 15, neutral: 12 });
    expect(r.view.history[0].sunk).toEqual(['Ann']);
  });

  it('H15: every pile tied at the heaviest sinks, the neutral pile and an empty pile included', () => {
    const tie: [string, string][] = [
      ['Ann', 'R15'],
      ['Bob', 'B15'],
      ['neutral', 'R01'],
      ['neutral', 'B01'],
      ['neutral', 'R03'],
      ['neutral', 'B03'],
      ['Ann', 'R02'],
      ['Bob', 'B02'],
    ];
    // Ann 8+1 = 9, Bob 9, neutral 1+1+2+2 = 6: Ann and Bob both sink.
    const r = run([start(), ...round(['RS1', 'BS1'], tie)]);
    expect(r.view.history[0]).toEqual({ round: 1, weights: { Ann: 9, Bob: 9, neutral: 6 }, sunk: ['Ann', 'Bob'] });
    const neutral = run([start(['Ann', 'Bob'], { cards: { R03: { weight: 9 } } }), ...round(['RS1', 'BS1'], tie)]);
    expect(neutral.view.history[0].sunk).toEqual(['neutral']);
    // An empty pile sinks when its entered ship weight is the heaviest.
    const empty: [string, string][] = EXAMPLE.map(([pile, card]) => [pile === 'Ann' ? 'neutral' : pile, card]);
    const heavyShip = run([start(['Ann', 'Bob'], { cards: { RS4: { weight: 40 } } }), ...round(['RS4', 'BS1'], empty)]);
    expect(heavyShip.view.history[0].sunk).toEqual(['Ann']);
    expect(heavyShip.view.discarded).toEqual(['RS4']);
  });

  it('H16: a sunk pile’s cargo and ship are discarded, the neutral ship never', () => {
    const r = run([start(['Ann', 'Bob'], { cards: { R09: { weight: 30 } } }), ...round(['RS4', 'BS1'], EXAMPLE)]);
    expect(r.view.history[0].sunk).toEqual(['neutral']);
    expect(r.view.discarded).toEqual(['B14', 'R09']);
    expect(run([start(), ...round(['RS4', 'BS1'], EXAMPLE)]).view.discarded).toEqual(['R15', 'B03', 'B10', 'BS1']);
  });

  it('H17: surviving cargo goes to its colour’s owner, whoever carried it; a surviving ship to its owner', () => {
    const r = run([start(), ...round(['RS4', 'BS1'], EXAMPLE)]);
    expect(r.view.setAside).toEqual({ Ann: ['R16', 'R02', 'RS4', 'R09'], Bob: ['B01', 'B14'] });
  });

  it('H18: foreign cargo on a surviving ship brings its captain nothing', () => {
    const plays: [string, string][] = [
      ['Bob', 'R01'],
      ['Ann', 'B15'],
      ['Bob', 'R02'],
      ['neutral', 'B01'],
      ['Bob', 'R03'],
      ['neutral', 'B02'],
      ['Bob', 'R04'],
      ['neutral', 'B03'],
    ];
    // Ann 8 sinks; Bob's ship survives carrying only red cargo: Bob keeps his ship and the neutral's blue.
    const r = run([start(), ...round(['RS1', 'BS1'], plays)]);
    expect(r.view.history[0].sunk).toEqual(['Ann']);
    expect(r.view.setAside).toEqual({ Ann: ['R01', 'R02', 'R03', 'R04'], Bob: ['BS1', 'B01', 'B02', 'B03'] });
  });

  it('H19: highest total wins; tied players share the win', () => {
    // Every round Ann and Bob load twin piles on their own ships: both sink, the scores stay 0–0.
    const twin = (r: number, first: 'Ann' | 'Bob'): [string, string][] =>
      [1, 2, 3, 4].flatMap((k) => {
        const n = String(4 * r + k).padStart(2, '0');
        const red: [string, string] = ['Ann', `R${n}`];
        const blue: [string, string] = ['Bob', `B${n}`];
        return first === 'Ann' ? [red, blue] : [blue, red];
      });
    const lines = [
      start(),
      ...round(['RS1', 'BS1'], twin(0, 'Ann')),
      ...roundBobFirst(['RS2', 'BS2'], twin(1, 'Bob')),
      ...round(['RS3', 'BS3'], twin(2, 'Ann')),
      ...roundBobFirst(['RS4', 'BS4'], twin(3, 'Bob')),
    ];
    const half = run(lines);
    expect(half.rejected).toEqual([]);
    expect(half.view).toMatchObject({ phase: 'finished', winners: ['Ann', 'Bob'], awaiting: null });
    const sim = new HighSeizeSim({ players: 4, seed: 9 }).play();
    const scores = registry.get('the-high-seize')!.view(sim.state).scores as Record<string, number>;
    const best = Math.max(...Object.values(scores));
    expect(sim.state.winners).toEqual(sim.state.players.filter((p) => scores[p] === best));
    expect(half.view.scores).toEqual({ Ann: 0, Bob: 0 });
  });

  it('H20: the tablet hides running scores by default; replay always prints them', () => {
    const r = run([start(), ...round(['RS4', 'BS1'], EXAMPLE)]);
    expect(r.view.scores).toEqual({ Ann: 17, Bob: 9 });
    expect(tableView(r.state)).toMatchObject({ scores: null, scoresHidden: true, setAside: { Ann: 4, Bob: 2 } });
    const open = run([start(['Ann', 'Bob'], { hideScores: false }), ...round(['RS4', 'BS1'], EXAMPLE)]);
    expect(tableView(open.state)).toMatchObject({ scores: { Ann: 17, Bob: 9 }, scoresHidden: false });
    // Round by round, what each kept and its value: only where the scores are shown (H19, H20).
    expect(tableView(open.state).rounds).toEqual([{ round: 1, kept: { Ann: ['R16', 'R02', 'RS4', 'R09'], Bob: ['B01', 'B14'] }, values: { Ann: 17, Bob: 9 } }]);
    expect(tableView(r.state).rounds).toBeUndefined();
    expect(r.view.history[0]).toEqual({ round: 1, weights: { Ann: 3, Bob: 15, neutral: 12 }, sunk: ['Bob'] });
  });

  it('H21: a refused input changes nothing; undo takes back the last accepted one', () => {
    const before = run([start(), ship('Ann', 'RS1')]);
    const after = run([start(), ship('Ann', 'RS1'), ship('Ann', 'RS2'), { type: 'place', player: 'Bob', pile: 'Ann', colour: 'red' }]);
    expect(after.state).toEqual(before.state);
    expect(after.rejected[1]!.reason).toMatch(/unknown field "colour"/);
    expect(run([start(), ship('Ann', 'RS1'), { type: 'undo' }]).state).toEqual(run([start()]).state);
  });

  it('H22: every colour keeps its 20 cards through a round', () => {
    const r = run([start(), ...round(['RS4', 'BS1'], EXAMPLE)]);
    const s = r.view;
    const count = (p: string, letter: string) =>
      s.shipsLeft[p].length + s.deck[p] + s.hands[p] + s.setAside[p].length + s.discarded.filter((id: string) => id[0] === letter).length;
    expect(count('Ann', 'R')).toBe(20);
    expect(count('Bob', 'B')).toBe(20);
  });
});
