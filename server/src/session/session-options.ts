// What a table session is opened with, and the events it emits (table-session.ts).
import type { GameRegistry } from '../../../games/core/table.ts';
import type { ScaleSample } from '../../../firmware-bridge/src/index.ts';
import type { ThinkingWorker } from '../computer/thinking-worker.ts';
import type { TableDevice } from '../devices/table-device.ts';
import type { TapMsg } from '#protocol';
import type { FileOps } from './durable.ts';
import type { FirstRoundPace } from './shelf/first-games.ts';
import type { WeighOffOptions } from './scales/table-weigh-off.ts';

export interface SessionOptions {
  dataDir: string;
  device: TableDevice;
  /** The games this table referees: composed by whoever starts the table (server/cli/serve.ts; a test its own). */
  registry: GameRegistry;
  /** The computer player, whose worker loads the same registry (none without: no seat is offered to it). The session closes it. */
  computer?: ThinkingWorker | null;
  /** Samples per second to ask of the device (where it can switch), at start and after a reconnect. */
  sampleRate?: 10 | 80;
  /** Time limit and pacing of the weigh-off (tests shorten them). */
  weighOff?: WeighOffOptions;
  /** The computer player's thinking time per move, in ms (tests shorten it; DEFAULT_THINK_MS by default). */
  computerBudgetMs?: number;
  /** The pause before each step of a scripted first round (first-games.ts STEP_MS by default; tests shorten it or hold the round on a step). */
  firstRoundPace?: FirstRoundPace;
  /** The game log's file operations (tests make one fail: a full disk, no descriptor left). */
  fileOps?: FileOps;
  /** Logs to pino (or anything with the same two methods). */
  logger?: { warn(msg: string): void; info(msg: string): void };
}

export interface SessionEvents {
  change: [];
  /** Only the rig's count of good lines moved (a heartbeat): not a new `version`, which tablets compare. */
  counters: [];
  tap: [TapMsg];
  sample: [ScaleSample];
  /** The game on the table went to the shelf as the saved game `id` / was taken up from it (the logbook). */
  shelved: [{ putAway: string } | { takenUp: string }];
}
