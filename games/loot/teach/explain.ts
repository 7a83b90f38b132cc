// Loot's prompts explained for the player asked: what is happening, what each action does for
// them, and the rulings behind it (docs/rules/loot.md).
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { andList, count, whoWins } from '../../core/words.ts';
import { type LootView, sideOf } from './view.ts';

function sea(v: LootView, side: string): string {
  if (v.atSea.length === 0) return 'No merchant ship is at sea.';
  const led = v.atSea.filter((m) => m.leader === side).length;
  return `${count(v.atSea.length, 'merchant ship')} at sea, ${led === 0 ? 'none' : led} of them led by ${side}.`;
}

function action(v: LootView, player: string, options: string[]): Explanation {
  const side = sideOf(v, player);
  const teamed = side !== player;
  const team = teamed ? ` (team ${side})` : '';
  const choices: TeachChoice[] = [];
  if (options.includes('draw'))
    choices.push(
      v.hands[player] === 0
        ? { choice: 'Draw a card', does: 'your hand is empty, so you must draw while the pile lasts.', rule: 'L20' }
        : { choice: 'Draw a card', does: `takes the top card of the pile (${v.drawPile} left) into your hand.`, rule: 'L7' },
    );
  if (options.includes('play')) {
    choices.push({
      choice: 'Send a merchant ship to sea',
      does: `puts it in front of you. At the start of your next turn you capture it and its gold if nobody has attacked it, or if ${teamed ? 'your team then leads' : 'you then lead'} its battle; while two attackers are tied on it, nobody captures it.`,
      rule: 'L15',
    });
    if (v.atSea.length > 0)
      choices.push({
        choice: 'Attack with a pirate ship',
        does: `puts it on a merchant at sea: your first ship there may be any colour ${teamed ? 'no other team uses' : 'nobody else uses'} there, your later ones must match it. The colour with the most skulls leads.`,
        rule: 'L10',
      });
    if (v.atSea.some((m) => m.attacks.some((x) => x.side === side)))
      choices.push({
        choice: 'Play a pirate captain',
        does: `on a merchant ${teamed ? 'your team attacks' : 'you attack'} in the captain’s colour: it beats any number of skulls.`,
        rule: 'L11',
      });
    if (v.atSea.some((m) => m.side === side))
      choices.push({
        choice: 'Play the admiral',
        does: 'on your own merchant at sea: it beats any number of skulls, until a captain is played after it.',
        rule: 'L12',
      });
  }
  if (options.includes('discard'))
    choices.push({ choice: 'Discard a card', does: 'only a card that has no legal play now; merchants are never discarded.', rule: 'L18' });
  const out = v.teams ? 'both hands of a team run out' : 'a hand runs out';
  const empty = v.drawPile === 0 ? ` The draw pile is empty: no more draws, and the game ends as soon as ${out}.` : '';
  return {
    now: `Turn ${v.turn}: ${player}'s turn${team}, one action. ${sea(v, side)}${empty}`,
    asked: [player],
    choices,
    rules: ['L7', 'L13', 'L15', ...(v.drawPile === 0 ? ['L19', 'L21'] : [])],
  };
}

export function explain(v: LootView, a: Awaiting | null): Explanation | null {
  if (!a) {
    return {
      now: `The game is over: ${whoWins(v.winners)}. Each ${v.teams ? 'team' : 'player'} scores the gold captured less the gold of the merchants still in ${v.teams ? 'its hands' : 'hand'}.`,
      asked: [],
      choices: [],
      rules: ['L24', 'L25'],
    };
  }
  if (a.type === 'action') return action(v, a.player as string, a.options as string[]);
  if (a.type === 'handMerchants') {
    const asked = a.players as string[];
    return {
      now: `The game is over: ships still at sea score for nobody. Still to report the merchant ships in their hands: ${andList(asked)}.`,
      asked,
      choices: [
        { choice: 'Tap each merchant ship in your hand', does: `its gold counts against ${v.teams ? 'your team’s score' : 'your score'}.`, rule: 'L24' },
        { choice: 'None', does: 'says your hand holds no merchant ship.', rule: 'L23' },
      ],
      rules: ['L23', 'L24'],
    };
  }
  return null;
}
