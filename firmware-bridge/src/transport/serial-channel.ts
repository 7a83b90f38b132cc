// A serial port (USB adapter or pty) as a byte channel that survives the cable being pulled: it
// notices at once (the device path disappears, or the port closes or fails), retries with backoff,
// and resumes with a fresh SerialPort object when the device is back (a destroyed SerialPort must
// not be reopened; docs/hardware-facts.md).
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import type { LinkState } from '../device.ts';
import { type ByteChannel, type ByteChannelEvents, CLOSED } from './channel.ts';
import { type DeviceWords, deviceWords } from '../device-words.ts';

export interface SerialChannelOptions {
  path: string;
  baudRate?: number;
  /** How often the device path is checked for presence, ms. */
  watchMs?: number;
  /** Backoff between failed opens: doubles from min to max, ms. */
  backoffMinMs?: number;
  backoffMaxMs?: number;
}

export class SerialChannel extends EventEmitter<ByteChannelEvents> implements ByteChannel {
  readonly label: string;
  private port: SerialPort | null = null;
  private current: LinkState = 'connecting';
  private count = 0;
  private everConnected = false;
  private closed = false;
  private watch: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private backoff: number;
  private nextTryAt = 0;
  private opening = false;
  private paused = false;

  constructor(private readonly options: SerialChannelOptions) {
    super();
    this.label = options.path;
    this.backoff = options.backoffMinMs ?? 100;
  }

  get state(): LinkState {
    return this.current;
  }
  get reconnects(): number {
    return this.count;
  }

  /** Resolves after the first attempt to open, connected or not (it keeps trying). */
  async open(): Promise<void> {
    this.watch = setInterval(() => this.tick(), this.options.watchMs ?? 100);
    await this.tryOpen();
  }

  write(data: string): void {
    const port = this.port;
    if (port?.isOpen) port.write(data, 'latin1');
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.watch) clearInterval(this.watch);
    if (this.retry) clearTimeout(this.retry);
    const port = this.port;
    this.port = null;
    if (port?.isOpen) await new Promise<void>((r) => port.close(() => r()));
    this.set('disconnected', CLOSED);
  }

  async pause(): Promise<void> {
    this.paused = true;
    const port = this.port;
    this.port = null;
    if (port?.isOpen) await new Promise<void>((r) => port.close(() => r()));
    this.set('disconnected', deviceWords('link/lent-out', 'the port is lent out'));
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.nextTryAt = 0;
    this.set('reconnecting', deviceWords('link/taken-back', 'the port is taken back'));
    void this.tryOpen();
  }

  /** Presence watch: a pty or USB device whose path is gone is gone, even if no read says so. */
  private tick(): void {
    if (this.closed || this.paused) return;
    const present = existsSync(this.options.path);
    if (this.port && !present) this.lost(deviceWords('link/gone', 'device disappeared (cable unplugged?)'));
    else if (!this.port && present && Date.now() >= this.nextTryAt) void this.tryOpen();
  }

  private async tryOpen(): Promise<void> {
    if (this.closed || this.paused || this.opening || this.port) return;
    this.opening = true;
    const port = new SerialPort({ path: this.options.path, baudRate: this.options.baudRate ?? 115200, autoOpen: false });
    try {
      await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
    } catch (e) {
      this.opening = false;
      this.nextTryAt = Date.now() + this.backoff;
      this.backoff = Math.min(this.backoff * 2, this.options.backoffMaxMs ?? 1000);
      this.set(
        this.everConnected ? 'reconnecting' : 'connecting',
        deviceWords('link/cannot-open', `cannot open ${this.options.path}: ${(e as Error).message}`, {
          port: { code: this.options.path },
          why: { code: (e as Error).message },
        }),
      );
      return;
    }
    this.opening = false;
    if (this.closed || this.paused) {
      port.close(() => {});
      return;
    }
    this.port = port;
    this.backoff = this.options.backoffMinMs ?? 100;
    port.on('data', (d: Buffer) => {
      if (this.port === port) this.emit('data', d);
    });
    port.on('error', (e: Error) => {
      if (this.port === port) this.lost(deviceWords('link/serial-error', `serial error: ${e.message}`, { why: { code: e.message } }));
    });
    port.on('close', () => {
      if (this.port === port) this.lost(deviceWords('link/port-closed', 'port closed (cable unplugged?)'));
    });
    if (this.everConnected) this.count++;
    this.everConnected = true;
    this.set('connected', undefined);
  }

  private lost(why: DeviceWords): void {
    const port = this.port;
    this.port = null;
    // Closing also ends serialport's read loop, which spins on end-of-file on a hung-up pty.
    if (port?.isOpen) port.close(() => {});
    else port?.destroy();
    this.nextTryAt = 0;
    this.set('disconnected', why);
    this.set('reconnecting', why);
  }

  private lastWhy: string | undefined;

  private set(state: LinkState, why: DeviceWords | undefined): void {
    if (state === this.current && why?.text === this.lastWhy) return;
    this.current = state;
    this.lastWhy = why?.text;
    this.emit('state', state, why?.text, why);
  }
}
