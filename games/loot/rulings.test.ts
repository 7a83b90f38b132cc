// One test (or a few) per Loot ruling, named with its id.
import { describe, expect, it } from 'vitest';
import { lootDescription } from './description.ts';
import { loot } from './index.ts';
import { canonicalCard, card, cardLabel, DECK, goldOf, MERCHANT_IDS } from './cards.ts';
import { unplayedMerchants } from './score.ts';
import { sides } from './state.ts';
import { Script } from './testing/scripted-table.ts';
import { cardCount, goldCount, lootPlayerView, tableView } from './view.ts';

const ABC = ['Ann', 'Bob', 'Cy'];
const ABCD = ['Ann', 'Bob', 'Cy', 'Dee'];
/** Why a start of Loot for `players` with `options` is refused (the test fails when it is not). */
const startRefused = (players: string[], options?: Record<string, unknown>) =>
  new Script(null).no({ type: 'start', game: 'loot', players, ...(options ? { options } : {}) });
type Ship = { merchant: string; leader: string | null; leadBy: string; attacks: { colour: string; side: string; strength: number }[] };
const ship = (t: Script, id: string) => (t.v.atSea as Ship[]).find((m) => m.merchant === id)!;

describe('Loot rulings', () => {
  it('L1: 78 unique cards; 25 merchants worth 100 gold; 12 pirates per colour with 30 skulls; 4 captains; 1 admiral', () => {
    expect(new Set(DECK).size).toBe(78);
    expect(MERCHANT_IDS).toHaveLength(25);
    expect(MERCHANT_IDS.reduce((g, id) => g + goldOf(id), 0)).toBe(100);
    for (const colour of ['blue', 'green', 'purple', 'yellow']) {
      const ships = DECK.map((id) => card(id)!).filter((c) => c.kind === 'pirate' && c.colour === colour);
      expect(ships).toHaveLength(12);
      expect(ships.reduce((n, c) => n + (c.kind === 'pirate' ? c.skulls : 0), 0)).toBe(30);
    }
    expect(DECK.filter((id) => card(id)!.kind === 'captain')).toEqual(['BC', 'GC', 'PC', 'YC']);
    expect(DECK.filter((id) => card(id)!.kind === 'admiral')).toEqual(['AD']);
    expect(lootDescription.deck?.cards).toHaveLength(78);
    expect(lootDescription.deck?.label('M5.2')).toBe('Merchant ship, 5 gold (2nd)');
  });

  it('L2: four colours; gold is read as yellow', () => {
    expect(canonicalCard('gold 3 1')).toBe('Y3.1');
    expect(canonicalCard('GOLD captain')).toBe('YC');
    expect(cardLabel('P2.4')).toBe('Purple pirate ship, 2 skulls (4th)');
    expect(canonicalCard('red 3 1')).toBeNull();
  });

  it('L3: lenient card ids in, canonical out; ids outside the deck refused', () => {
    const cases: [string, string][] = [
      ['M5.2', 'M5.2'],
      [' m5-2 ', 'M5.2'],
      ['merchant 5/2', 'M5.2'],
      ['M52', 'M5.2'],
      ['blue-4-2', 'B4.2'],
      ['b4_2', 'B4.2'],
      ['GOLD 3 1', 'Y3.1'],
      ['g1#1', 'G1.1'],
      ['blue captain', 'BC'],
      ['captain-blue', 'BC'],
      ['bcap', 'BC'],
      ['pc', 'PC'],
      ['admiral', 'AD'],
      ['ADM', 'AD'],
      ['A', 'AD'],
      ['ad', 'AD'],
    ];
    for (const [raw, id] of cases) expect(canonicalCard(raw), raw).toBe(id);
    for (const bad of ['M9.1', 'M8.2', 'B5.1', 'B1.3', 'XC', '', 'M5.2;drop', 'blue']) expect(canonicalCard(bad), bad).toBeNull();
    const t = new Script(ABC);
    expect(t.no({ type: 'play', card: 'M9.1' })).toMatch(/"M9\.1" is not a card of the Loot deck \(L3/);
    t.ok({ type: 'play', card: 'merchant 5 2' }, { type: 'play', card: 'blue 4 1', target: 'm5-2' });
    expect(ship(t, 'M5.2').attacks[0]).toMatchObject({ colour: 'blue', side: 'Bob' });
    expect((t.v.atSea as { attacks: { cards: string[] }[] }[])[0]!.attacks[0]!.cards).toEqual(['B4.1']);
  });

  it('L4: a card already seen is refused as a mis-tap and nothing changes', () => {
    const t = new Script(ABC).ok({ type: 'play', card: 'M5.2' });
    const before = t.s;
    expect(t.no({ type: 'play', card: 'M5.2' })).toMatch(/M5\.2 has already been played.*\(L4/);
    t.ok({ type: 'play', card: 'B4.1', target: 'M5.2' });
    expect(t.no({ type: 'play', card: 'B4.1', target: 'M5.2' })).toMatch(/L4/);
    expect(t.s.atSea[0]!.attacks[0]!.cards).toEqual(['B4.1']);
    expect(before.atSea).toHaveLength(1);
  });

  it('L5: 2–5 players, or 4, 6, 8 in partnership; first player option; anything else refused at start', () => {
    for (const n of [1, 6, 7]) expect(startRefused(['A', 'B', 'C', 'D', 'E', 'F', 'G'].slice(0, n))).toMatch(/L5/);
    for (const n of [2, 3, 5])
      expect(new Script(null).no({ type: 'start', game: 'loot', players: ['A', 'B', 'C', 'D', 'E'].slice(0, n), options: { partnership: true } })).toMatch(
        /L5/,
      );
    expect(startRefused(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'])).toMatch(/2 to 8/);
    for (const n of [2, 3, 4, 5]) expect(new Script(['A', 'B', 'C', 'D', 'E'].slice(0, n)).s.players).toHaveLength(n);
    for (const n of [4, 6, 8]) expect(new Script(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].slice(0, n), { partnership: true }).s.teams).toHaveLength(n / 2);
    const t = new Script(ABC, { first: 'Cy' });
    expect(t.v).toMatchObject({ current: 'Cy', options: { first: 'Cy' } });
    t.ok({ type: 'draw' });
    expect(t.v.current).toBe('Ann'); // clockwise from Cy
    expect(startRefused(ABC, { first: 'Zed' })).toMatch(/"Zed" is not one of the players \(L5\)/);
    expect(startRefused(ABC, { dealer: 'Ann' })).toMatch(/unknown option "dealer"/);
  });

  it('L6: 6 cards each, a pile of 78 − 6n; a draw moves one card from the pile to the hand, a play one from the hand', () => {
    for (const [players, opts, pile] of [
      [['A', 'B'], {}, 66],
      [['A', 'B', 'C', 'D', 'E'], {}, 48],
      [['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], { partnership: true }, 30],
    ] as const) {
      const t = new Script([...players], opts);
      expect(t.s.drawPile).toBe(pile);
      expect(Object.values(t.s.hands).every((h) => h === 6)).toBe(true);
    }
    const t = new Script(ABC).ok({ type: 'draw' }, { type: 'play', card: 'M2.1' });
    expect(t.v).toMatchObject({ drawPile: 59, hands: { Ann: 7, Bob: 5, Cy: 6 } });
  });

  it('L7: only the current player acts; the player may be left out', () => {
    const t = new Script(ABC);
    expect(t.no({ type: 'draw', player: 'Bob' })).toBe("draw: it is Ann's turn, not Bob's (L7)");
    expect(t.no({ type: 'draw', player: 'Zed' })).toMatch(/"Zed" is not at this table/);
    t.ok({ type: 'draw' });
    expect(t.v.current).toBe('Bob');
  });

  it('L8: in partnership, attacks, leads and captures belong to the team', () => {
    const t = new Script(ABCD, { partnership: true }).ok({ type: 'play', card: 'M4.1' }, { type: 'draw' }, { type: 'play', card: 'G2.1', target: 'M4.1' });
    expect(ship(t, 'M4.1')).toMatchObject({ side: 'Ann+Bob', attacks: [{ colour: 'green', side: 'Cy+Dee' }], leader: 'Cy+Dee' });
    expect(sides(t.s)).toEqual(['Ann+Bob', 'Cy+Dee']);
  });

  it('L9: a merchant has no target; every other card needs a merchant at sea as its target', () => {
    const t = new Script(ABC);
    expect(t.no({ type: 'play', card: 'M5.1', target: 'M2.1' })).toMatch(/no target \(L9\)/);
    t.ok({ type: 'play', card: 'M5.1' });
    expect(t.no({ type: 'play', card: 'B2.1' })).toMatch(/needs a "target".*\(L9\)/);
    expect(t.no({ type: 'play', card: 'B2.1', target: 'M2.1' })).toBe('play: M2.1 is not at sea (L9)');
    expect(t.no({ type: 'play', card: 'B2.1', target: 'B2.2' })).toMatch(/not a merchant ship.*\(L9\)/);
    t.ok({ type: 'play', card: 'B2.1', target: 'M5.1' });
  });

  it('L10: one colour per side; a colour used by another side is closed; the owner may attack their own ship; a ship may join under a captain', () => {
    const t = new Script(ABC).ok({ type: 'play', card: 'M5.1' }, { type: 'play', card: 'B2.1', target: 'M5.1' });
    expect(t.no({ type: 'play', card: 'B3.1', target: 'M5.1' })).toMatch(/blue is already used against M5\.1 by Bob.*\(L10\)/);
    t.ok({ type: 'play', card: 'G1.1', target: 'M5.1' }); // Cy
    t.ok({ type: 'play', card: 'Y3.1', target: 'M5.1' }); // Ann, the owner, on her own ship
    expect(t.no({ type: 'play', card: 'P4.1', target: 'M5.1' })).toBe('Bob already attacks M5.1 with blue and may only add blue ships (L10)');
    t.ok({ type: 'play', card: 'B4.1', target: 'M5.1' }); // Bob strengthens blue: 6
    expect(ship(t, 'M5.1')).toMatchObject({ leader: 'Bob', leadBy: 'skulls' });
    // Cy crowns green; Ann then adds yellow under it: legal, counts for nothing (L13a).
    t.ok({ type: 'play', card: 'GC', target: 'M5.1' }, { type: 'play', card: 'Y4.1', target: 'M5.1' });
    expect(ship(t, 'M5.1')).toMatchObject({ leader: 'Cy', leadBy: 'captain' });
    expect(ship(t, 'M5.1').attacks.find((a) => a.colour === 'yellow')!.strength).toBe(7);
  });

  it('L10, L27: partners attack as one side: the partner may only add the team colour', () => {
    const t = new Script(ABCD, { partnership: true }).ok({ type: 'play', card: 'M3.1' }, { type: 'draw' }, { type: 'play', card: 'B1.1', target: 'M3.1' });
    expect(t.no({ type: 'play', card: 'G3.1', target: 'M3.1' })).toBe('team Cy+Dee already attacks M3.1 with blue and may only add blue ships (L10)');
    t.ok({ type: 'play', card: 'B3.1', target: 'M3.1' });
    expect(ship(t, 'M3.1').attacks).toEqual([expect.objectContaining({ colour: 'blue', side: 'Cy+Dee', strength: 4 })]);
  });

  it("L11: a captain only on the side's own attack of its colour; in partnership either partner may crown it", () => {
    const t = new Script(ABC).ok({ type: 'play', card: 'M5.1' }, { type: 'play', card: 'B2.1', target: 'M5.1' });
    expect(t.no({ type: 'play', card: 'BC', target: 'M5.1' })).toMatch(/blue captain goes only onto a merchant that Cy already attacks with blue.*\(L11\)/);
    t.ok({ type: 'play', card: 'G2.1', target: 'M5.1' }, { type: 'draw' }); // Cy ties; Ann draws
    expect(t.no({ type: 'play', card: 'GC', target: 'M5.1' })).toMatch(/green captain.*Bob already attacks with green.*\(L11\)/);
    t.ok({ type: 'play', card: 'BC', target: 'M5.1' });
    expect(ship(t, 'M5.1')).toMatchObject({ leader: 'Bob', leadBy: 'captain' });
    const p = new Script(ABCD, { partnership: true }).ok({ type: 'play', card: 'M3.1' }, { type: 'draw' }, { type: 'play', card: 'P1.1', target: 'M3.1' });
    p.ok({ type: 'play', card: 'PC', target: 'M3.1' }); // Dee crowns her partner Cy's purple
    expect(ship(p, 'M3.1')).toMatchObject({ leader: 'Cy+Dee', leadBy: 'captain' });
  });

  it("L12: the admiral only on one's own (or partner's) merchant, attacked or not", () => {
    const t = new Script(ABC).ok({ type: 'play', card: 'M5.1' });
    expect(t.no({ type: 'play', card: 'AD', target: 'M5.1' })).toBe(
      "play: the admiral defends only your own merchant ships, and M5.1 is Ann's (L12)".replace('play: ', ''),
    );
    const p = new Script(ABCD, { partnership: true }).ok({ type: 'play', card: 'M3.1' }, { type: 'play', card: 'AD', target: 'M3.1' });
    expect(ship(p, 'M3.1')).toMatchObject({ leader: 'Ann+Bob', leadBy: 'admiral' });
    expect(p.s.atSea[0]!.admiral).toBe('Bob');
  });

  it('L13: the last captain or admiral leads; else strictly most skulls; a tie leads nobody; an unattacked ship its owner', () => {
    const t = new Script(ABC).ok({ type: 'play', card: 'M5.2' });
    expect(ship(t, 'M5.2')).toMatchObject({ leader: 'Ann', leadBy: 'unattacked' });
    t.ok({ type: 'play', card: 'B4.1', target: 'M5.2' }, { type: 'play', card: 'G4.2', target: 'M5.2' });
    expect(ship(t, 'M5.2')).toMatchObject({ leader: null, leadBy: 'tie' });
    t.ok({ type: 'play', card: 'AD', target: 'M5.2' });
    expect(ship(t, 'M5.2')).toMatchObject({ leader: 'Ann', leadBy: 'admiral' });
    t.ok({ type: 'play', card: 'BC', target: 'M5.2' });
    expect(ship(t, 'M5.2')).toMatchObject({ leader: 'Bob', leadBy: 'captain' });
    t.ok({ type: 'play', card: 'G2.1', target: 'M5.2' }); // more skulls do not beat a captain
    expect(ship(t, 'M5.2')).toMatchObject({ leader: 'Bob', leadBy: 'captain' });
  });

  it('L14: the lead is checked only at the start of the side’s turn: a lead lost in between captures nothing', () => {
    const t = new Script(ABC).ok(
      { type: 'play', card: 'M6.1' },
      { type: 'play', card: 'B2.1', target: 'M6.1' },
      { type: 'play', card: 'G3.1', target: 'M6.1' },
    );
    t.ok({ type: 'draw' }); // Ann
    expect(t.v).toMatchObject({ current: 'Bob', lastCaptures: [] });
    t.ok({ type: 'draw' });
    expect(t.v).toMatchObject({ current: 'Cy', lastCaptures: [{ merchant: 'M6.1', gold: 6, side: 'Cy' }] });
  });

  it('L15: at the start of a turn every ship the side leads is captured, its own unattacked ship of last turn included; cards on them go to the discard pile', () => {
    const t = new Script(['Ann', 'Bob']).ok({ type: 'play', card: 'M2.1' }, { type: 'play', card: 'M3.1' }, { type: 'play', card: 'B1.1', target: 'M3.1' });
    t.ok({ type: 'play', card: 'G2.1', target: 'M3.1' }, { type: 'play', card: 'B2.1', target: 'M3.1' }); // Bob green 2, Ann blue 3
    expect(t.v.lastCaptures).toEqual([]); // at Bob's turn: Ann leads M3.1, tie? no: Bob's turn, Ann leads
    t.ok({ type: 'draw' }); // Bob
    // Ann's turn: she leads M3.1 (3 to 2); M2.1 was captured at her second turn already.
    expect(t.v).toMatchObject({ lastCaptures: [{ merchant: 'M3.1', gold: 3, side: 'Ann' }], captured: { Ann: ['M2.1', 'M3.1'], Bob: [] } });
    expect(t.v).toMatchObject({ discard: { cards: 3, merchants: [], merchantGold: 0 }, atSea: [] });
    // Two ships led at once are both taken (partners attacked one each).
    const u = new Script(ABCD, { partnership: true }).ok({ type: 'play', card: 'M2.1' }, { type: 'play', card: 'M3.2' });
    u.ok({ type: 'play', card: 'B1.1', target: 'M2.1' }, { type: 'play', card: 'G1.1', target: 'M3.2' }, { type: 'draw' }, { type: 'draw' });
    expect(u.v).toMatchObject({
      current: 'Cy',
      lastCaptures: [
        { merchant: 'M2.1', side: 'Cy+Dee' },
        { merchant: 'M3.2', side: 'Cy+Dee' },
      ],
    });
    expect(u.s.discard.cards).toBe(2);
    const w = new Script(ABC).ok({ type: 'play', card: 'M2.1' }, { type: 'play', card: 'M4.1' }, { type: 'play', card: 'B1.1', target: 'M2.1' });
    w.ok({ type: 'play', card: 'G1.1', target: 'M4.1' }); // Ann: green on Bob's ship
    w.ok({ type: 'draw' }, { type: 'draw' }); // Bob, Cy → Ann's turn: leads M4.1 (green 1), not M2.1 (Cy leads)
    expect(w.v.lastCaptures).toEqual([{ merchant: 'M4.1', gold: 4, side: 'Ann' }]);
  });

  it('L16: in partnership, a player whose partner took the turn just before does not check; the first turn checks', () => {
    const t = new Script(ABCD, { partnership: true }).ok({ type: 'play', card: 'M4.1' }); // Ann
    // Bob (partner after partner) does not capture the team's unattacked ship; Ann does, at her next turn.
    expect(t.v).toMatchObject({ current: 'Bob', lastCaptures: [] });
    t.ok({ type: 'draw' }, { type: 'draw' }, { type: 'draw' });
    expect(t.v).toMatchObject({ current: 'Ann', lastCaptures: [{ merchant: 'M4.1', side: 'Ann+Bob' }] });
    // Bob's ship, played right after Ann: Cy, Dee do not lead it; Ann checks first and takes it.
    const u = new Script(ABCD, { partnership: true }).ok({ type: 'draw' }, { type: 'play', card: 'M5.1' }, { type: 'draw' }, { type: 'draw' });
    expect(u.v).toMatchObject({ current: 'Ann', lastCaptures: [{ merchant: 'M5.1', side: 'Ann+Bob' }] });
  });

  it('L17: captures are listed for the current turn and logged for the game', () => {
    const t = new Script(['Ann', 'Bob']).ok({ type: 'play', card: 'M7.1' }, { type: 'draw' });
    expect(t.v.lastCaptures).toEqual([{ merchant: 'M7.1', gold: 7, side: 'Ann' }]);
    t.ok({ type: 'draw' });
    expect(t.v.lastCaptures).toEqual([]);
    expect(t.v.captureLog).toEqual([{ turn: 3, player: 'Ann', side: 'Ann', merchant: 'M7.1', gold: 7 }]);
  });

  it('L18: a discard only with the pile empty, never a merchant, never a card with a legal play', () => {
    const t = new Script(['Ann', 'Bob']);
    expect(t.no({ type: 'discard', card: 'G1.1' })).toBe('Ann can draw; a card is discarded only when no other action is possible (L18)');
    t.draws(66);
    expect(t.s.drawPile).toBe(0);
    expect(t.no({ type: 'discard', card: 'M2.1' })).toMatch(/merchant ships are never discarded.*\(L18\)/);
    t.ok({ type: 'discard', card: 'G1.1' }); // nothing at sea: no pirate can be played
    t.ok({ type: 'play', card: 'M3.1' }); // Bob
    expect(t.no({ type: 'discard', card: 'Y1.1' })).toBe('discard: Y1.1 can be played on M3.1; a card is discarded only when it has no legal play (L18)');
    t.ok({ type: 'play', card: 'Y1.1', target: 'M3.1' }); // Ann
    expect(t.no({ type: 'discard', card: 'AD' })).toMatch(/AD can be played on M3\.1.*\(L18\)/); // Bob's own ship is at sea
    t.ok({ type: 'discard', card: 'PC' }); // Bob: no purple attack of his anywhere
    t.ok({ type: 'discard', card: 'AD' }); // Ann: no ship of hers at sea
    expect(t.s.discard.cards).toBe(4); // G1.1, PC, AD and Y1.1 from M3.1, which Ann captured at the start of her turn
  });

  it('L19: a draw from an empty pile is refused; the awaited options say play or discard', () => {
    const t = new Script(['Ann', 'Bob']).draws(66);
    expect(t.no({ type: 'draw' })).toMatch(/draw pile is empty.*\(L19\)/);
    expect(t.v.awaiting).toEqual({ type: 'action', player: 'Ann', options: ['play', 'discard'] });
  });

  it('L20: a player without cards while the pile has cards must draw', () => {
    const t = new Script(['Ann', 'Bob']);
    for (const id of ['M2.1', 'M2.2', 'M2.3', 'M2.4', 'M2.5', 'M3.1']) t.ok({ type: 'play', card: id }, { type: 'draw' });
    expect(t.v).toMatchObject({ current: 'Ann', hands: { Ann: 0 }, phase: 'turn', awaiting: { options: ['draw'] } });
    expect(t.no({ type: 'play', card: 'M3.2' })).toBe('play: Ann has no cards and must draw (L20)');
    t.ok({ type: 'draw' });
  });

  it('L21: the game ends at once when the pile is empty and a player has no cards, even on the draw of the last card; ships at sea score for nobody', () => {
    const t = new Script(['Ann', 'Bob']);
    // Ann plays whenever she can, Bob draws; stop when one draw is left with Ann empty-handed.
    t.bot({ drawers: ['Bob'], until: (s) => s.drawPile === 1 && s.hands.Ann === 0 && s.current === 'Bob' });
    if (t.s.drawPile === 1) {
      t.ok({ type: 'draw' });
      expect(t.v).toMatchObject({ current: null, drawPile: 0 });
      expect(t.v.phase).not.toBe('turn');
    }
    // A fixed script: Bob plays a ship, Ann attacks it with her last card as the pile runs out.
    const u = new Script(['Ann', 'Bob']).draws(64); // Ann 38, Bob 38, pile 2 → Ann's turn
    u.ok({ type: 'draw' }, { type: 'play', card: 'M8.1' }); // pile 1
    expect(u.v.phase).toBe('turn');
    u.ok({ type: 'draw' }); // Ann draws the last card: nobody is empty-handed, play goes on
    expect(u.v.phase).toBe('turn');
    // Ann and Bob play on until Ann holds nothing: the bot stops when the game ends.
    u.bot();
    expect(u.s.phase).not.toBe('turn');
    expect(u.s.atSea).toEqual([]);
    expect(u.s.players.some((p) => u.s.hands[p] === 0)).toBe(true);
    expect(cardCount(u.s)).toBe(78);
  });

  it('L21: what is still at sea at the end goes to the discard pile with every card on it', () => {
    const t = new Script(['Ann', 'Bob']).draws(65); // pile 1, Bob's turn; Ann 38, Bob 39
    t.ok({ type: 'play', card: 'M5.5' }); // Bob: ship at sea
    t.ok({ type: 'play', card: 'B2.1', target: 'M5.5' }); // Ann attacks
    // Play on: Bob draws the last card later; whoever runs out ends it. Force it quickly with the bot.
    t.bot({ until: (s) => s.phase !== 'turn' });
    expect(t.s.phase).not.toBe('turn');
    const v = t.v as { discard: { merchants: string[]; merchantGold: number } };
    expect(v.discard.merchantGold).toBe(v.discard.merchants.reduce((g, id) => g + goldOf(id), 0));
    expect(goldCount(t.s)).toBe(100);
  });

  it('L22: in partnership, with the pile empty, a player without cards sits out and is skipped', () => {
    const t = new Script(ABCD, { partnership: true }).draws(54); // pile 0; Ann's turn, each holds 19-20
    expect(t.s.drawPile).toBe(0);
    // Ann empties her hand by playing; then she sits out and turns go Bob → Cy → Dee → Bob.
    t.bot({ until: (s) => s.hands.Ann === 0 || s.phase !== 'turn' });
    if (t.s.phase === 'turn') {
      expect(t.v.sittingOut).toEqual(['Ann']);
      const seen: string[] = [];
      for (let i = 0; i < 6 && t.s.phase === 'turn'; i++) {
        seen.push(t.s.current!);
        t.ok(t.next()!);
      }
      expect(seen).not.toContain('Ann');
    }
  });

  it('L23: after the end each player still holding cards reports the merchants in hand; the books must close', () => {
    const keep = ['M8.1', 'M7.1'];
    const t = new Script(ABC).bot({ keep });
    expect(t.s.phase).toBe('handMerchants');
    const asked = (t.v.awaiting as { players: string[] }).players;
    expect(asked.length).toBeGreaterThan(0);
    const holder = asked[0]!;
    expect(t.no({ type: 'draw' })).toMatch(/reports the merchant ships.*\(L23\)/);
    const empty = t.s.players.find((p) => t.s.hands[p] === 0)!;
    expect(t.no({ type: 'handMerchants', player: empty, cards: [] })).toMatch(/holds no cards at the end and is not asked \(L23\)/);
    expect(t.no({ type: 'handMerchants', player: holder, cards: ['M2.1'] })).toMatch(/already been seen on the table/);
    expect(t.no({ type: 'handMerchants', player: holder, cards: ['B2.1'] })).toMatch(/not a merchant ship \(L23\)/);
    if (asked.length === 1) {
      expect(t.no({ type: 'handMerchants', player: holder, cards: ['M8.1'] })).toMatch(/M7\.1 is in nobody's report/);
      t.ok({ type: 'handMerchants', player: holder, cards: ['M8.1', 'M7.1'] });
    } else {
      const [a, b] = asked as [string, string];
      t.ok({ type: 'handMerchants', player: a, cards: ['M8.1'] });
      expect(t.no({ type: 'handMerchants', player: a, cards: [] })).toMatch(/already reported/);
      expect(t.no({ type: 'handMerchants', player: b, cards: ['M8.1'] })).toMatch(/reported by/);
      for (const p of asked.slice(1, -1)) t.ok({ type: 'handMerchants', player: p, cards: [] });
      expect(t.no({ type: 'handMerchants', player: asked.at(-1)!, cards: [] })).toMatch(/M7\.1 is in nobody's report/);
      t.ok({ type: 'handMerchants', player: asked.at(-1)!, cards: ['M7.1'] });
    }
    expect(t.v).toMatchObject({ phase: 'finished', awaiting: null });
    expect(t.no({ type: 'draw' })).toMatch(/game is over/);
    t.ok({ type: 'undo' });
    expect(t.s.phase).toBe('handMerchants');
  });

  it('L23: a report of more cards than the player holds is refused', () => {
    const t = new Script(ABC).bot({ keep: ['M8.1', 'M7.1'] });
    const p = (t.v.awaiting as { players: string[] }).players[0]!;
    const oneCard = { ...t.s, hands: { ...t.s.hands, [p]: 1 } };
    const r = loot.apply(oneCard, { type: 'handMerchants', player: p, cards: ['M8.1', 'M7.1'] });
    expect(r).toEqual({ ok: false, reason: `handMerchants: ${p} holds 1 card, not 2 (L23)` });
  });

  it('L24, L25: score is captured gold minus merchants in hand (may be negative); the best side wins, ties share', () => {
    const t = new Script(['Ann', 'Bob']).bot({ keep: ['M8.1'] });
    const asked = (t.v.awaiting as { players: string[] }).players;
    t.ok({ type: 'handMerchants', player: asked[0]!, cards: ['M8.1'] });
    for (const p of asked.slice(1)) t.ok({ type: 'handMerchants', player: p, cards: [] });
    const scores = t.v.scores as Record<string, { captured: number; inHand: number; score: number }>;
    expect(scores[asked[0]!]!.inHand).toBe(8);
    for (const [side, sc] of Object.entries(scores)) {
      expect(sc.score).toBe(sc.captured - sc.inHand);
      expect(sc.captured).toBe(t.s.captured[side]!.reduce((g, id) => g + goldOf(id), 0));
    }
    const best = Math.max(...Object.values(scores).map((x) => x.score));
    expect(t.s.winners.sort()).toEqual(
      Object.entries(scores)
        .filter(([, x]) => x.score === best)
        .map(([p]) => p)
        .sort(),
    );
    // A negative score: nothing captured, a merchant kept in hand.
    const u = new Script(['Ann', 'Bob']).draws(66);
    u.bot({ drawers: [], keep: ['M8.1'], until: (s) => s.phase !== 'turn' });
    const uAsked = (u.v.awaiting as { players: string[] } | null)?.players ?? [];
    if (uAsked.length > 0) {
      u.ok({ type: 'handMerchants', player: uAsked[0]!, cards: ['M8.1'] });
      for (const p of uAsked.slice(1)) u.ok({ type: 'handMerchants', player: p, cards: [] });
      const sc = (u.v.scores as Record<string, { score: number; captured: number }>)[uAsked[0]!]!;
      expect(sc.score).toBe(sc.captured - 8);
    }
  });

  it('L24: in partnership both partners’ hands count against the team', () => {
    const t = new Script(ABCD, { partnership: true }).bot({ keep: ['M8.1', 'M7.1'] });
    const asked = (t.v.awaiting as { players: string[] }).players;
    const left = unplayedMerchants(t.s); // the kept ones, unless the bot had to play one
    t.ok({ type: 'handMerchants', player: asked[0]!, cards: asked.length === 1 ? left : left.slice(0, 1) });
    for (const p of asked.slice(1, -1)) t.ok({ type: 'handMerchants', player: p, cards: [] });
    if (asked.length > 1) t.ok({ type: 'handMerchants', player: asked.at(-1)!, cards: left.slice(1) });
    const scores = t.v.scores as Record<string, { inHand: number; members: string[]; inHandBy: Record<string, number>; score: number; captured: number }>;
    const total = Object.values(scores).reduce((g, x) => g + x.inHand, 0);
    expect(total).toBe(left.reduce((g, id) => g + goldOf(id), 0));
    expect(total).toBeGreaterThan(0);
    for (const sc of Object.values(scores)) {
      expect(sc.members).toHaveLength(2);
      expect(sc.inHand).toBe(Object.values(sc.inHandBy).reduce((a, b) => a + b, 0));
      expect(sc.score).toBe(sc.captured - sc.inHand);
    }
    expect(t.s.winners.length % 2).toBe(0); // both members of each winning team
  });

  it('L26: 78 cards and 100 gold are accounted for at every step of a scripted game', () => {
    const t = new Script(ABC);
    for (let i = 0; i < 400 && t.s.phase === 'turn'; i++) {
      t.ok(t.next({ drawers: i % 3 === 0 ? ['Ann'] : [] })!);
      expect(cardCount(t.s)).toBe(78);
      expect(goldCount(t.s)).toBe(100);
    }
  });

  it('L27: default teams are seats 1–2, 3–4; given teams must be adjacent pairs and are named first+second clockwise', () => {
    expect(new Script(['A', 'B', 'C', 'D', 'E', 'F'], { partnership: true }).v.teams).toEqual({ 'A+B': ['A', 'B'], 'C+D': ['C', 'D'], 'E+F': ['E', 'F'] });
    const t = new Script(ABCD, {
      partnership: true,
      teams: [
        ['Ann', 'Dee'],
        ['Cy', 'Bob'],
      ],
    });
    expect(t.v.teams).toEqual({ 'Bob+Cy': ['Bob', 'Cy'], 'Dee+Ann': ['Dee', 'Ann'] });
    expect(
      startRefused(ABCD, {
        partnership: true,
        teams: [
          ['Ann', 'Cy'],
          ['Bob', 'Dee'],
        ],
      }),
    ).toMatch(/Ann and Cy do not sit side by side.*\(L27\)/);
    expect(
      startRefused(ABCD, {
        teams: [
          ['Ann', 'Bob'],
          ['Cy', 'Dee'],
        ],
      }),
    ).toMatch(/"teams" goes only with "partnership".*\(L27\)/);
    expect(startRefused(ABCD, { partnership: true, teams: [['Ann', 'Bob']] })).toMatch(/every player must be in a team/);
  });

  it('L28: the tablet sees the number of captured ships during play, their gold only at the end or with open scores', () => {
    const t = new Script(['Ann', 'Bob']).ok({ type: 'play', card: 'M7.1' }, { type: 'draw' });
    expect(tableView(t.s)).toMatchObject({ goldHidden: true, captured: { Ann: 1, Bob: 0 }, gold: null, scores: null });
    expect(JSON.stringify(tableView(t.s).captureLog)).not.toContain('M7.1');
    // This turn's captures say who took a ship, not which one or its gold (their sum is the score).
    expect(t.v.lastCaptures).toEqual([{ merchant: 'M7.1', gold: 7, side: 'Ann' }]);
    expect(tableView(t.s).lastCaptures).toEqual([{ side: 'Ann' }]);
    expect(t.v.gold).toEqual({ Ann: 7, Bob: 0 }); // replay is a record: everything
    const open = new Script(['Ann', 'Bob'], { openScores: true }).ok({ type: 'play', card: 'M7.1' }, { type: 'draw' });
    expect(tableView(open.s)).toMatchObject({ goldHidden: false, gold: { Ann: 7, Bob: 0 } });
    const ended = new Script(['Ann', 'Bob']).bot();
    expect(tableView(ended.s)).toMatchObject({ goldHidden: false });
    expect(tableView(ended.s).gold).not.toBeNull();
  });
});

describe('L28 through the per-viewer hook', () => {
  it('L28: the view sent to any tablet hides captured gold during play; a tap passes unchanged', () => {
    const t = new Script(['Ann', 'Bob']).ok({ type: 'play', card: 'M7.1' }, { type: 'draw' });
    const sent = lootPlayerView(t.s, 'spectator', { kind: 'view', view: t.v });
    expect(sent.kind === 'view' && sent.view).toMatchObject({ gold: null, scores: null, captured: { Ann: 1, Bob: 0 } });
    const tap = { kind: 'tap' as const, card: 'B2.1', player: 'Ann' };
    expect(lootPlayerView(t.s, 'host', tap)).toBe(tap);
  });
});
