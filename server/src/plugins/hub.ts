// The WebSocket hub at /ws: a snapshot on connect, `state` on every change, live `scale`
// coalesced to SCALE_HZ, `tap` events; control messages validated, authorised and rate-limited.
// A slow client never holds up the others: while its socket buffer is full it is skipped and
// later gets only the latest state (latest wins).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type {} from '@fastify/websocket';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { CLIENT_SCHEMAS, MAX_MESSAGE_BYTES, SCALE_HZ, TokenQuery, type ClientMsg, type Role, type ServerMsg, type TapMsg } from '#protocol';
import type { HubTablet, TablePairing } from '../pairing/table-pairing.ts';
import { TRY_AGAIN_LATER } from '../connection-cap.ts';
import type { Result, TableSession } from '../session/table-session.ts';
import { TokenBucket } from '../session/rate-limit.ts';
import { hostsShownTo, pairingShownTo, tapShownTo } from '../session/viewer-filter.ts';
import type { Guard } from './limits.ts';

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

interface Client extends HubTablet {
  socket: WebSocket;
  /** The upgrade request: the client's address, for the limits per address. */
  req: FastifyRequest;
  role: Role;
  bucket: TokenBucket;
  /** A state change was skipped while the client was slow: send the latest when it catches up. */
  stale: boolean;
}

const checks = Object.fromEntries(Object.entries(CLIENT_SCHEMAS).map(([k, s]) => [k, TypeCompiler.Compile(s as TSchema)])) as Record<
  ClientMsg['type'],
  TypeCheck<TSchema>
>;
const KNOWN = Object.keys(CLIENT_SCHEMAS);

export const hubPlugin: FastifyPluginAsync<HubOptions> = async (app: FastifyInstance, { session, pairing, guard }) => {
  const clients = new Set<Client>();
  const stateText: Partial<Record<Role, string>> = {};
  let stateVersion = -1;

  const stateFor = (role: Role): string => {
    if (stateVersion !== session.currentVersion) {
      stateVersion = session.currentVersion;
      delete stateText.host;
      delete stateText.spectator;
    }
    return (stateText[role] ??= JSON.stringify({ type: 'state', ...session.state(role) }));
  };
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
    c.socket.send(stateFor(c.role));
  };
  const snapshot = (c: Client): void => send(c, { type: 'snapshot', ...session.state(c.role) });
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

  // Live scale: at most one message per frame. A sample arriving once a frame has passed goes out
  // as soon as the samples that came with it are in (both cups of one conversion arrive together:
  // one message for them, not one a cup), so what a tablet shows is as fresh as the link allows;
  // samples inside a frame are folded, and a trailing timer (a frame later) makes sure the last of
  // a burst is not kept back.
  const frameMs = 1000 / SCALE_HZ;
  let lastFlush = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  let soon: NodeJS.Immediate | null = null;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (soon) clearImmediate(soon);
    soon = null;
    lastFlush = performance.now();
    const reading = session.scale.take();
    const text = reading ? JSON.stringify({ type: 'scale', t: session.now(), ...reading, ...session.scales.live() }) : null;
    for (const c of clients) {
      if (c.stale) pushState(c);
      if (text && !slow(c) && c.socket.readyState === c.socket.OPEN) c.socket.send(text);
    }
  };
  const onSample = (): void => {
    const wait = lastFlush + frameMs - performance.now();
    if (wait <= 0) soon ??= setImmediate(flush);
    else timer ??= setTimeout(flush, wait + frameMs);
  };
  // Catch-up for slow clients even when the scale is quiet.
  const catchUp = setInterval(() => {
    for (const c of clients) if (c.stale) pushState(c);
  }, 250);
  const onChange = (): void => {
    for (const c of clients) pushState(c);
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
  session.on('sample', onSample);
  session.on('tap', onTap);
  app.addHook('onClose', async () => {
    session.off('change', onChange);
    session.off('sample', onSample);
    session.off('tap', onTap);
    clearInterval(catchUp);
    if (timer) clearTimeout(timer);
    if (soon) clearImmediate(soon);
    for (const c of clients) c.socket.close(1001, 'server shutting down');
  });

  const handle = async (c: Client, msg: ClientMsg): Promise<Result> => {
    if (msg.type === 'hello') {
      const lockout = msg.token === undefined ? null : await guard.tokenRefusal(c.ip, msg.token);
      const { hostBy, refusal } = pairing.standing(msg.token, lockout);
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
    if (c.role !== 'host') return { ok: false, reason: `spectators cannot send "${msg.type}": connect with the host token` };
    switch (msg.type) {
      case 'input':
        return session.input(msg.input, { at: msg.at, seat: msg.seat, by: c });
      case 'attributeTap':
        return session.reader.attributeTap(msg.player);
      case 'enrol':
        return session.reader.enrol(msg);
      case 'sim':
        return session.sim(msg);
      case 'newGame':
        return session.games.newGame(msg.start, msg.computer);
      case 'resume':
        return session.games.resume(msg.id);
      case 'deleteSaved':
        return session.games.delete(msg.id);
      case 'weigh':
        return session.scales.weigh(msg);
      case 'count':
        return session.scales.count(msg);
      case 'computer':
        return session.seatComputer(msg);
      case 'firstGame':
        return session.firstGames.handle(msg);
      case 'lesson':
        return session.lessons.tell(c, msg);
    }
  };

  const onMessage = async (c: Client, data: Buffer, isBinary: boolean): Promise<void> => {
    let ref: string | undefined;
    const error = (message: string): void => send(c, ref === undefined ? { type: 'error', message } : { type: 'error', message, ref });
    // Every message costs a token, even a bad one (of the connection's bucket and of its address's
    // over all its connections); the refusal names its ref when it has one.
    const flood = c.bucket.take() ? await guard.messageRefusal(c.req) : `too many messages: slow down (at most ${PER_SECOND} a second)`;
    if (isBinary) return error('messages must be JSON text, not binary');
    if (data.length > MAX_MESSAGE_BYTES) return error(`message too large: ${data.length} bytes (at most ${MAX_MESSAGE_BYTES})`);
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString('utf8'));
    } catch (e) {
      return error(`not JSON: ${(e as Error).message}`);
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return error('a message must be a JSON object with a "type"');
    const o = raw as Record<string, unknown>;
    if (typeof o.ref === 'string' && o.ref.length <= 64) ref = o.ref;
    if (flood) return error(flood);
    if (typeof o.type !== 'string') return error('a message needs a string field "type"');
    if (!KNOWN.includes(o.type)) return error(`unknown message type "${o.type.slice(0, 40)}" (known: ${KNOWN.join(', ')})`);
    const check = checks[o.type as ClientMsg['type']];
    const bad = check.Errors(raw).First();
    // A schema may say in its own words what a field needs (`errorMessage`), e.g. a calibration weight.
    const own = (bad?.schema as { errorMessage?: unknown } | undefined)?.errorMessage;
    if (bad) return error(`${o.type}: ${bad.path || 'message'}${typeof own === 'string' ? `: ${own}` : ` ${bad.message.toLowerCase()}`}`);
    let r: Result;
    try {
      r = await handle(c, raw as ClientMsg);
    } catch (e) {
      // What went wrong stays in the table's log: an exception's words may name the machine's files.
      app.log.error({ err: e }, 'message handler failed');
      r = { ok: false, reason: 'The table could not do that: something went wrong on its computer (its log says what). Try again.' };
    }
    if (msg(raw).type === 'input') app.log.info({ input: (raw as { input: unknown }).input, ok: r.ok, ...(r.ok ? {} : { reason: r.reason }) }, 'table input');
    if (!r.ok) return error(r.reason);
    if (ref !== undefined) send(c, { type: 'ack', ref });
  };

  app.get(
    '/ws',
    {
      websocket: true,
      // The upgrade's Host and Origin are checked with every request's (host-check.ts), and its token by the limits'.
      schema: { querystring: TokenQuery },
    },
    (socket, req) => {
      // Beyond the table's connections (connection-cap.ts): closed at once, saying why.
      if (req.connectionRefused) return socket.close(TRY_AGAIN_LATER, req.connectionRefused);
      const token = (req.query as { token?: string }).token;
      const { hostBy, refusal } = pairing.standing(token);
      const c: Client = {
        socket,
        req,
        ip: req.ip,
        hostBy,
        role: hostBy === null ? 'spectator' : 'host',
        bucket: new TokenBucket(BURST, PER_SECOND),
        stale: false,
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
      clients.add(c);
      pairing.joined(c);
      app.log.info({ role: c.role, clients: clients.size, ip: req.ip }, 'tablet connected');
      socket.on('message', (data, isBinary) => void onMessage(c, toBuffer(data), isBinary));
      socket.on('close', () => {
        clients.delete(c);
        pairing.left(c);
        session.lessons.left(c);
        tellHosts();
        app.log.info({ role: c.role, clients: clients.size }, 'tablet disconnected');
      });
      socket.on('error', (e) => app.log.warn({ err: e }, 'websocket error'));
      snapshot(c);
      if (refusal) send(c, refusal);
      tellHosts(c);
    },
  );
};

const msg = (raw: unknown): ClientMsg => raw as ClientMsg;

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
