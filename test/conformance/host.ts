// The host end of the conformance suite: serialport on the pty, the bridge's link layer on top
// (wired as the rig's driver wires it), and a log of every decoded message to wait on.
import type { LinkState } from '../../firmware-bridge/src/device.ts';
import { SerialChannel } from '../../firmware-bridge/src/transport/serial-channel.ts';
import type { RigLink } from '../../firmware-bridge/src/link/rig-link.ts';
import { linkOverChannel } from '../../firmware-bridge/src/link/channel-link.ts';
import type { DeviceMessage } from '../../firmware-bridge/src/protocol/messages.ts';

export class Host {
  readonly channel: SerialChannel;
  readonly link: RigLink;
  readonly log: DeviceMessage[] = [];
  /** The last bytes the port delivered, as they came (a line in the making included). */
  private lastBytes = '';

  constructor(path: string) {
    this.channel = new SerialChannel({ path });
    this.link = linkOverChannel(this.channel);
    this.link.on('message', (m) => this.log.push(m));
    this.channel.on('data', (d) => {
      this.lastBytes = (this.lastBytes + d.toString('latin1')).slice(-256);
    });
  }

  async open(): Promise<void> {
    await this.channel.open();
    if (this.channel.state !== 'connected') throw new Error(`cannot open the pty: ${this.channel.state}`);
  }

  close(): Promise<void> {
    return this.channel.close();
  }

  /** Resolves once the port is in a state `ok` accepts (at once if it is). */
  until(ok: (state: LinkState) => boolean): Promise<void> {
    return this.when(() => ok(this.channel.state), 'state');
  }

  /** Resolves once the port has delivered `bytes` (the last 256 bytes are looked at). */
  received(bytes: string): Promise<void> {
    return this.when(() => this.lastBytes.endsWith(bytes), 'data');
  }

  private when(done: () => boolean, event: 'state' | 'data'): Promise<void> {
    return new Promise((resolve) => {
      const check = (): void => {
        if (!done()) return;
        this.channel.off(event, check);
        resolve();
      };
      this.channel.on(event, check);
      check();
    });
  }

  /** Index into the log from which later waits look. */
  mark(): number {
    return this.log.length;
  }

  /** Waits for `count` messages after `from` that match; rejects with what was seen instead. */
  async waitFor<T extends DeviceMessage>(match: (m: DeviceMessage) => m is T, what: string, from = this.mark(), count = 1, timeoutMs = 20_000): Promise<T[]> {
    const started = Date.now();
    for (;;) {
      const hits = this.log.slice(from).filter(match);
      if (hits.length >= count) return hits.slice(0, count);
      if (Date.now() - started > timeoutMs) {
        const seen = this.log
          .slice(from)
          .slice(-8)
          .map((m) => JSON.stringify(m));
        throw new Error(`timed out waiting for ${what}; last messages:\n${seen.join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

export const is =
  <K extends DeviceMessage['type']>(type: K, pred: (m: Extract<DeviceMessage, { type: K }>) => boolean = () => true) =>
  (m: DeviceMessage): m is Extract<DeviceMessage, { type: K }> =>
    m.type === type && pred(m as Extract<DeviceMessage, { type: K }>);
