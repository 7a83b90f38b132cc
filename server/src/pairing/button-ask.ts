// A spectator's tablet asks to be host, and a press of the rig's button at the table makes it one.
// One ask at a time, for ASK_MS; three asks from one address, then one every two minutes. The ask
// has a short code, shown on the asking tablet, on the host tablets and on the server's console,
// so the table sees which tablet a press will make host; the press makes that tablet host and no
// other. The press is the ask's only while the weigh-off does not need the button (it says "All
// in" then), and the ask is refused while a weigh-off is under way, so a press meant for the scale
// never makes a host.
import { randomInt } from 'node:crypto';
import type { PairingMsg } from '#protocol';
import type { Result } from '../session/result.ts';
import { Tries } from './tries.ts';

/** How long an ask waits for the press. */
export const ASK_MS = 60_000;

/** A tablet as the pairing sees it (the hub's connection). */
export interface PairingTablet {
  readonly ip: string;
  /** What makes it host: the start's link (`token`), a pairing's id, or nothing (a spectator). */
  hostBy: string | null;
  tell(msg: PairingMsg): void;
}

/** What the ask needs of the table. */
export interface ButtonTable {
  /** The rig's button can be pressed (its parts answered, nobody else holds them). */
  readonly buttonReady: boolean;
  /** What the button is for now, other than an ask: a weigh-off under way, or null. */
  buttonBusy(): string | null;
  /** Hears a short press before the weigh-off does; null leaves the press to it. */
  pressTaker: (() => Result | null) | null;
}

export interface AskHooks {
  /** The press came for `tablet`: make it host (false, with the reason, when it could not be kept). */
  grant(tablet: PairingTablet): Result;
  /** Every host tablet, to be told of an ask. */
  hosts(): Iterable<PairingTablet>;
  /** The server's console. */
  say(message: string): void;
}

interface Ask {
  tablet: PairingTablet;
  code: string;
  until: number;
  timer: NodeJS.Timeout;
}

export class ButtonAsk {
  private ask: Ask | null = null;
  /** Three asks from one address, then one every two minutes: one address cannot keep an ask waiting all the time. */
  private readonly tries = new Tries(3, 0.5);

  constructor(
    private readonly table: ButtonTable,
    private readonly hooks: AskHooks,
    private readonly askMs = ASK_MS,
  ) {
    table.pressTaker = () => this.pressed();
  }

  /** `tablet` asks to be host. */
  start(tablet: PairingTablet): Result {
    if (tablet.hostBy !== null) return { ok: false, reason: 'this tablet is the host already' };
    const a = this.ask;
    if (a?.tablet === tablet) {
      this.tellAsking(a);
      return { ok: true };
    }
    if (a) return { ok: false, reason: `another tablet is asking to be host (code ${a.code}): wait ${this.secondsLeft(a)} s, or a host turns it down` };
    if (!this.table.buttonReady)
      return {
        ok: false,
        reason:
          "this table has no rig's button to press now: open the host link printed when the Quartermaster started, or run `quartermaster pair` on its machine and open the link it prints",
      };
    const busy = this.table.buttonBusy();
    if (busy) return { ok: false, reason: `the rig's button is the weigh-off's now (${busy}): ask again once it is over` };
    if (!this.tries.allowed(tablet.ip)) return { ok: false, reason: `this tablet asked too often: ask again in ${this.tries.secondsUntil(tablet.ip)} s` };
    this.tries.spend(tablet.ip);
    const code = String(randomInt(10_000)).padStart(4, '0');
    const timer = setTimeout(() => this.end('timed-out', "No one pressed the rig's button in time: ask again when someone is at the rig."), this.askMs);
    timer.unref();
    const ask: Ask = { tablet, code, until: performance.now() + this.askMs, timer };
    this.ask = ask;
    this.tellAsking(ask);
    for (const h of this.hooks.hosts())
      h.tell({
        type: 'pairing',
        state: 'asked',
        code,
        secondsLeft: this.secondsLeft(ask),
        message: `A tablet asks to be host (code ${code}): the rig's button makes it host.`,
      });
    this.hooks.say(`a tablet (${tablet.ip}) asks to be host, code ${code}: press the rig's button within ${Math.round(this.askMs / 1000)} s to make it host`);
    return { ok: true };
  }

  /** `tablet` takes its ask back (nothing when it has none). */
  cancel(tablet: PairingTablet): void {
    if (this.ask?.tablet === tablet) this.end('taken-back', 'You took the ask back: this tablet stays a spectator.');
  }

  /** A host turns the ask down. */
  refuse(): Result {
    if (!this.ask) return { ok: false, reason: 'no tablet is asking to be host' };
    this.end('turned-down', 'A host turned the ask down: this tablet stays a spectator.');
    return { ok: true };
  }

  /** The tablet's link dropped: its ask goes with it. */
  left(tablet: PairingTablet): void {
    if (this.ask?.tablet === tablet) this.end(null, null);
  }

  close(): void {
    if (this.ask) clearTimeout(this.ask.timer);
    this.ask = null;
    this.table.pressTaker = null;
  }

  /** A short press of the rig's button: the ask's, when one waits and the weigh-off does not need it. */
  private pressed(): Result | null {
    const a = this.ask;
    if (!a || this.table.buttonBusy()) return null;
    clearTimeout(a.timer);
    this.ask = null;
    const r = this.hooks.grant(a.tablet);
    for (const h of this.hooks.hosts())
      if (h !== a.tablet) h.tell({ type: 'pairing', state: 'ended', code: a.code, message: `The tablet with code ${a.code} is host now.` });
    this.hooks.say(r.ok ? `the rig's button made the tablet with code ${a.code} host` : `the tablet with code ${a.code} could not be made host: ${r.reason}`);
    return r;
  }

  /** The ask is over: the tablet that asked told why (`reason`, in `message`), unless its link is gone. */
  private end(reason: 'timed-out' | 'taken-back' | 'turned-down' | null, message: string | null): void {
    const a = this.ask;
    if (!a) return;
    clearTimeout(a.timer);
    this.ask = null;
    if (reason && message) a.tablet.tell({ type: 'pairing', state: 'ended', reason, code: a.code, message });
    for (const h of this.hooks.hosts())
      h.tell({ type: 'pairing', state: 'ended', code: a.code, message: `The tablet with code ${a.code} no longer asks to be host.` });
  }

  private tellAsking(a: Ask): void {
    a.tablet.tell({
      type: 'pairing',
      state: 'asking',
      code: a.code,
      secondsLeft: this.secondsLeft(a),
      message: `Press the rig's button now: it makes this tablet (code ${a.code}) host.`,
    });
  }

  private secondsLeft(a: Ask): number {
    return Math.max(0, Math.ceil((a.until - performance.now()) / 1000));
  }
}
