// Plunder! in the History panel, turn by turn: each action in the table's words (P7–P12), a card's
// result row by row as it was resolved (P16), a count that stood against the ledger.
import type { Effect } from '#games';
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { describeRow, effectRow, treasureWords } from './effect-rows.ts';
import { isPlunderView, type PlunderView } from './model.ts';

const holder = (name: unknown): string => (name === 'harbour' ? 'the harbour' : String(name));
const sentence = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

function words(input: Record<string, unknown>, before: PlunderView | null): string[] {
  const p = String(input.player ?? before?.current ?? '');
  switch (input.type) {
    case 'discardDraw':
      return [`${p} discards and draws.`];
    case 'steal':
      return [`${p} steals a ${String(input.colour)} treasure from ${holder(input.from)}.`];
    case 'recruit':
      return [`${p} recruits a crew member, paying ${treasureWords({ red: 0, blue: 0, green: 0, yellow: 0, purple: 0, ...(input.pay as object) })}.`];
    case 'play':
      return [`${p} plays a card${typeof input.card === 'string' ? ` (${input.card})` : ''}.`];
    case 'react':
      return [`${p} reacts with a card${typeof input.card === 'string' ? ` (${input.card})` : ''}.`];
    case 'pass':
      return [`${p} lets the card stand.`];
    case 'resolve': {
      const by = before?.pending?.player ?? p;
      const effects = Array.isArray(input.effects) ? (input.effects as Effect[]) : [];
      if (effects.length === 0) return [`${by}'s card does nothing.`];
      return effects.map((e) => sentence(`${by}'s card: ${describeRow(effectRow(e, by))}`));
    }
    case 'recount':
      return [`The count stands: ${p} holds ${'crew' in input ? `${String(input.crew)} crew` : `${String(input.count)} ${String(input.colour)}`}.`];
    default:
      return [stepWords(input)];
  }
}

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = isPlunderView(before) ? before : null;
  const turn = b?.turn ?? (isPlunderView(after) ? after.turn : null);
  return { part: turn === null ? '' : `Turn ${turn}`, lines: words(input, b) };
}
