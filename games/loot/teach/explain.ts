// Loot's prompts explained for the player asked: what is happening, what each action does for
// them, and the rulings behind it (docs/rules/loot.md).
import { phrase, phraseList } from '../../core/phrase.ts';
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { type LootView, sideOf } from './view.ts';

/** Whether a table plays in teams, as a message's select reads it. */
const yes = (b: unknown): string => (b ? 'yes' : 'no');

function sea(v: LootView, side: string): string {
  if (v.atSea.length === 0) return phrase('No merchant ship is at sea.');
  const led = v.atSea.filter((m) => m.leader === side).length;
  return phrase('{n, plural, one {# merchant ship} other {# merchant ships}} at sea, {led, plural, =0 {none} other {#}} of them led by {side}.', {
    n: v.atSea.length,
    led,
    side,
  });
}

function action(v: LootView, player: string, options: string[]): Explanation {
  const side = sideOf(v, player);
  const teamed = yes(side !== player);
  const choices: TeachChoice[] = [];
  if (options.includes('draw'))
    choices.push(
      v.hands[player] === 0
        ? { choice: phrase('Draw a card'), does: phrase('your hand is empty, so you must draw while the pile lasts.'), rule: 'L20' }
        : { choice: phrase('Draw a card'), does: phrase('takes the top card of the pile ({left} left) into your hand.', { left: v.drawPile }), rule: 'L7' },
    );
  if (options.includes('play')) {
    choices.push({
      choice: phrase('Send a merchant ship to sea'),
      does: phrase(
        'puts it in front of you. At the start of your next turn you capture it and its gold if nobody has attacked it, or if {teamed, select, yes {your team then leads} other {you then lead}} its battle; while two attackers are tied on it, nobody captures it.',
        { teamed },
      ),
      rule: 'L15',
    });
    if (v.atSea.length > 0)
      choices.push({
        choice: phrase('Attack with a pirate ship'),
        does: phrase(
          'puts it on a merchant at sea: your first ship there may be any colour {teamed, select, yes {no other team uses} other {nobody else uses}} there, your later ones must match it. The colour with the most skulls leads.',
          { teamed },
        ),
        rule: 'L10',
      });
    if (v.atSea.some((m) => m.attacks.some((x) => x.side === side)))
      choices.push({
        choice: phrase('Play a pirate captain'),
        does: phrase('on a merchant {teamed, select, yes {your team attacks} other {you attack}} in the captain’s colour: it beats any number of skulls.', {
          teamed,
        }),
        rule: 'L11',
      });
    if (v.atSea.some((m) => m.side === side))
      choices.push({
        choice: phrase('Play the admiral'),
        does: phrase('on your own merchant at sea: it beats any number of skulls, until a captain is played after it.'),
        rule: 'L12',
      });
  }
  if (options.includes('discard'))
    choices.push({
      choice: phrase('Discard a card'),
      does: phrase('only a card that has no legal play now; merchants are never discarded.'),
      rule: 'L18',
    });
  const teams = yes(v.teams);
  const empty =
    v.drawPile === 0
      ? phrase(
          ' The draw pile is empty: no more draws, and the game ends as soon as {teams, select, yes {both hands of a team run out} other {a hand runs out}}.',
          {
            teams,
          },
        )
      : '';
  return {
    now: phrase("Turn {turn}: {player}'s turn{teamed, select, yes { (team {side})} other {}}, one action. {sea}{empty}", {
      turn: v.turn,
      player,
      teamed,
      side,
      sea: sea(v, side),
      empty,
    }),
    asked: [player],
    choices,
    rules: ['L7', 'L13', 'L15', ...(v.drawPile === 0 ? ['L19', 'L21'] : [])],
  };
}

export function explain(v: LootView, a: Awaiting | null): Explanation | null {
  if (!a) {
    return {
      now: phrase(
        'The game is over: {winners} {n, plural, one {wins} other {share the win}}. Each {teams, select, yes {team} other {player}} scores the gold captured less the gold of the merchants still in {teams, select, yes {its hands} other {hand}}.',
        { winners: phraseList(v.winners), n: Math.max(1, v.winners.length), teams: yes(v.teams) },
      ),
      asked: [],
      choices: [],
      rules: ['L24', 'L25'],
    };
  }
  if (a.type === 'action') return action(v, a.player as string, a.options as string[]);
  if (a.type === 'handMerchants') {
    const asked = a.players as string[];
    return {
      now: phrase('The game is over: ships still at sea score for nobody. Still to report the merchant ships in their hands: {asked}.', {
        asked: phraseList(asked),
      }),
      asked,
      choices: [
        {
          choice: phrase('Tap each merchant ship in your hand'),
          does: phrase('its gold counts against {teams, select, yes {your team’s score} other {your score}}.', { teams: yes(v.teams) }),
          rule: 'L24',
        },
        { choice: phrase('None'), does: phrase('says your hand holds no merchant ship.'), rule: 'L23' },
      ],
      rules: ['L23', 'L24'],
    };
  }
  return null;
}
