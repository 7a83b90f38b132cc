// What a tablet's input says it was made on (issue 28 item 6), and a chain of inputs (two undos)
// sent one after another, each on the position the one before left.
import { describe, expect, it } from 'vitest';
import type { InputMsg, SessionState } from '#protocol';
import type { Reply } from './connection.ts';
import { inputMsg, inTurn } from './input-stamp.ts';

const shown = (position: number, awaiting: Record<string, unknown> | null) => ({ position, view: { game: 'g', awaiting } }) as unknown as SessionState;

describe('an input made on the state shown', () => {
  it('carries the position shown and the one player awaited', () => {
    const s = shown(7, { type: 'move', player: 'Ann', colour: 'gold' });
    expect(inputMsg(s, { type: 'move', from: 'a1', to: 'a2' })).toEqual({ type: 'input', input: { type: 'move', from: 'a1', to: 'a2' }, at: 7, seat: 'Ann' });
    // A screen that knows better says so (a pick made on an earlier position, the colour to move).
    expect(inputMsg(s, { type: 'move' }, { at: 6, seat: 'gold' })).toMatchObject({ at: 6, seat: 'gold' });
  });

  it('names no seat where the game awaits several players or none, nor for an undo', () => {
    expect(inputMsg(shown(3, { type: 'reveal', players: ['Ann', 'Bob'] }), { type: 'reveal' })).toEqual({ type: 'input', input: { type: 'reveal' }, at: 3 });
    expect(inputMsg(shown(3, null), { type: 'undo' })).toEqual({ type: 'input', input: { type: 'undo' }, at: 3 });
    expect(inputMsg(shown(3, { type: 'action', player: 'Ann' }), { type: 'undo' })).toEqual({ type: 'input', input: { type: 'undo' }, at: 3 });
    expect(inputMsg(null, { type: 'undo' })).toEqual({ type: 'input', input: { type: 'undo' } });
  });
});

describe('inputs in turn', () => {
  const recorder = (answers: Reply[]) => {
    const sent: InputMsg[] = [];
    const request = async (m: InputMsg): Promise<Reply> => {
      sent.push(m);
      return answers[sent.length - 1] ?? { ok: true };
    };
    return { sent, request };
  };

  it('sends each on the position the one before leaves (B29: a move and the answer)', async () => {
    const { sent, request } = recorder([]);
    const undo = { type: 'undo' };
    expect(await inTurn(request, shown(12, { type: 'move', player: 'Ann' }), [undo, undo])).toEqual({ ok: true });
    expect(sent).toEqual([
      { type: 'input', input: undo, at: 12 },
      { type: 'input', input: undo, at: 13 },
    ]);
  });

  it('sends the chain in one burst (the computer cannot answer in between); the first refusal is the answer', async () => {
    const refused = {
      ok: false as const,
      message: 'the board has changed since this was chosen: another move came first. Look at the board again; nothing changed',
    };
    const { sent, request } = recorder([refused]);
    expect(await inTurn(request, shown(12, null), [{ type: 'undo' }, { type: 'undo' }])).toEqual(refused);
    expect(sent).toHaveLength(2);
  });
});
