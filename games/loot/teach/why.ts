// The steps of Loot that move the game in a way a newcomer would not expect, each in one line
// naming the rule that did it.
import { phrase } from '../../core/phrase.ts';
import type { Teaching, WhyLine } from '../../core/teach.ts';
import { kindOf, type LootView } from './view.ts';

/** A side in words: the player, or their team (`Ann's team`) in partnership play. */
const sideWords = (player: string, side: string): string => (side === player ? player : phrase("{player}'s team", { player }));

/** The captures at the start of this turn, told only at the game's first (how capturing works,
 * L15): later captures are routine, the capture news says them, and what decided a battle (a tie, a
 * captain or the admiral) has its line at the step that did it. */
function captured(before: LootView, after: LootView): WhyLine | null {
  const fresh = after.captureLog.slice(before.captureLog.length);
  const first = fresh[0];
  if (!first || before.captureLog.length > 0) return null;
  const who = first.player;
  const by = sideWords(who, first.side);
  const gone = before.atSea.filter((m) => !after.atSea.some((n) => n.merchant === m.merchant));
  if (gone.length === 1 && gone[0]?.leadBy === 'unattacked')
    return {
      text: phrase("Nobody attacked {owner}'s merchant ship since {who}'s last turn, so {by} captures it at the start of this turn (L15).", {
        owner: gone[0].owner,
        who,
        by,
      }),
      rules: ['L15'],
    };
  return {
    text: phrase(
      "{by} led {n, plural, one {# merchant ship} other {# merchant ships}} at the start of {who}'s turn, so {n, plural, one {it is} other {they are}} captured (L15).",
      { by, n: fresh.length, who },
    ),
    rules: ['L15', 'L13'],
  };
}

export const why: Teaching<LootView>['why'] = (before, input, after) => {
  if (!before) return null;
  if (before.phase === 'turn' && after.phase !== 'turn') {
    const teams = after.teams ? 'yes' : 'no';
    // The ships at sea when the game ended: those before the last action, and a merchant it sent out.
    const lost = before.atSea.length + (input.type === 'play' && kindOf(input.card) === 'merchant' ? 1 : 0);
    return lost > 0
      ? {
          text: phrase(
            "The pile is empty and {teams, select, yes {a team's hands ran out} other {a hand ran out}}: the game ends at once, and {lost, plural, one {the ship still at sea scores} other {the # ships still at sea score}} for nobody (L21).",
            { teams, lost },
          ),
          rules: ['L21'],
        }
      : {
          text: phrase("The pile is empty and {teams, select, yes {a team's hands ran out} other {a hand ran out}}: the game ends at once (L21).", { teams }),
          rules: ['L21'],
        };
  }
  const capture = captured(before, after);
  if (capture) return capture;
  const target = typeof input.target === 'string' ? after.atSea.find((m) => m.merchant === input.target) : undefined;
  const was = before.atSea.find((m) => m.merchant === input.target);
  if (target && was && target.leadBy === 'tie' && was.leadBy !== 'tie')
    return {
      text: phrase('Two colours now have the same skulls on {merchant}: nobody leads it, and it stays at sea (L13).', { merchant: target.merchant }),
      rules: ['L13'],
    };
  const kind = kindOf(input.card);
  if (target && was && (kind === 'captain' || kind === 'admiral') && target.leader !== was.leader)
    return {
      text: target.leader
        ? phrase('The last captain or admiral played wins the battle whatever the skulls: {leader} now leads {merchant} (L13).', {
            leader: target.leader,
            merchant: target.merchant,
          })
        : phrase('The last captain or admiral played wins the battle whatever the skulls: nobody now leads {merchant} (L13).', { merchant: target.merchant }),
      rules: ['L13'],
    };
  return null;
};
