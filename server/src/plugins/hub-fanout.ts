// What the hub sends out: `state` on every change (latest wins for a slow tablet), live `scale`
// to the tablets that watch it, a rig's heartbeat to those it tells anything, `tap` events through
// the table's filter by viewer, and the count of host tablets to each host.
// A slow client never holds up the others: while its socket buffer is full it is skipped and
// later gets only the latest state.
import type { Role, ServerMsg, TapMsg } from '#protocol';
import type { TableSession } from '../session/table-session.ts';
import { hostsShownTo, tapShownTo } from '../session/viewer-filter.ts';
import type { Client } from './hub-client.ts';
import { StateTexts } from './state-texts.ts';

/** Bytes queued on a socket beyond which it counts as slow and is skipped. */
const SLOW_BYTES = 256 * 1024;

export class Fanout {
  /** The greeted tablets: they hear the table. */
  readonly clients = new Set<Client>();
  private readonly texts: StateTexts;
  private hostsTold = 0;

  constructor(private readonly session: TableSession) {
    this.texts = new StateTexts(session);
  }

  send(c: Client, msg: ServerMsg): void {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(msg));
  }

  /** The state as it stands, unless the tablet's socket is full (then it is marked stale). */
  pushState(c: Client): void {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (this.slow(c)) {
      c.stale = true;
      return;
    }
    c.stale = false;
    c.shown = this.texts.quiet(c.role);
    c.socket.send(this.texts.state(c.role));
  }

  snapshot(c: Client): void {
    c.shown = this.texts.quiet(c.role);
    this.send(c, { type: 'snapshot', ...this.session.state(c.role) });
  }

  /**
   * Each host tablet is told how many others are in charge too, whenever that number changes (and
   * `joined`, at once): a second host tablet is never a silent one (what it taps changes the game for both).
   */
  tellHosts(joined?: Client): void {
    const hosts = [...this.clients].filter((c) => c.role === 'host');
    const changed = hosts.length !== this.hostsTold;
    this.hostsTold = hosts.length;
    for (const c of hosts) {
      const shown = changed || c === joined ? hostsShownTo(c.role, hosts.length) : null;
      if (shown) this.send(c, shown);
    }
  }

  /** The table changed. */
  change(): void {
    for (const c of this.clients) this.pushState(c);
  }

  /** Catch-up for slow clients even when the scale is quiet. */
  catchUp(): void {
    for (const c of this.clients) if (c.stale) this.pushState(c);
  }

  /** A heartbeat: the counters ride with the next state, but to a tablet that watches the rig or is shown more that moved. */
  counters(): void {
    this.texts.dropCounters();
    for (const c of this.clients) if (c.watch.rig || c.stale || c.shown !== this.texts.quiet(c.role)) this.pushState(c);
  }

  /** The live scale as the samples so far add up (paced by scale-pacer.ts), to the tablets that watch it. */
  scale(): void {
    const reading = this.session.scale.take();
    const text = reading ? JSON.stringify({ type: 'scale', t: this.session.now(), ...reading, ...this.session.scales.live() }) : null;
    for (const c of this.clients) {
      if (c.stale) this.pushState(c);
      if (text && c.watch.scale && !this.slow(c) && c.socket.readyState === c.socket.OPEN) c.socket.send(text);
    }
  }

  /** A tap passes the table's filter by viewer like the state does (session/viewer-filter.ts): a hidden card never leaves the server. */
  tap(msg: TapMsg): void {
    const text: Partial<Record<Role, string | null>> = {};
    for (const c of this.clients) {
      if (c.socket.readyState !== c.socket.OPEN) continue;
      if (!(c.role in text)) {
        const shown = tapShownTo(this.session.current, c.role, msg);
        text[c.role] = shown ? JSON.stringify(shown) : null;
      }
      const t = text[c.role];
      if (!t) continue;
      // A tablet held back from the state (its socket was full) gets it first: a tap read against
      // the turn before it would pick the card into a prompt that is about to go (seen in e2e under load).
      if (c.stale) {
        c.stale = false;
        c.socket.send(this.texts.state(c.role));
      }
      c.socket.send(t);
    }
  }

  private slow(c: Client): boolean {
    return c.socket.bufferedAmount > SLOW_BYTES;
  }
}
