// The WebSocket hub at /ws: a snapshot once a connection is greeted (by its first message, `hello`
// with its host key, which never travels in the address), `state` on every change, live `scale`
// coalesced to SCALE_HZ, `tap` events; control messages validated, authorised and rate-limited.
// A tablet gets `scale` only while it watches the scale, and a state for a rig's heartbeat (only its count of good
// lines moved) only while it watches the rig or when anything else it is shown moved with it (`watch` says which).
// A slow client never holds up the others: while its socket buffer is full it is skipped and
// later gets only the latest state (latest wins).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type {} from '@fastify/websocket';
import { TokenQuery, type ClientMsg, type Role, type ServerMsg, type TapMsg } from '#protocol';
import { control, isHello, readMessage } from './hub-messages.ts';
import type { HubTablet, TablePairing } from '../pairing/table-pairing.ts';
import { TRY_AGAIN_LATER } from '../connection-cap.ts';
import type { Result, TableSession } from '../session/table-session.ts';
import { TokenBucket } from '../session/rate-limit.ts';
import { hostsShownTo, pairingShownTo, tapShownTo } from '../session/viewer-filter.ts';
import type { Guard } from './limits.ts';
import { ScalePacer } from './scale-pacer.ts';
import { StateTexts } from './state-texts.ts';

export interface HubOptions {
  session: TableSession;
  /** Who is host: the token or a kept pairing, and how a tablet becomes one (pairing/). */
  pairing: TablePairing;
  /** The limits per client address, over all its connections (limits.ts). */
  guard: Guard;
}

/** Bytes queued on a socket beyond which it counts as slow and is skipped. */
const SLOW_BYTES = 256 * 1024;
const BURST = 40;
const PER_SECOND = 20;

/**
 * How long the table waits for a connection's `hello` (its host key, if any) before it greets it
 * as a spectator. The key comes in that first message, never in the address: browsers print a
 * failed WebSocket's address in their console, and proxies and histories keep addresses.
 */
export const HELLO_MS = 1000;
/** WebSocket close code 1008 (policy violation): a host key in the address. */
const KEY_IN_ADDRESS = 1008;

interface Client extends HubTablet {
  socket: WebSocket;
  /** Sent its snapshot (after its hello, or HELLO_MS without one): it hears the table from then on. */
  greeted: boolean;
  /** Messages taken before the greeting, in turn (the first decides who the tablet is). */
  before: Promise<void>;
  queued: number;
  helloTimer: NodeJS.Timeout | null;
  /** The upgrade request: the client's address, for the limits per address. */
  req: FastifyRequest;
  role: Role;
  bucket: TokenBucket;
  /** A state change was skipped while the client was slow: send the latest when it catches up. */
  stale: boolean;
  /** What it shows beyond the state (WatchMsg): live scale readings, the rig's counters. */
  watch: { scale: boolean; rig: boolean };
  /** The last state it was sent, less its version and the rig's counters (`quietFor`). */
  shown: string;
}

export const hubPlugin: FastifyPluginAsync<HubOptions> = async (app: FastifyInstance, { session, pairing, guard }) => {
  const clients = new Set<Client>();
  const texts = new StateTexts(session);
  const stateFor = (role: Role): string => texts.state(role);
  const quietFor = (role: Role): string => texts.quiet(role);
  const send = (c: Client, msg: ServerMsg): void => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(msg));
  };
  const slow = (c: Client): boolean => c.socket.bufferedAmount > SLOW_BYTES;
  const pushState = (c: Client): void => {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (slow(c)) {
      c.stale = true;
      return;
    }
    c.stale = false;
    c.shown = quietFor(c.role);
    c.socket.send(stateFor(c.role));
  };
  const snapshot = (c: Client): void => {
    c.shown = quietFor(c.role);
    send(c, { type: 'snapshot', ...session.state(c.role) });
  };
  const waiting = new Set<Client>();
  /** A connection is told the table for the first time, as host (`hostBy`) or spectator (null). */
  const greet = (c: Client, hostBy: string | null): void => {
    if (c.greeted) return;
    c.greeted = true;
    if (c.helloTimer) clearTimeout(c.helloTimer);
    c.helloTimer = null;
    waiting.delete(c);
    c.hostBy = hostBy;
    c.role = hostBy === null ? 'spectator' : 'host';
    clients.add(c);
    pairing.joined(c);
    app.log.info({ role: c.role, clients: clients.size, ip: c.ip }, 'tablet connected');
    snapshot(c);
    tellHosts(c);
  };
  // Each host tablet is told how many others are in charge too, whenever that number changes: a
  // second host tablet is never a silent one (what it taps changes the game for both).
  let hostsTold = 0;
  const tellHosts = (joined?: Client): void => {
    const hosts = [...clients].filter((c) => c.role === 'host');
    const changed = hosts.length !== hostsTold;
    hostsTold = hosts.length;
    for (const c of hosts) {
      const shown = changed || c === joined ? hostsShownTo(c.role, hosts.length) : null;
      if (shown) send(c, shown);
    }
  };

  // Live scale, paced to SCALE_HZ (scale-pacer.ts), to the tablets that watch it.
  const pacer = new ScalePacer(() => {
    const reading = session.scale.take();
    const text = reading ? JSON.stringify({ type: 'scale', t: session.now(), ...reading, ...session.scales.live() }) : null;
    for (const c of clients) {
      if (c.stale) pushState(c);
      if (text && c.watch.scale && !slow(c) && c.socket.readyState === c.socket.OPEN) c.socket.send(text);
    }
  });
  const onSample = (): void => pacer.sample();
  // Catch-up for slow clients even when the scale is quiet.
  const catchUp = setInterval(() => {
    for (const c of clients) if (c.stale) pushState(c);
  }, 250);
  const onChange = (): void => {
    for (const c of clients) pushState(c);
  };
  // A heartbeat: the counters ride with the next state, but to a tablet that watches the rig or is shown more that moved.
  const onCounters = (): void => {
    texts.dropCounters();
    for (const c of clients) if (c.watch.rig || c.stale || c.shown !== quietFor(c.role)) pushState(c);
  };
  // A tap passes the table's filter by viewer like the state does (session/viewer-filter.ts): a hidden card never leaves the server.
  const onTap = (msg: TapMsg): void => {
    const text: Partial<Record<Role, string | null>> = {};
    for (const c of clients) {
      if (c.socket.readyState !== c.socket.OPEN) continue;
      if (!(c.role in text)) {
        const shown = tapShownTo(session.current, c.role, msg);
        text[c.role] = shown ? JSON.stringify(shown) : null;
      }
      const t = text[c.role];
      if (!t) continue;
      // A tablet held back from the state (its socket was full) gets it first: a tap read against
      // the turn before it would pick the card into a prompt that is about to go (seen in e2e under load).
      if (c.stale) {
        c.stale = false;
        c.socket.send(stateFor(c.role));
      }
      c.socket.send(t);
    }
  };
  // A new position's view is worked out as it is taken only for the kinds of tablet connected.
  session.viewers = () => [...new Set([...clients].map((c) => c.role))];
  session.on('change', onChange);
  session.on('counters', onCounters);
  session.on('sample', onSample);
  session.on('tap', onTap);
  app.addHook('onClose', async () => {
    session.off('change', onChange);
    session.off('counters', onCounters);
    session.off('sample', onSample);
    session.off('tap', onTap);
    clearInterval(catchUp);
    pacer.stop();
    for (const c of [...clients, ...waiting]) c.socket.close(1001, 'server shutting down');
    for (const c of waiting) if (c.helloTimer) clearTimeout(c.helloTimer);
  });

  const handle = async (c: Client, msg: ClientMsg): Promise<Result> => {
    if (msg.type === 'hello') {
      const lockout = msg.token === undefined ? null : await guard.tokenRefusal(c.req, msg.token);
      const { hostBy, refusal } = pairing.standing(msg.token, lockout);
      // The first hello greets the tablet as what its key makes it: a key that makes no host
      // leaves it a spectator, told why (as a pairing, not an error: it was greeted all the same).
      if (!c.greeted) {
        greet(c, hostBy);
        if (refusal) send(c, refusal);
        return { ok: true };
      }
      if (refusal) {
        send(c, refusal);
        return { ok: false, reason: `hello: ${refusal.message}` };
      }
      c.hostBy = hostBy;
      c.role = hostBy === null ? 'spectator' : 'host';
      snapshot(c);
      tellHosts(c);
      return { ok: true };
    }
    if (msg.type === 'pair') return pairing.handle(c, msg);
    if (msg.type === 'watch') {
      c.watch = { scale: msg.scale ?? c.watch.scale, rig: msg.rig ?? c.watch.rig };
      // Watching the rig: the counters as they stand now, not at the next heartbeat.
      if (msg.rig) pushState(c);
      return { ok: true };
    }
    if (c.role !== 'host') return { ok: false, reason: `spectators cannot send "${msg.type}": connect with the host token` };
    return control(session, msg, c);
  };

  const onMessage = async (c: Client, data: Buffer, isBinary: boolean): Promise<void> => {
    // Every message costs a token, even a bad one (of the connection's bucket and of its address's
    // over all its connections); the refusal names its ref when it has one.
    const flood = c.bucket.take() ? await guard.messageRefusal(c.req) : `too many messages: slow down (at most ${PER_SECOND} a second)`;
    const read = readMessage(data, isBinary, flood);
    const { ref } = read;
    const error = (message: string): void => send(c, ref === undefined ? { type: 'error', message } : { type: 'error', message, ref });
    if ('problem' in read) return error(read.problem);
    const { msg } = read;
    let r: Result;
    try {
      r = await handle(c, msg);
    } catch (e) {
      // What went wrong stays in the table's log: an exception's words may name the machine's files.
      app.log.error({ err: e }, 'message handler failed');
      r = { ok: false, reason: 'The table could not do that: something went wrong on its computer (its log says what). Try again.' };
    }
    if (msg.type === 'input') app.log.info({ input: msg.input, ok: r.ok, ...(r.ok ? {} : { reason: r.reason }) }, 'table input');
    if (!r.ok) return error(r.reason);
    if (ref !== undefined) send(c, { type: 'ack', ref });
  };

  /** A message before the greeting: any but a hello greets the tablet as a spectator first, and it is greeted after, whatever came of it. */
  const first = async (c: Client, data: Buffer, isBinary: boolean): Promise<void> => {
    if (!c.greeted && !isHello(data, isBinary)) greet(c, null);
    await onMessage(c, data, isBinary);
    greet(c, null);
  };

  app.get(
    '/ws',
    {
      websocket: true,
      // The upgrade's Host and Origin are checked with every request's (host-check.ts); a token in its
      // address is counted by the limits' and the connection closed with the reason.
      schema: { querystring: TokenQuery },
    },
    (socket, req) => {
      // Beyond the table's connections (connection-cap.ts): closed at once, saying why.
      if (req.connectionRefused) return socket.close(TRY_AGAIN_LATER, req.connectionRefused);
      if ((req.query as { token?: string }).token !== undefined)
        return socket.close(KEY_IN_ADDRESS, 'the host key goes in the first message (hello), never in the address');
      const c: Client = {
        socket,
        req,
        ip: req.ip,
        hostBy: null,
        role: 'spectator',
        greeted: false,
        before: Promise.resolve(),
        queued: 0,
        helloTimer: null,
        bucket: new TokenBucket(BURST, PER_SECOND),
        stale: false,
        watch: { scale: false, rig: false },
        shown: '',
        tell: (m) => {
          const shown = pairingShownTo(c.role, m);
          if (shown) send(c, shown);
        },
        becomeHost(by) {
          const role: Role = by === null ? 'spectator' : 'host';
          const changed = role !== c.role;
          c.hostBy = by;
          c.role = role;
          if (role !== 'host') session.lessons.left(c);
          if (changed) snapshot(c);
          tellHosts(c);
        },
      };
      waiting.add(c);
      c.helloTimer = setTimeout(() => greet(c, null), HELLO_MS);
      socket.on('message', (data, isBinary) => {
        const text = toBuffer(data);
        if (c.greeted && c.queued === 0) return void onMessage(c, text, isBinary);
        // Until the greeting (and the messages that came before it are taken), one at a time.
        c.queued++;
        c.before = c.before.then(() => first(c, text, isBinary)).finally(() => c.queued--);
      });
      socket.on('close', () => {
        if (c.helloTimer) clearTimeout(c.helloTimer);
        waiting.delete(c);
        if (!clients.delete(c)) return;
        pairing.left(c);
        session.lessons.left(c);
        tellHosts();
        app.log.info({ role: c.role, clients: clients.size }, 'tablet disconnected');
      });
      socket.on('error', (e) => app.log.warn({ err: e }, 'websocket error'));
    },
  );
};

const toBuffer = (data: Buffer | ArrayBuffer | Buffer[]): Buffer =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
