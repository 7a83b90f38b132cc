// Every server the browser tests start, until it is stopped: the harness tracks each one as it
// starts (its process as soon as it is spawned), so that one a test lost hold of (a retry that
// started another in its place, a test that failed before its own cleanup) is stopped with its
// file all the same (test/setup/servers-stopped.ts).
export interface Started {
  /** What it is, for a message: its process id, its address. */
  what: string;
  stop(): Promise<void>;
}

const alive = new Set<Started>();

/** Tracks `s` until the returned function is called (it was stopped). */
export function track(s: Started): () => void {
  alive.add(s);
  return () => alive.delete(s);
}

/** Stops every server still running; what they were. */
export async function stopEveryStarted(): Promise<string[]> {
  const stopped: string[] = [];
  for (const s of [...alive]) {
    alive.delete(s);
    await s.stop();
    stopped.push(s.what);
  }
  return stopped;
}
