// Plunder! in the History panel, turn by turn: each action in the table's words (P7–P12), a card's
// result row by row as it was resolved (P16), a count that stood against the ledger.
import type { Effect } from '#games';
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { describeRow, effectRow, treasureWords } from './effect-rows.ts';
import { colourWord, isPlunderView, type PlunderView } from './model.ts';
import { t } from '../../i18n/i18n.ts';

const sentence = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

function words(input: Record<string, unknown>, before: PlunderView | null): string[] {
  const p = String(input.player ?? before?.current ?? '');
  switch (input.type) {
    case 'discardDraw':
      return [t('{player} discards and draws.', { player: p })];
    case 'steal':
      return [
        t('{player} steals a {colour} treasure from {other, select, harbour {the harbour} other {{other}}}.', {
          player: p,
          colour: colourWord(String(input.colour)),
          other: String(input.from),
        }),
      ];
    case 'recruit':
      return [
        t('{player} recruits a crew member, paying {treasures}.', {
          player: p,
          treasures: treasureWords({ red: 0, blue: 0, green: 0, yellow: 0, purple: 0, ...(input.pay as object) }),
        }),
      ];
    case 'play':
      return [
        typeof input.card === 'string' ? t('{player} plays a card ({card}).', { player: p, card: input.card }) : t('{player} plays a card.', { player: p }),
      ];
    case 'react':
      return [
        typeof input.card === 'string'
          ? t('{player} reacts with a card ({card}).', { player: p, card: input.card })
          : t('{player} reacts with a card.', { player: p }),
      ];
    case 'pass':
      return [t('{player} lets the card stand.', { player: p })];
    case 'resolve': {
      const by = before?.pending?.player ?? p;
      const effects = Array.isArray(input.effects) ? (input.effects as Effect[]) : [];
      if (effects.length === 0) return [t("{player}'s card does nothing.", { player: by })];
      return effects.map((e) => sentence(t("{player}'s card: {effect}", { player: by, effect: describeRow(effectRow(e, by)) })));
    }
    case 'recount':
      return [
        'crew' in input
          ? t('The count stands: {player} holds {count} crew.', { player: p, count: String(input.crew) })
          : t('The count stands: {player} holds {count} {colour}.', { player: p, count: String(input.count), colour: colourWord(String(input.colour)) }),
      ];
    default:
      return [stepWords(input)];
  }
}

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = isPlunderView(before) ? before : null;
  const turn = b?.turn ?? (isPlunderView(after) ? after.turn : null);
  return { part: turn === null ? '' : t('Turn {turn}', { turn }), lines: words(input, b) };
}
