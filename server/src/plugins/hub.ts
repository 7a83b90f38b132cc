// The WebSocket hub at /ws: a snapshot once a connection is greeted (by its first message, `hello`
// with its host key, which never travels in the address), `state` on every change, live `scale`
// coalesced to SCALE_HZ, `tap` events; control messages validated, authorised and rate-limited.
// A tablet gets `scale` only while it watches the scale, and a state for a rig's heartbeat (only its count of good
// lines moved) only while it watches the rig or when anything else it is shown moved with it (`watch` says which).
// Its rooms: what a message is (hub-read.ts), what it does (hub-handlers.ts), what goes out
// (hub-fanout.ts) and how fast the scale does (scale-pacer.ts); here, the connections.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {} from '@fastify/websocket';
import { TokenQuery, type Role } from '#protocol';
import type { TablePairing } from '../pairing/table-pairing.ts';
import { TRY_AGAIN_LATER } from '../connection-cap.ts';
import type { Result, TableSession } from '../session/table-session.ts';
import { phraseOf } from '../../../games/core/phrase.ts';
import { TokenBucket } from '../session/rate-limit.ts';
import { pairingShownTo } from '../session/viewer-filter.ts';
import type { Client } from './hub-client.ts';
import { Fanout } from './hub-fanout.ts';
import { type Hub, handle } from './hub-handlers.ts';
import { isHello, readMessage } from './hub-read.ts';
import type { Guard } from './limits.ts';
import { ScalePacer } from './scale-pacer.ts';

export interface HubOptions {
  session: TableSession;
  /** Who is host: the token or a kept pairing, and how a tablet becomes one (pairing/). */
  pairing: TablePairing;
  /** The limits per client address, over all its connections (limits.ts). */
  guard: Guard;
}

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

export const hubPlugin: FastifyPluginAsyncTypebox<HubOptions> = async (app, { session, pairing, guard }) => {
  const out = new Fanout(session);
  const { clients } = out;
  const waiting = new Set<Client>();
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
    out.snapshot(c);
    out.tellHosts(c);
  };
  const hub: Hub = { session, pairing, guard, out, greet };

  const pacer = new ScalePacer(() => out.scale());
  const onSample = (): void => pacer.sample();
  const catchUp = setInterval(() => out.catchUp(), 250);
  const onChange = (): void => out.change();
  const onCounters = (): void => out.counters();
  const onTap = out.tap.bind(out);
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

  const onMessage = async (c: Client, data: Buffer, isBinary: boolean): Promise<void> => {
    // Every message costs a token, even a bad one (of the connection's bucket and of its address's
    // over all its connections); the refusal names its ref when it has one.
    const flood = c.bucket.take() ? await guard.messageRefusal(c.req) : `too many messages: slow down (at most ${PER_SECOND} a second)`;
    const read = readMessage(data, isBinary, flood);
    const { ref } = read;
    // A refusal a game wrote as a phrase goes with its message and values: each tablet says it in its language.
    const error = (message: string): void => {
      const phrase = phraseOf(message);
      out.send(c, { type: 'error', message, ...(ref === undefined ? {} : { ref }), ...(phrase ? { phrase } : {}) });
    };
    if ('problem' in read) return error(read.problem);
    const { msg } = read;
    let r: Result;
    try {
      r = await handle(c, msg.type, msg, hub);
    } catch (e) {
      // What went wrong stays in the table's log: an exception's words may name the machine's files.
      app.log.error({ err: e }, 'message handler failed');
      r = { ok: false, reason: 'The table could not do that: something went wrong on its computer (its log says what). Try again.' };
    }
    if (msg.type === 'input') app.log.info({ input: msg.input, ok: r.ok, ...(r.ok ? {} : { reason: r.reason }) }, 'table input');
    if (!r.ok) return error(r.reason);
    if (ref !== undefined) out.send(c, { type: 'ack', ref });
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
      if (req.query.token !== undefined) return socket.close(KEY_IN_ADDRESS, 'the host key goes in the first message (hello), never in the address');
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
          if (shown) out.send(c, shown);
        },
        becomeHost(by) {
          const role: Role = by === null ? 'spectator' : 'host';
          const changed = role !== c.role;
          c.hostBy = by;
          c.role = role;
          if (role !== 'host') session.lessons.left(c);
          if (changed) out.snapshot(c);
          out.tellHosts(c);
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
        out.tellHosts();
        app.log.info({ role: c.role, clients: clients.size }, 'tablet disconnected');
      });
      socket.on('error', (e) => app.log.warn({ err: e }, 'websocket error'));
    },
  );
};

const toBuffer = (data: Buffer | ArrayBuffer | Buffer[]): Buffer =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
