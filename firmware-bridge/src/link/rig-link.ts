// The rig's link layer: it is handed the bytes the rig sent (receive) and a function that sends
// bytes to it, and never owns a port, so the same code runs on a real port, a pty, the simulated
// rig and in unit tests (channel-link.ts wires it to a channel). It decodes lines into messages
// and runs commands with acknowledgement, timeout and retry.
import { EventEmitter } from 'node:events';
import { RigDecoder } from '../protocol/decoder.ts';
import { encodeCommand, type Command } from '../protocol/commands.ts';
import type { DeviceMessage } from '../protocol/messages.ts';

/** A command without its id (the link numbers them). */
export type CommandSpec = Command extends infer C ? (C extends Command ? Omit<C, 'id'> : never) : never;
type Ack = Extract<DeviceMessage, { type: 'ACK' }>;

export class CommandError extends Error {
  constructor(
    message: string,
    /** A NAK reason (CMD_BAD_ARG, …), 'TIMEOUT' or 'DISCONNECTED'. */
    readonly code: string,
  ) {
    super(message);
  }
}

export interface CommandOptions {
  /** Per attempt; the rig answers within 100 ms, this leaves room for a busy host. Default 400. */
  timeoutMs?: number;
  /** Attempts after the first. Default 2. Every command of the protocol is safe to repeat. */
  retries?: number;
}

interface Pending {
  spec: CommandSpec;
  resolve: (ack: Ack) => void;
  reject: (e: CommandError) => void;
  timer: NodeJS.Timeout | null;
  ids: number[];
}

export interface RigLinkEvents {
  message: [DeviceMessage];
  /** A HELLO with seq 0 after other lines: the rig restarted. */
  reboot: [];
}

export class RigLink extends EventEmitter<RigLinkEvents> {
  readonly decoder = new RigDecoder();
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly send: (data: string) => void) {
    super();
  }

  get counters() {
    return this.decoder.counters;
  }

  /** Bytes from the rig, in any chunking. */
  receive(bytes: Buffer | string): void {
    const batch = this.decoder.push(bytes);
    if (batch.reboot) this.emit('reboot');
    for (const m of batch.messages) {
      if (m.type === 'ACK' || m.type === 'NAK') this.answer(m);
      this.emit('message', m);
    }
  }

  /** Sends a command and resolves with its ACK; rejects with a CommandError on NAK or silence. */
  command(spec: CommandSpec, options: CommandOptions = {}): Promise<Ack> {
    const timeoutMs = options.timeoutMs ?? 400;
    const attempts = 1 + (options.retries ?? 2);
    return new Promise<Ack>((resolve, reject) => {
      const p: Pending = { spec, resolve, reject, timer: null, ids: [] };
      const attempt = (n: number): void => {
        const id = this.takeId();
        p.ids.push(id);
        this.pending.set(id, p);
        p.timer = setTimeout(() => {
          if (n + 1 < attempts) attempt(n + 1);
          else this.settle(p, () => reject(new CommandError(`the rig did not answer ${spec.type} (${attempts} attempts, ${timeoutMs} ms each)`, 'TIMEOUT')));
        }, timeoutMs);
        const cmd = { ...spec, id } as Command;
        try {
          this.send(encodeCommand(cmd));
        } catch {
          /* the port is gone; the timeout decides */
        }
      };
      attempt(0);
    });
  }

  /** The link went down: every pending command fails now rather than at its timeout. */
  failPending(why: string): void {
    for (const p of new Set(this.pending.values())) {
      this.settle(p, () => p.reject(new CommandError(`${p.spec.type} not answered: ${why}`, 'DISCONNECTED')));
    }
  }

  private answer(m: Extract<DeviceMessage, { type: 'ACK' | 'NAK' }>): void {
    const p = this.pending.get(m.id);
    if (!p) return; // a late answer to an attempt already settled
    if (m.type === 'ACK') this.settle(p, () => p.resolve(m));
    else this.settle(p, () => p.reject(new CommandError(`the rig refused ${p.spec.type}: ${m.reason}`, m.reason)));
  }

  private settle(p: Pending, done: () => void): void {
    if (p.timer) clearTimeout(p.timer);
    for (const id of p.ids) this.pending.delete(id);
    done();
  }

  private takeId(): number {
    const id = this.nextId;
    this.nextId = id >= 65535 ? 1 : id + 1;
    return id;
  }
}
