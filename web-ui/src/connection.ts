// The tablet's only line to the server: the WebSocket `/ws`. It reconnects with backoff when the link drops, and every (re)connection starts with a full
// snapshot, so nothing is lost when the server restarts or the tablet reloads. Each connection presents the tablet's host key (host-keys.ts) in its first
// message (`hello`), which the server answers with that snapshot; a tablet made host by the link's token asks to be kept as host, and a key the server refuses
// is dropped for the next, or the refusal is shown.
import type { ClientMsg, PairingMsg, ServerMsg, SessionState } from '#protocol';
import { dropKey, heldSecret, hostKey, keepSecret, takePairCode } from './host-keys.ts';
import { pairingNews, standingWords } from './pairing-news.ts';
import { sessionProblem, type ViewChecks } from './session-check.ts';
import { createStore, type Store } from './store.ts';
import { type ScaleListener, watching } from './watching.ts';

import type { ClientState } from './client-state.ts';
import { t } from './i18n/i18n.ts';
import { sayPhrase } from './i18n/said-phrase.ts';

export type { ClientState, HostLink, LinkState, Standing } from './client-state.ts';

export type { ScaleListener } from './watching.ts';

/** What makes this tablet host on the HTTP routes (Bearer): its pairing secret or the link's token. */
export function hostToken(): string | null {
  return hostKey()?.key ?? null;
}

/** Delay before reconnect attempt n (1-based): 250 ms doubling to 5 s, with jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(5000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + 0.5 * random()));
}

export type Reply = { ok: true } | { ok: false; message: string };

export interface Connection {
  store: Store<ClientState>;
  send(msg: ClientMsg): boolean;
  /** Sends with a `ref` and resolves on the server's ack or error (or a lost link). */
  request(msg: ClientMsg, timeoutMs?: number): Promise<Reply>;
  onScale(fn: ScaleListener): () => void;
  watchRig(): () => void; // watching.ts: the server sends the readings and the counters only while they are shown
  close(): void;
}

/** WebSocket close code 1013: the server is too busy, try again later (its reason says why). */
const TRY_AGAIN_LATER = 1013;

function isMsg(v: unknown): v is ServerMsg {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

/** `games`: each game's check of its own view (the app's registry); `url`: the server's `/ws`. */
export function connect({ games = {}, url = defaultUrl() }: { games?: ViewChecks; url?: string } = {}): Connection {
  const store = createStore<ClientState>({
    link: 'connecting',
    attempts: 0,
    session: null,
    error: null,
    tap: null,
    standing: null,
    asked: null,
    otherHosts: 0,
    hostLink: null,
  });
  const watch = watching((m) => ws?.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m)));
  let ws: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let nextRef = 1;
  const pending = new Map<string, (r: Reply) => void>();
  const settle = (ref: string | undefined, r: Reply): boolean => {
    const done = ref === undefined ? undefined : pending.get(ref);
    if (!done || ref === undefined) return false;
    pending.delete(ref);
    done(r);
    return true;
  };

  // The key this connection presented, and whether it asked to be kept as host; this tablet's last `lesson` message.
  let presented: ReturnType<typeof hostKey> = null;
  let keeping = false;
  let pairCode = takePairCode();
  let lesson: ClientMsg | null = null;
  const open = () => {
    presented = hostKey();
    keeping = false;
    const socket = new WebSocket(url);
    ws = socket;
    // The key goes in the first message, never in the address: a browser prints the address of a
    // WebSocket that failed in its console, and proxies and histories keep addresses.
    const hello: ClientMsg = presented ? { type: 'hello', token: presented.key } : { type: 'hello' };
    socket.onopen = () => socket.send(JSON.stringify(hello));
    socket.onmessage = (ev) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return; // a garbled frame is dropped; the next state message repairs the picture
      }
      if (isMsg(msg)) handle(msg);
    };
    socket.onclose = (ev) => {
      if (ws !== socket) return;
      ws = null;
      // 1013, try again later: the table said why it closed the link (too many connections); the tablet shows it and tries again.
      if (ev.code === TRY_AGAIN_LATER && ev.reason) store.set({ error: { message: ev.reason, at: Date.now() } });
      for (const ref of [...pending.keys()]) settle(ref, { ok: false, message: t('the link to the Quartermaster dropped') });
      if (closed) return;
      const attempts = store.get().attempts + 1;
      store.set({ link: 'reconnecting', attempts });
      timer = setTimeout(open, backoffMs(attempts));
    };
  };

  // Back from sleep or from the back/forward cache (an iPad's habits): a tablet waiting out its
  // backoff, up to 5 s, tries again at once.
  const wake = (): void => {
    if (closed || ws !== null || document.visibilityState !== 'visible') return;
    if (timer) clearTimeout(timer);
    timer = null;
    open();
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', wake);
    globalThis.addEventListener?.('pageshow', wake);
  }

  const handle = (msg: ServerMsg) => {
    switch (msg.type) {
      case 'snapshot':
      case 'state': {
        const { type: _t, ...session } = msg;
        const problem = sessionProblem(session, games);
        if (problem) {
          store.set({ error: { message: t('The Quartermaster sent a state this tablet cannot read ({why}).', { why: problem }), at: Date.now() } });
          break;
        }
        const cur = store.get().session;
        // A snapshot starts afresh (a restarted server counts from 1 again); states only move forward.
        if (msg.type === 'snapshot') store.set({ session, link: 'open', attempts: 0 });
        else if (!cur || session.version >= cur.version) store.set({ session });
        if (msg.type === 'snapshot') afterSnapshot(session);
        break;
      }
      case 'pairing':
        onPairing(msg);
        break;
      case 'scale':
        watch.scale(msg);
        break;
      case 'error': {
        // A game's refusal in the tablet's language, to whoever asked and in the toast alike.
        const message = sayPhrase(msg.phrase, msg.message);
        settle(msg.ref, { ok: false, message });
        store.set({ error: { message, at: Date.now() } });
        break;
      }
      case 'tap':
        store.set({ tap: { ...msg, at: Date.now() } });
        break;
      case 'ack':
        settle(msg.ref, { ok: true });
        break;
      case 'hosts':
        store.set({ otherHosts: msg.others });
        break;
    }
  };

  /** Made host by the link's token: kept as host across restarts. A `quartermaster pair` code: used once. */
  const afterSnapshot = (session: SessionState) => {
    watch.greeted();
    if (session.role === 'host' && lesson) send(lesson); // the server forgot this tablet's lessons with its link
    if (session.role === 'host' && presented?.kind === 'token' && !keeping) {
      keeping = true;
      const replaces = heldSecret();
      send({ type: 'pair', action: 'keep', ...(replaces ? { replaces } : {}) });
    }
    if (session.role !== 'host' && pairCode) {
      const code = pairCode;
      pairCode = null;
      void request({ type: 'pair', action: 'code', code }).then((r) => {
        if (!r.ok) store.set({ standing: { state: 'ended', message: r.message, at: Date.now() } });
      });
    }
  };

  const onPairing = (msg: PairingMsg) => {
    const at = Date.now();
    switch (msg.state) {
      case 'paired':
        if (msg.secret) {
          keepSecret(msg.secret);
          presented = { key: msg.secret, kind: 'secret' };
        }
        // Kept as host as it asked: nothing to tell. Made host by the button or a code: said once.
        store.set({ standing: keeping ? null : { state: 'paired', message: msg.message, at } });
        keeping = false;
        break;
      case 'refused':
        // Kept again with a new secret (by another tab of this tablet, which stores it): the link
        // starts afresh and presents what the tablet holds by then.
        if (msg.reason === 'replaced') {
          ws?.close();
          break;
        }
        // A key the server will never take again is dropped; the next one the tablet holds is tried.
        if (msg.reason !== 'limited' && presented) {
          dropKey(presented.key);
          if (hostKey()) {
            ws?.close();
            break;
          }
        }
        store.set({ standing: { ...standingWords(msg), state: 'refused', at } });
        break;
      default:
        store.set(pairingNews(store.get(), msg, at));
    }
  };

  const send = (msg: ClientMsg): boolean => {
    if (msg.type === 'lesson') lesson = msg; // said again once the link is back (afterSnapshot): no error for it
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      if (msg.type !== 'lesson') store.set({ error: { message: t('Not connected to the Quartermaster: wait for the link to come back.'), at: Date.now() } });
      return false;
    }
    ws.send(JSON.stringify(msg));
    return true;
  };
  const request = (msg: ClientMsg, timeoutMs = 15_000): Promise<Reply> => {
    const ref = `r${nextRef++}`;
    return new Promise<Reply>((resolve) => {
      const timer = setTimeout(() => settle(ref, { ok: false, message: t('the Quartermaster did not answer') }), timeoutMs);
      pending.set(ref, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      if (!send({ ...msg, ref })) settle(ref, { ok: false, message: t('not connected') });
    });
  };

  open();
  return {
    store,
    send,
    request,
    onScale: watch.onScale,
    watchRig: watch.watchRig,
    close() {
      closed = true;
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', wake);
      globalThis.removeEventListener?.('pageshow', wake);
      if (timer) clearTimeout(timer);
      ws?.close();
    },
  };
}

/** `/ws` on the page's own host, with nothing of the host key in it (that goes in the `hello`). */
function defaultUrl(): string {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}/ws`;
}
