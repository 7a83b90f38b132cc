// What each message from a tablet does: one handler for every message type of the protocol
// (protocol/to-server.ts), in a table the compiler holds to them all (a new type without a
// handler does not compile). `hello`, `pair` and `watch` are any tablet's; the rest a host's.
import type { ClientMsg } from '#protocol';
import type { TablePairing } from '../pairing/table-pairing.ts';
import { fail, OK, type Result } from '../session/result.ts';
import type { TableSession } from '../session/table-session.ts';
import type { Client } from './hub-client.ts';
import type { Fanout } from './hub-fanout.ts';
import type { Guard } from './limits.ts';

/** What a handler may ask of the hub. */
export interface Hub {
  session: TableSession;
  pairing: TablePairing;
  guard: Guard;
  out: Fanout;
  /** Tells a connection the table for the first time, as host (`hostBy`) or spectator (null). */
  greet(c: Client, hostBy: string | null): void;
}

/** Each message of the protocol by its type. */
type MessageOf = { [M in ClientMsg as M['type']]: M };
export type Handler<M> = (c: Client, msg: M, hub: Hub) => Result | Promise<Result>;
/** A handler for every message type. */
export type Handlers = { [K in keyof MessageOf]: Handler<MessageOf[K]> };

/** A host's message: refused to a spectator. */
const host =
  <M extends ClientMsg>(h: (session: TableSession, msg: M, c: Client) => Result | Promise<Result>): Handler<M> =>
  (c, msg, hub) =>
    c.role === 'host' ? h(hub.session, msg, c) : fail(`spectators cannot send "${msg.type}": connect with the host token`);

export const HANDLERS: Handlers = {
  hello: async (c, msg, hub) => {
    const lockout = msg.token === undefined ? null : await hub.guard.tokenRefusal(c.req, msg.token);
    const { hostBy, refusal } = hub.pairing.standing(msg.token, lockout);
    // The first hello greets the tablet as what its key makes it: a key that makes no host
    // leaves it a spectator, told why (as a pairing, not an error: it was greeted all the same).
    if (!c.greeted) {
      hub.greet(c, hostBy);
      if (refusal) hub.out.send(c, refusal);
      return OK;
    }
    if (refusal) {
      hub.out.send(c, refusal);
      return fail(`hello: ${refusal.message}`);
    }
    c.hostBy = hostBy;
    c.role = hostBy === null ? 'spectator' : 'host';
    hub.out.snapshot(c);
    hub.out.tellHosts(c);
    return OK;
  },
  pair: (c, msg, hub) => hub.pairing.handle(c, msg),
  watch: (c, msg, hub) => {
    c.watch = { scale: msg.scale ?? c.watch.scale, rig: msg.rig ?? c.watch.rig };
    // Watching the rig: the counters as they stand now, not at the next heartbeat.
    if (msg.rig) hub.out.pushState(c);
    return OK;
  },
  input: host((session, msg, c) => session.input(msg.input, { at: msg.at, seat: msg.seat, by: c })),
  attributeTap: host((session, msg) => session.reader.attributeTap(msg.player)),
  enrol: host((session, msg) => session.reader.enrol(msg)),
  sim: host((session, msg) => session.sim(msg)),
  newGame: host((session, msg) => session.games.newGame(msg.start, msg.computer)),
  resume: host((session, msg) => session.games.resume(msg.id)),
  deleteSaved: host((session, msg) => session.games.delete(msg.id)),
  weigh: host((session, msg) => session.scales.weigh(msg)),
  count: host((session, msg) => session.scales.count(msg)),
  computer: host((session, msg) => session.seatComputer(msg)),
  firstGame: host((session, msg) => session.firstGames.handle(msg)),
  lesson: host((session, msg, c) => session.lessons.tell(c, msg)),
};

/** Does `msg` (read and checked: hub-read.ts) by its type's handler. */
export function handle<K extends keyof MessageOf>(c: Client, type: K, msg: MessageOf[K], hub: Hub): Result | Promise<Result> {
  return HANDLERS[type](c, msg, hub);
}
