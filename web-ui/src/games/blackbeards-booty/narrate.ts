// Blackbeard's Booty's news, to speak (cues/speech-lines.ts) and for the History panel: the move
// just made, e.g. "Silver moves c5 to d4", and in the history who made it and what it scored.
import type { SessionState } from '#protocol';
import { stepWords } from '../../parts/step-words.ts';
import type { HistoryStep, ToldStep } from '../types.ts';

type Move = { by?: unknown; from?: unknown; to?: unknown; capture?: unknown; kind?: unknown; leap?: unknown } | null | undefined;
type View = { lastMove?: Move; players?: Record<string, string>; scores?: Record<string, number>; first?: unknown; passes?: number; passed?: unknown };
const lastMove = (v: View | null): Move => v?.lastMove;
const cap = (s: string): string => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** "Silver moves c5 to d4." of the move that led to `after` (none: the same last move as before). */
function moveWords(before: View | null, after: View): string | null {
  const m = lastMove(after);
  if (!m || typeof m.by !== 'string' || JSON.stringify(m) === JSON.stringify(lastMove(before))) return null;
  return `${cap(m.by)} ${m.capture ? 'captures' : 'moves'} ${m.from} to ${m.to}.`;
}

export function narrate(prev: SessionState, next: SessionState): string[] {
  const words = moveWords(prev.view as View, next.view as View);
  return words ? [words] : [];
}

const KIND: Record<string, string> = { stack: ' (a stack)', opponentCoin: " (the other pirate's coin)" };

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = before as View | null;
  const a = after as View;
  const who = (colour: unknown) => (typeof colour === 'string' ? `${cap(colour)}${a.players?.[colour] ? ` (${a.players[colour]})` : ''}` : 'A pirate');
  const lines: string[] = [];
  if (input.type === 'first' && typeof a.first === 'string') lines.push(`${who(a.first)} moves first.`);
  const m = lastMove(a);
  const moved = moveWords(b, a);
  if (moved && m) {
    const kind = KIND[String(m.kind)] ?? '';
    const score = a.scores ? ` Gold ${a.scores.gold ?? 0}, silver ${a.scores.silver ?? 0}.` : '';
    lines.push(`${who(m.by)} ${m.capture ? 'captures' : 'moves'} ${m.from} to ${m.to}${kind}${m.leap ? ', leaping' : ''}.${score}`);
  }
  // B23: a pirate without a move passes; the board does not turn.
  if ((a.passes ?? 0) > (b?.passes ?? 0) && a.passed) lines.push(`${who(a.passed)} has no move and passes (B23).`);
  if (lines.length === 0) lines.push(stepWords(input));
  return { part: '', lines };
}
