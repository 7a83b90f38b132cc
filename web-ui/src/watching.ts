// What this tablet shows beyond the state, told to the server (the `watch` message) as it changes,
// so that the table sends it only then: live scale readings while anything listens to them (the
// weigh-off's chart, the Scale screen, a count on the scale), the rig's counters at each heartbeat
// while the Device screen shows them. A connection starts watching nothing: told again after each
// greeting.
import type { ClientMsg, ScaleMsg } from '#protocol';

export type ScaleListener = (m: ScaleMsg) => void;

export interface Watching {
  /** Live readings to `fn` until the returned function is called. */
  onScale(fn: ScaleListener): () => void;
  /** The rig's counters at each heartbeat until the returned function is called. */
  watchRig(): () => void;
  /** A `scale` message came. */
  scale(m: ScaleMsg): void;
  /** The server greeted this connection: tells it what this tablet watches, if anything. */
  greeted(): void;
}

/** `send`: sends on the open link, or does nothing without one (the next greeting tells it). */
export function watching(send: (m: ClientMsg) => void): Watching {
  const listeners = new Set<ScaleListener>();
  let rig = 0;
  const tell = (): void => send({ type: 'watch', scale: listeners.size > 0, rig: rig > 0 });
  return {
    onScale(fn) {
      listeners.add(fn);
      if (listeners.size === 1) tell();
      return () => {
        if (listeners.delete(fn) && listeners.size === 0) tell();
      };
    },
    watchRig() {
      if (++rig === 1) tell();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        if (--rig === 0) tell();
      };
    },
    scale(m) {
      for (const fn of listeners) fn(m);
    },
    greeted() {
      if (listeners.size > 0 || rig > 0) tell();
    },
  };
}
