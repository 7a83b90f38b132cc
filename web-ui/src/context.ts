// The connection and the tablet's role, shared by every screen. (The games the tablet knows reach
// the screens through game-loads.ts.)
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ClientMsg, TableInput } from '#protocol';
import type { HostLink, Reply } from './connection.ts';
import type { Made } from './input-stamp.ts';
import type { Cue } from './cues/sound.ts';

export interface Table {
  send(msg: ClientMsg): boolean;
  /** Sends and waits for the server's answer. */
  request(msg: ClientMsg): Promise<Reply>;
  /** Sends one table-script input (docs/table-script/<game>.md) to the engine, made on the position
   * the tablet shows (refused if the board has changed meanwhile: input-stamp.ts). */
  input(input: TableInput, made?: Made): boolean;
  /** Sends inputs in one burst, each on the position the one before leaves (input-stamp.ts `inTurn`). */
  inTurn(inputs: readonly TableInput[]): Promise<Reply>;
  isHost: boolean;
  /** This host tablet's one-time host link for another tablet, when it made one (`pair` `invite`). */
  hostLink: HostLink | null;
  /** Forgets the host link shown (withdrawn, or its time up). */
  dropHostLink(): void;
  /** Plays a sound cue, unless the table muted them (a game's own news, such as a capture). */
  cue(cue: Cue): void;
  /** Says `text` aloud after whatever is being said, when the table turned the voice on (a lesson). */
  say(text: string): void;
  /** The rig's link counters at each heartbeat until the returned function is called (the Device screen). */
  watchRig(): () => void;
}

export const TableContext = createContext<Table>({
  send: () => false,
  request: async () => ({ ok: false, message: 'not connected' }),
  input: () => false,
  inTurn: async () => ({ ok: false, message: 'not connected' }),
  isHost: false,
  hostLink: null,
  dropHostLink: () => {},
  cue: () => {},
  say: () => {},
  watchRig: () => () => {},
});
export const useTable = (): Table => useContext(TableContext);
