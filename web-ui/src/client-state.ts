// What the tablet knows of the table and of itself, as the connection keeps it (connection.ts)
// and the screens read it.
import type { PairingMsg, SessionState, TapMsg } from '#protocol';

export type LinkState = 'connecting' | 'open' | 'reconnecting';

export interface ClientState {
  link: LinkState;
  /** Failed attempts since the link was last open (drives the banner). */
  attempts: number;
  session: SessionState | null;
  /** The last refusal or error from the server, shown until dismissed or replaced. */
  error: { message: string; at: number } | null;
  /** The last card tap the server reported. */
  tap: (TapMsg & { at: number }) | null;
  /** This tablet's standing as host, when there is something to say: refused, asking, its ask over, made host. */
  standing: Standing | null;
  /** To a host: a tablet asks to be host (its code), until the ask is over. */
  asked: { code: string; secondsLeft: number; at: number } | null;
  /** To a host: how many other host tablets are connected now (the server says when it changes). */
  otherHosts: number;
  /** To a host that asked for one: its one-time host link for another tablet, until withdrawn. */
  hostLink: HostLink | null;
}

/** A one-time host link's code, working once for `secondsLeft` from `at` (Date.now() when heard). */
export interface HostLink {
  code: string;
  secondsLeft: number;
  at: number;
  /** Why it makes no one host any more, when the server withdrew it (the host tablets were forgotten). */
  withdrawn?: string;
}

export interface Standing {
  state: 'paired' | 'asking' | 'ended' | 'refused';
  message: string;
  code?: string;
  secondsLeft?: number;
  /** Why it was refused or ended, and what its words need (whether the rig has a button, the most hosts kept): PairingMsg's. */
  reason?: PairingMsg['reason'];
  button?: boolean;
  keeps?: number;
  /** When it was heard (Date.now()): a countdown counts from here. */
  at: number;
}
