// A tablet's input says what it was made on: the game position the tablet showed (`at`) and, where
// the tablet knows, the seat it is for (`seat`). Another tablet at the table may have moved in the
// meantime; the server then refuses the input ("the board has changed") instead of applying it to
// whoever is to move now (server/API.md, `input`).
import type { InputMsg, SessionState, TableInput } from '../../server/src/protocol.ts';
import type { Reply } from './connection.ts';

export interface Made {
  /** The position the input was made on (default: the one the tablet shows). */
  at?: number;
  /** The seat it is for (default: the one player the game awaits, as the tablet shows it). */
  seat?: string;
}

/** The one player the shown state awaits (its `awaiting.player`), if it names one. */
function awaitedPlayer(session: SessionState | null): string | undefined {
  const player = (session?.view.awaiting as { player?: unknown } | null | undefined)?.player;
  return typeof player === 'string' ? player : undefined;
}

/** The `input` message for `input` made on `shown`; an undo is the table's, for no seat. */
export function inputMsg(shown: SessionState | null, input: TableInput, made: Made = {}): InputMsg {
  const at = made.at ?? shown?.position;
  const seat = made.seat ?? (input.type === 'undo' ? undefined : awaitedPlayer(shown));
  return { type: 'input', input, ...(typeof at === 'number' ? { at } : {}), ...(seat === undefined ? {} : { seat }) };
}

/**
 * Sends `inputs` one after another (two undos: a move and the computer's answer, B29), the first
 * made on `shown`, each once the one before was taken, on the position that one left. A refusal
 * stops the chain: what follows was chosen for a board that did not come.
 */
export async function inTurn(request: (msg: InputMsg) => Promise<Reply>, shown: SessionState | null, inputs: readonly TableInput[]): Promise<Reply> {
  const at = shown?.position;
  for (const [i, input] of inputs.entries()) {
    // Past the first, the seat the tablet showed is no longer the one awaited: none is named.
    const r = await request(inputMsg(i === 0 ? shown : null, input, typeof at === 'number' ? { at: at + i } : {}));
    if (!r.ok) return r;
  }
  return { ok: true };
}
