// A tablet's input says what it was made on: the game position the tablet showed (`at`) and, where
// the tablet knows, the seat it is for (`seat`). Another tablet at the table may have moved in the
// meantime; the server then refuses the input ("the board has changed") instead of applying it to
// whoever is to move now (server/API.md, `input`).
import type { InputMsg, SessionState, TableInput } from '#protocol';
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
 * Sends `inputs` together (two undos: a move and the computer's answer, B29), the first made on
 * `shown`, each on the position the one before leaves. Sent in one burst, the server takes them one
 * after the other before the computer can answer in between (waiting for each answer left it time
 * to, and the second undo was then refused). The first refusal is the answer.
 */
export async function inTurn(request: (msg: InputMsg) => Promise<Reply>, shown: SessionState | null, inputs: readonly TableInput[]): Promise<Reply> {
  const at = shown?.position;
  // Past the first, the seat the tablet showed is no longer the one awaited: none is named.
  const replies = await Promise.all(inputs.map((input, i) => request(inputMsg(i === 0 ? shown : null, input, typeof at === 'number' ? { at: at + i } : {}))));
  return replies.find((r) => !r.ok) ?? { ok: true };
}
