// A byte channel hands a driver the bytes of a device and a way to write to it, and says when the
// device comes and goes. Drivers never see a port: a serial port, a pty or an in-process Duplex
// (the simulated rig) all look the same.
import { EventEmitter } from 'node:events';
import type { Duplex } from 'node:stream';
import type { LinkState } from '../device.ts';
import { type DeviceWords, deviceWords } from '../device-words.ts';

export interface ByteChannelEvents {
  data: [Buffer];
  /** `why` says what happened in words when the device went away; `words` the same as an id and values. */
  state: [LinkState, string | undefined, DeviceWords | undefined];
}

export interface ByteChannel extends EventEmitter<ByteChannelEvents> {
  /** The port path, `sim` or `emulator`. */
  readonly label: string;
  readonly state: LinkState;
  /** Times the device came back after being lost. */
  readonly reconnects: number;
  open(): Promise<void>;
  write(data: string): void;
  close(): Promise<void>;
  /** A serial port's only: lets go of the port (for avrdude to flash the rig) and keeps off it until resume(). */
  pause?(): Promise<void>;
  resume?(): void;
}

/**
 * An in-process Duplex as a channel. A Duplex that emits 'unplug' / 'plug' (the simulated rig's
 * serial does) has its cable pulls reported at once.
 */
export class DuplexChannel extends EventEmitter<ByteChannelEvents> implements ByteChannel {
  private current: LinkState = 'connecting';
  private count = 0;
  private readonly onData = (d: Buffer | string): void => {
    if (this.current === 'connected') this.emit('data', typeof d === 'string' ? Buffer.from(d, 'latin1') : d);
  };
  private readonly onUnplug = (): void => this.set('disconnected', deviceWords('link/unplugged', 'cable unplugged'));
  private readonly onPlug = (): void => {
    this.count++;
    this.set('connected', undefined);
  };

  constructor(
    private readonly duplex: Duplex,
    readonly label: string,
  ) {
    super();
  }

  get state(): LinkState {
    return this.current;
  }
  get reconnects(): number {
    return this.count;
  }

  async open(): Promise<void> {
    this.duplex.on('data', this.onData);
    this.duplex.on('unplug', this.onUnplug);
    this.duplex.on('plug', this.onPlug);
    this.set('connected', undefined);
  }

  write(data: string): void {
    if (this.current === 'connected') this.duplex.write(data);
  }

  async close(): Promise<void> {
    this.duplex.off('data', this.onData);
    this.duplex.off('unplug', this.onUnplug);
    this.duplex.off('plug', this.onPlug);
    this.set('disconnected', CLOSED);
  }

  private set(state: LinkState, why: DeviceWords | undefined): void {
    if (state === this.current) return;
    this.current = state;
    this.emit('state', state, why?.text, why);
  }
}

/** A channel closed by its driver. */
export const CLOSED = deviceWords('link/closed', 'closed');
