// What the tablet shows of a Loot game: the engine's view as the server sends it (captured gold
// hidden during play unless the table opens scores, L28), and the choices a player has now.
import { addToBattle, sideInView, lootCard as card, LOOT_DECK as DECK, type LootAwaiting, type LootView, type ShipView } from '#games';
import { isObj, nums, strs, viewGuard } from '../view-check.ts';
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { list } from '../../i18n/format.ts';

export type { LootAwaiting, LootView, ShipView };

/** Why `v` is not a Loot view the screens can show, or null. */
export function viewProblem(v: Record<string, unknown>): string | null {
  if (typeof v.round !== 'number' || typeof v.turn !== 'number' || typeof v.drawPile !== 'number') return 'the view lacks its round, turn or draw pile';
  if (!strs(v.players) || !strs(v.sittingOut) || !strs(v.winners)) return "the view's lists of names are malformed";
  if (v.teams !== null && !isObj(v.teams)) return '"teams" is malformed';
  if (!nums(v.hands)) return '"hands" is malformed';
  if (!Array.isArray(v.atSea) || !v.atSea.every((m) => isObj(m) && typeof m.merchant === 'string' && Array.isArray(m.attacks)))
    return 'the ships at sea are malformed';
  if (!isObj(v.captured) || !isObj(v.handMerchants) || !Array.isArray(v.lastCaptures)) return 'the captures are malformed';
  if (!isObj(v.discard) || !strs(v.discard.merchants)) return '"discard" is malformed';
  if (!isObj(v.options)) return 'the view lacks the options';
  return null;
}

export const isLootView = viewGuard<LootView>('loot', viewProblem);

/** L8: the side a player belongs to. */
export const sideOf = sideInView;

export function sides(v: LootView): string[] {
  return v.teams ? Object.keys(v.teams) : v.players;
}

export function capturedCount(v: LootView, side: string): number {
  const c = v.captured[side];
  return typeof c === 'number' ? c : (c?.length ?? 0);
}

/** Every card id the table has seen (played, captured, discarded, reported): none comes back (L4). */
export function seenCards(v: LootView): Set<string> {
  const seen = new Set<string>(v.seen ?? []);
  for (const m of v.atSea) {
    seen.add(m.merchant);
    for (const a of m.attacks) {
      for (const c of a.cards) seen.add(c);
      if (a.captain) seen.add(a.captain);
    }
    if (m.admiral) seen.add('AD');
  }
  for (const ids of Object.values(v.captured)) if (Array.isArray(ids)) for (const id of ids) seen.add(id);
  for (const id of v.discard.merchants) seen.add(id);
  for (const ids of Object.values(v.handMerchants)) for (const id of ids) seen.add(id);
  return seen;
}

/** The cards a player may still hold: the deck less what is open on the table. */
export function pickableCards(v: LootView): string[] {
  const seen = seenCards(v);
  return DECK.filter((id) => !seen.has(id));
}

/** Merchants at sea where `player` may put `cardId` now (L10–L12); empty for a merchant. */
export function targetsFor(v: LootView, player: string, cardId: string): string[] {
  const c = card(cardId);
  if (!c || c.kind === 'merchant') return [];
  const side = sideOf(v, player);
  return v.atSea.filter((m) => !('ok' in addToBattle(m, c, side, player, player))).map((m) => m.merchant);
}

/** A card in the tablet's words: "Merchant ship, 5 gold (2nd)", "Blue pirate ship, 4 skulls (1st)". */
export function label(id: string): string {
  const c = card(id);
  if (!c) return id;
  switch (c.kind) {
    case 'merchant':
      return t('Merchant ship, {gold} gold ({copy, selectordinal, one {#st} two {#nd} few {#rd} other {#th}})', { gold: c.gold, copy: c.copy });
    case 'pirate':
      return t(
        '{colour, select, blue {Blue} green {Green} purple {Purple} other {Yellow}} pirate ship, {skulls, plural, one {# skull} other {# skulls}} ({copy, selectordinal, one {#st} two {#nd} few {#rd} other {#th}})',
        { colour: c.colour, skulls: c.skulls, copy: c.copy },
      );
    case 'captain':
      return t('{colour, select, blue {Blue} green {Green} purple {Purple} other {Yellow}} pirate captain', { colour: c.colour });
    case 'admiral':
      return t('Admiral');
  }
}

/** A fleet's colour in a sentence's words: "blue". */
export const colourWord = (colour: string): string =>
  t('{colour, select, blue {blue} green {green} purple {purple} yellow {yellow} other {{colour}}}', { colour });

/** Each fleet's colour (Okabe–Ito, colour-blind safe) and mark; merchants are gold coins, the admiral black. */
const FLEETS: Record<string, { name: string; words: Msg; colour: string; mark: string }> = {
  blue: { name: 'Blue', words: msg('Blue'), colour: '#0072B2', mark: '●' },
  green: { name: 'Green', words: msg('Green'), colour: '#009E73', mark: '▲' },
  purple: { name: 'Purple', words: msg('Purple'), colour: '#CC79A7', mark: '◆' },
  yellow: { name: 'Yellow', words: msg('Yellow'), colour: '#F0E442', mark: '■' },
  merchant: { name: 'Merchant', words: msg('Merchant'), colour: '#E69F00', mark: '⛀' },
  admiral: { name: 'Admiral', words: msg('Admiral'), colour: '#000000', mark: '★' },
};

export function fleetOf(id: string): { name: string; words: Msg; colour: string; mark: string } {
  const c = card(id);
  const key = !c ? 'admiral' : c.kind === 'pirate' || c.kind === 'captain' ? c.colour : c.kind;
  return FLEETS[key] as { name: string; words: Msg; colour: string; mark: string };
}

/** A card's fleet in the tablet's words: "Blue". */
export const fleetWord = (id: string): string => t(fleetOf(id).words);

/** A card in a few words: "Blue 3☠", "Blue captain", "Merchant 5 gold", "Admiral". */
export function shortWords(id: string): string {
  const c = card(id);
  if (!c) return id;
  const fleet = fleetWord(id);
  switch (c.kind) {
    case 'merchant':
      return `${fleet} ${t('{gold} gold', { gold: c.gold })}`;
    case 'pirate':
      return `${fleet} ${c.skulls}☠`;
    case 'captain':
      return `${fleet} ${t('captain')}`;
    case 'admiral':
      return t('Admiral');
  }
}
export const kindOf = (id: string) => card(id)?.kind ?? null;
export const colourOf = (id: string): string | null => {
  const c = card(id);
  return c && (c.kind === 'pirate' || c.kind === 'captain') ? c.colour : null;
};

/** Short words for a lead (L13). */
export function leadText(m: ShipView): string {
  switch (m.leadBy) {
    case 'unattacked':
      return t('{side} (unattacked)', { side: m.leader ?? '' });
    case 'tie':
      return t('nobody: tied');
    case 'captain':
      return t('{side} (captain)', { side: m.leader ?? '' });
    case 'admiral':
      return t('{side} (admiral)', { side: m.leader ?? '' });
    default:
      return t('{side} (skulls)', { side: m.leader ?? '' });
  }
}

/** L21 in the table's words: who ran out of cards with the pile empty, and the ships then at sea
 * (merchants are never discarded in play, L18, so the discarded merchants are those). */
export function endWords(v: LootView): { why: string; discarded: string } {
  const empty = v.players.filter((p) => (v.hands[p] ?? 0) === 0);
  const sides = v.teams
    ? Object.entries(v.teams)
        .filter(([, members]) => members.every((m) => empty.includes(m)))
        .map(([side]) => side)
    : empty;
  const ships = v.discard.merchants;
  const gold = (id: string) => (card(id)?.kind === 'merchant' ? ` (${t('{gold} gold', { gold: (card(id) as { gold: number }).gold })})` : '');
  return {
    why: sides.length
      ? t('The game is over (L21): the draw pile is empty and {count, plural, one {{sides} has} other {{sides} have}} no cards left.', {
          count: sides.length === 1 && !v.teams ? 1 : 2,
          sides: list(sides),
        })
      : t('The game is over (L21): the draw pile is empty and a side has no cards left.'),
    discarded: ships.length
      ? t(
          '{count, plural, one {The merchant ship still at sea was discarded with every card on it} other {The merchant ships still at sea were discarded with every card on them}}, scoring for nobody: {ships}.',
          { count: ships.length, ships: ships.map((id) => `${id}${gold(id)}`).join(', ') },
        )
      : t('No merchant ship was at sea: nothing was discarded.'),
  };
}
