// Blackbeard's Booty's news, to speak (cues/speech-lines.ts) and for the History panel: the move
// just made, e.g. "Silver moves c5 to d4", and in the history who made it and what it scored.
import type { SessionState } from '#protocol';
import type { CoinColour as Colour } from '#games';
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { type BootyView, isBootyView } from './model.ts';

const lastMove = (v: BootyView | null) => v?.lastMove ?? null;
const asBooty = (v: unknown): BootyView | null => (isBootyView(v) ? v : null);
const cap = (s: string): string => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** "Silver moves c5 to d4." of the move that led to `after` (none: the same last move as before). */
function moveWords(before: BootyView | null, after: BootyView): string | null {
  const m = lastMove(after);
  if (!m || JSON.stringify(m) === JSON.stringify(lastMove(before))) return null;
  return `${cap(m.by)} ${m.capture ? 'captures' : 'moves'} ${m.from} to ${m.to}.`;
}

export function narrate(prev: SessionState, next: SessionState): string[] {
  const after = asBooty(next.view);
  const words = after && moveWords(asBooty(prev.view), after);
  return words ? [words] : [];
}

const KIND: Record<string, string> = { stack: ' (a stack)', opponentCoin: " (the other pirate's coin)" };

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = asBooty(before);
  const a = asBooty(after);
  if (!a) return { part: '', lines: [stepWords(input)] };
  const who = (colour: Colour) => `${cap(colour)} (${a.players[colour]})`;
  const lines: string[] = [];
  if (input.type === 'first' && a.first) lines.push(`${who(a.first)} moves first.`);
  const m = lastMove(a);
  const moved = moveWords(b, a);
  if (moved && m) {
    const kind = KIND[m.kind] ?? '';
    const score = ` Gold ${a.scores.gold}, silver ${a.scores.silver}.`;
    lines.push(`${who(m.by)} ${m.capture ? 'captures' : 'moves'} ${m.from} to ${m.to}${kind}${m.leap ? ', leaping' : ''}.${score}`);
  }
  // B23: a pirate without a move passes; the board does not turn.
  if (a.passes > (b?.passes ?? 0) && a.passed) lines.push(`${who(a.passed)} has no move and passes (B23).`);
  if (lines.length === 0) lines.push(stepWords(input));
  return { part: '', lines };
}
