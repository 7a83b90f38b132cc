// Which serial port is the rig's, for flashing: the ports whose USB ids are those of the boards a
// rig is built on. A Nano clone's USB chip (CH340, FT232) carries no id of its own, so any adapter
// of the same make looks the same: with more than one such port the choice is the user's.
import type { PortInfo } from '../transport/discover.ts';

/** The boards' USB ids (vendor:product) and what each is called. */
export const FLASH_BOARD_IDS: Record<string, string> = {
  '1a86:7523': 'a Nano clone (CH340)',
  '0403:6001': 'a Nano (FT232)',
  '2341:0043': 'an Arduino Uno',
  '2341:0001': 'an Arduino Uno',
};

export type PortChoice = { path: string; board: string } | { problem: string };

const idOf = (p: PortInfo): string => `${(p.vendorId ?? '').toLowerCase()}:${(p.productId ?? '').toLowerCase()}`;

/** The listed ports that may be the rig, each with what it looks like. */
export function boardPorts(ports: readonly PortInfo[]): { path: string; board: string }[] {
  return ports.flatMap((p) => {
    const board = FLASH_BOARD_IDS[idOf(p)];
    return board ? [{ path: p.path, board }] : [];
  });
}

/** The one port to flash among `ports`, or why none can be chosen. */
export function chooseBoardPort(ports: readonly PortInfo[]): PortChoice {
  const found = boardPorts(ports);
  if (found.length === 1) return found[0]!;
  if (found.length === 0)
    return {
      problem:
        'no board found: no serial port has the USB id of a Nano (CH340 or FT232) or an Uno. Plug the rig in (a USB cable that carries data, not only power), or give its port with --port PATH',
    };
  const list = found.map((f) => `${f.path} (${f.board})`).join(', ');
  return { problem: `more than one port may be the rig: ${list}. These boards carry no id of their own, so say which with --port PATH` };
}
