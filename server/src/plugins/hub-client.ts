// One tablet's connection to the hub, as the hub's files (hub.ts, hub-fanout.ts, hub-handlers.ts)
// see it: its socket, who it is, what it watches, and what it was last shown.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Role } from '#protocol';
import type { HubTablet } from '../pairing/table-pairing.ts';
import type { TokenBucket } from '../session/rate-limit.ts';

export interface Client extends HubTablet {
  socket: WebSocket;
  /** Sent its snapshot (after its hello, or HELLO_MS without one): it hears the table from then on. */
  greeted: boolean;
  /** Messages taken before the greeting, in turn (the first decides who the tablet is). */
  before: Promise<void>;
  queued: number;
  helloTimer: NodeJS.Timeout | null;
  /** The upgrade request: the client's address, for the limits per address. */
  req: FastifyRequest;
  role: Role;
  bucket: TokenBucket;
  /** A state change was skipped while the client was slow: send the latest when it catches up. */
  stale: boolean;
  /** What it shows beyond the state (WatchMsg): live scale readings, the rig's counters. */
  watch: { scale: boolean; rig: boolean };
  /** The last state it was sent, less its version and the rig's counters (`quietFor`). */
  shown: string;
}
