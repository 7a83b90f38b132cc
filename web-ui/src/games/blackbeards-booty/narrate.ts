// Blackbeard's Booty's news, to speak (cues/speech-lines.ts) and for the History panel: the move
// just made, e.g. "Silver moves c5 to d4", and in the history who made it and what it scored.
import type { SessionState } from '#protocol';
import type { CoinColour as Colour } from '#games';
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { type BootyView, ColourWord, isBootyView } from './model.ts';
import { type Msg, msg, t } from '../../i18n/i18n.ts';

const lastMove = (v: BootyView | null) => v?.lastMove ?? null;
const asBooty = (v: unknown): BootyView | null => (isBootyView(v) ? v : null);

/** "Silver moves c5 to d4." of the move that led to `after` (none: the same last move as before). */
function moveWords(before: BootyView | null, after: BootyView): string | null {
  const m = lastMove(after);
  if (!m || JSON.stringify(m) === JSON.stringify(lastMove(before))) return null;
  const values = { pirate: ColourWord(m.by), from: m.from, to: m.to };
  return m.capture ? t('{pirate} captures {from} to {to}.', values) : t('{pirate} moves {from} to {to}.', values);
}

export function narrate(prev: SessionState, next: SessionState): string[] {
  const after = asBooty(next.view);
  const words = after && moveWords(asBooty(prev.view), after);
  return words ? [words] : [];
}

const KIND: Record<string, Msg> = { stack: msg('a stack'), opponentCoin: msg("the other pirate's coin") };

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = asBooty(before);
  const a = asBooty(after);
  if (!a) return { part: '', lines: [stepWords(input)] };
  const who = (colour: Colour) => `${ColourWord(colour)} (${a.players[colour]})`;
  const lines: string[] = [];
  if (input.type === 'first' && a.first) lines.push(t('{pirate} moves first.', { pirate: who(a.first) }));
  const m = lastMove(a);
  const moved = moveWords(b, a);
  if (moved && m) {
    const kind = KIND[m.kind];
    const move = { pirate: who(m.by), from: m.from, to: m.to };
    const said = [
      m.capture ? t('{pirate} captures {from} to {to}', move) : t('{pirate} moves {from} to {to}', move),
      kind ? ` (${t(kind)})` : '',
      m.leap ? `, ${t('leaping')}` : '',
    ].join('');
    lines.push(`${said}. ${t('Gold {gold}, silver {silver}.', { gold: a.scores.gold, silver: a.scores.silver })}`);
  }
  // B23: a pirate without a move passes; the board does not turn.
  if (a.passes > (b?.passes ?? 0) && a.passed) lines.push(t('{pirate} has no move and passes (B23).', { pirate: who(a.passed) }));
  if (lines.length === 0) lines.push(stepWords(input));
  return { part: '', lines };
}
