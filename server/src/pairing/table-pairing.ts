// Who is host, across restarts: the table's one place for host tablets. A tablet is host while it
// presents the host token of this start or the secret of a pairing the data directory keeps
// (host-pairings.ts). A tablet becomes one by the token (then `keep` pairs it), by the rig's button
// while it asks (button-ask.ts) or by a one-time code of `quartermaster pair` (pair-requests.ts):
// each needs the table itself (its console, its button, its machine), never the network alone. A
// host tablet may make such a code for another tablet (its host link): no power beyond its own.
// Wrong keys are limited per address by the table's limits (plugins/limits.ts), wrong pair codes
// here (tries.ts); what a tablet presented that makes it no host is
// answered with the reason in the players' words and what to do.
import { type FSWatcher, watch } from 'node:fs';
import type { PairMsg, PairingMsg } from '#protocol';
import { errorCode, fileTrouble } from '../session/durable.ts';
import { fail, OK, type Result } from '../session/result.ts';
import { ButtonAsk, type ButtonTable, type PairingTablet } from './button-ask.ts';
import { type HostPairings, MAX_HOSTS, type PairedBy } from './host-pairings.ts';
import {
  CODE_MS,
  forgetRequested,
  makePairCode,
  pairingDir,
  sweepExpired,
  takeForgetRequest,
  usePairCode,
  withdrawAllPairCodes,
  withdrawPairCode,
} from './pair-requests.ts';
import { Tries } from './tries.ts';

/** A tablet on the hub: told of its standing, and made host (a pairing's id, `token`) or spectator (null). */
export interface HubTablet extends PairingTablet {
  becomeHost(by: string | null): void;
}

export interface PairingOptions {
  dataDir: string;
  table: ButtonTable;
  /** What makes `presented` host: `token`, a pairing's id, or null. */
  hostBy(presented: string): string | null;
  hosts: HostPairings;
  log: { info(message: string): void; warn(message: string): void };
  askMs?: number;
}

/** What a tablet presented makes it: host by `hostBy`, or a spectator with the refusal to tell it. */
export type Standing = { hostBy: string | null; refusal: PairingMsg | null };

export class TablePairing {
  private readonly tablets = new Set<HubTablet>();
  /** Wrong pair codes: 10 in a row from one address, then one every 6 s. */
  private readonly tries = new Tries(10, 10);
  private readonly ask: ButtonAsk;
  private readonly watcher: FSWatcher | null;

  constructor(private readonly opts: PairingOptions) {
    this.ask = new ButtonAsk(
      opts.table,
      {
        grant: (t) => this.pair(t as HubTablet, 'button'),
        hosts: () => [...this.tablets].filter((t) => t.hostBy !== null),
        say: (m) => opts.log.info(m),
      },
      opts.askMs,
    );
    sweepExpired(opts.dataDir);
    this.takeForgetRequest();
    // `quartermaster pair --forget-all` leaves its request in the folder: taken as it comes.
    let watcher: FSWatcher | null = null;
    try {
      watcher = watch(pairingDir(opts.dataDir), { persistent: false }, () => this.takeForgetRequest());
      watcher.on('error', (e) =>
        opts.log.warn(`the pairing folder is no longer watched (${errorCode(e) ?? e.message}): quartermaster pair --forget-all takes effect at the next start`),
      );
    } catch (e) {
      opts.log.warn(
        `the pairing folder cannot be watched (${errorCode(e) ?? (e as Error).message}): quartermaster pair --forget-all takes effect at the next start`,
      );
    }
    this.watcher = watcher;
  }

  /**
   * What `presented` (a token or a pairing's secret) makes a tablet; `lockout` is the table's
   * refusal of any key from the tablet's address (plugins/limits.ts, which counts the wrong ones).
   */
  standing(presented: string | undefined, lockout: string | null = null): Standing {
    if (!presented) return { hostBy: null, refusal: null };
    if (lockout) return { hostBy: null, refusal: { type: 'pairing', state: 'refused', reason: 'limited', message: lockout } };
    const by = this.opts.hostBy(presented);
    if (by !== null) return { hostBy: by, refusal: null };
    return { hostBy: null, refusal: this.refusal(!presented.startsWith('host.') ? 'restarted' : this.opts.hosts.wereForgotten ? 'forgotten' : 'unknown') };
  }

  joined(t: HubTablet): void {
    this.tablets.add(t);
  }

  left(t: HubTablet): void {
    this.tablets.delete(t);
    this.ask.left(t);
  }

  handle(t: HubTablet, msg: PairMsg): Result {
    switch (msg.action) {
      case 'keep':
        if (t.hostBy === null) return fail('only a host tablet can be kept as host: ask to be host first');
        return this.pair(t, 'link', msg.replaces);
      case 'ask':
        return this.ask.start(t);
      case 'cancel':
        this.ask.cancel(t);
        return OK;
      case 'refuse':
        return t.hostBy === null ? fail('only a host can turn an ask down') : this.ask.refuse();
      case 'code':
        return this.redeem(t, msg.code);
      case 'forgetAll':
        return t.hostBy === null ? fail('only a host can forget the host tablets') : this.forgetAll('a host tablet');
      case 'invite':
        return this.invite(t);
      case 'withdraw':
        return this.withdraw(t, msg.code);
    }
  }

  close(): void {
    this.watcher?.close();
    this.ask.close();
  }

  private redeem(t: HubTablet, code: string | undefined): Result {
    if (t.hostBy !== null) return fail('this tablet is the host already');
    if (code === undefined) return fail('pair code: give the "code" of the link quartermaster pair printed');
    if (!this.tries.allowed(t.ip)) return fail(this.limited(t.ip).message);
    const used = usePairCode(this.opts.dataDir, code);
    if (!used) {
      this.tries.spend(t.ip);
      return fail(
        'this pairing link does not work (used already, withdrawn, older than 10 minutes, or made for another table): ask a host tablet for a new host link, or run quartermaster pair again',
      );
    }
    this.opts.log.info(used.from ? `a tablet became host by the host link of ${used.from}` : 'a tablet became host by a code of quartermaster pair');
    return this.pair(t, 'pair-code');
  }

  /** A host's one-time host link for another tablet: its code, told to this tablet alone. */
  private invite(t: HubTablet): Result {
    if (t.hostBy === null) return fail('only a host tablet can make a host link: ask to be host first');
    const from = hostName(t.hostBy);
    let code: string;
    try {
      code = makePairCode(this.opts.dataDir, Date.now(), from);
    } catch (e) {
      return fail(`the host link could not be made (the data folder could not be written: ${fileTrouble(e)})`);
    }
    this.opts.log.info(`${from} made a one-time host link`);
    const minutes = CODE_MS / 60_000;
    t.tell({
      type: 'pairing',
      state: 'invited',
      code,
      secondsLeft: CODE_MS / 1000,
      message: `Make the other tablet a host too: scan within ${minutes} minutes; works once.`,
    });
    return OK;
  }

  private withdraw(t: HubTablet, code: string | undefined): Result {
    if (t.hostBy === null) return fail('only a host tablet can withdraw a host link');
    if (code === undefined) return fail('withdraw: give the "code" of the host link to withdraw');
    if (!withdrawPairCode(this.opts.dataDir, code)) return fail('this host link was used already or its time is up: there is nothing to withdraw');
    this.opts.log.info(`${hostName(t.hostBy)} withdrew a host link`);
    return OK;
  }

  /**
   * Keeps `t` as a host tablet and tells it its secret. A pairing this ends (the secret it replaces,
   * the one kept longest when the list is full) makes its open connections spectators at once.
   */
  private pair(t: HubTablet, by: PairedBy, replaces?: string): Result {
    let made: ReturnType<HostPairings['pair']>;
    try {
      made = this.opts.hosts.pair(by, replaces);
    } catch (e) {
      const stays = t.hostBy === null ? 'it stays a spectator' : 'it stays host until the Quartermaster stops';
      return fail(`this tablet could not be kept as host (the data folder could not be written: ${fileTrouble(e)}): ${stays}`);
    }
    t.tell({ type: 'pairing', state: 'paired', secret: made.secret, message: 'This tablet is host, and stays host when the Quartermaster restarts.' });
    t.becomeHost(made.id);
    if (made.replaced !== null) this.demote([made.replaced], 'replaced', t);
    if (made.dropped.length > 0) {
      this.demote(made.dropped, 'dropped', t);
      this.opts.log.info(`host tablet ${made.dropped.join(', ')} is forgotten: at most ${MAX_HOSTS} are kept, and it was paired longest ago`);
    }
    return OK;
  }

  /** The connections host by one of the pairings `ended` (all of them: null) become spectators, told why; `t` is not one. */
  private demote(ended: string[] | null, reason: 'forgotten' | 'replaced' | 'dropped', t?: HubTablet): void {
    const refusal = this.refusal(reason);
    for (const other of this.tablets) {
      if (other === t || other.hostBy === null || other.hostBy === 'token') continue;
      if (ended !== null && !ended.includes(other.hostBy)) continue;
      other.tell(refusal);
      other.becomeHost(null);
    }
  }

  /**
   * Forgets every kept host tablet and withdraws every pending host link and pair code (one made
   * before would make a new host after), the links first: a link left working would undo it.
   */
  private forgetAll(from: string): Result {
    let n: number;
    let links: number;
    try {
      links = withdrawAllPairCodes(this.opts.dataDir);
    } catch (e) {
      return fail(`the host links could not be withdrawn (the data folder could not be written: ${fileTrouble(e)}): the host tablets stay host`);
    }
    try {
      n = this.opts.hosts.forgetAll();
    } catch (e) {
      return fail(`the host tablets could not be forgotten (the data folder could not be written: ${fileTrouble(e)}): they stay host`);
    }
    // Every host tablet is told that a host link it shows is dead (before the kept ones are
    // demoted: one made host again later must not show it).
    const withdrawn: PairingMsg = {
      type: 'pairing',
      state: 'withdrawn',
      message: 'Every host link was withdrawn, as the host tablets were forgotten: make a new one for a tablet that should be host.',
    };
    for (const t of this.tablets) if (t.hostBy !== null) t.tell(withdrawn);
    this.demote(null, 'forgotten');
    this.opts.log.info(
      `${from} forgot every host tablet (${n} kept until now) and withdrew every host link and pair code (${links} pending); the host link of this start still works`,
    );
    return OK;
  }

  /** The request of `quartermaster pair --forget-all`, taken once it has been carried out. */
  private takeForgetRequest(): void {
    try {
      if (!forgetRequested(this.opts.dataDir)) return;
      if (this.forgetAll('quartermaster pair --forget-all').ok) takeForgetRequest(this.opts.dataDir);
    } catch (e) {
      this.opts.log.warn(`the request to forget the host tablets could not be read (${errorCode(e) ?? (e as Error).message})`);
    }
  }

  private refusal(reason: 'restarted' | 'forgotten' | 'unknown' | 'replaced' | 'dropped'): PairingMsg {
    const why = {
      restarted: 'the Quartermaster was restarted and forgot it (each start makes a new host link)',
      forgotten: 'the host tablets were forgotten',
      replaced: 'it was kept as host again with a new key, which this tablet holds now',
      dropped: `the table keeps at most ${MAX_HOSTS} host tablets, and this one was paired longest ago`,
      unknown: "this table does not know it (it was paired with another table, or the table's data was reset)",
    }[reason];
    const next = this.opts.table.buttonReady
      ? "Ask to be host, then press the rig's button."
      : 'Open the host link printed when the Quartermaster started, or the one quartermaster pair prints on its machine.';
    return {
      type: 'pairing',
      state: 'refused',
      reason,
      button: this.opts.table.buttonReady,
      ...(reason === 'dropped' ? { keeps: MAX_HOSTS } : {}),
      message: `This tablet is no longer the host: ${why}. ${next}`,
    };
  }

  private limited(ip: string): PairingMsg {
    return {
      type: 'pairing',
      state: 'refused',
      reason: 'limited',
      secondsLeft: this.tries.secondsUntil(ip),
      message: `Too many wrong host keys from this tablet's address: try again in ${this.tries.secondsUntil(ip)} s.`,
    };
  }
}

/** A host tablet in the log: by the host link of this start, or its pairing's id (no secret). */
const hostName = (by: string): string => (by === 'token' ? "the host tablet of this start's link" : `host tablet ${by}`);
