// `quartermaster flash --pause-serve`: the rig's port is held by a running `quartermaster serve`,
// so that table writes the firmware itself (POST /api/firmware, the Device screen's update): it
// lets go of the port, flashes, and takes the port back. Found through its data directory, the
// same process that holds the port; the host token it printed lets this command ask.
import type { FirmwareStatus } from '#protocol';
import { isServe, portHolders } from '../../firmware-bridge/src/ports.ts';
import { DataHold } from '../src/data-lock/hold.ts';

export interface ThroughServe {
  port: string;
  dataDir: string;
  token: string;
  /** What the table says on the way: its step and how far. */
  onStep(step: string, percent: number | null): void;
}

/** The firmware the rig runs after the running table's update, or why it could not be done. */
export async function flashThroughServe(o: ThroughServe): Promise<{ ok: true; fw: string } | { ok: false; problem: string; message: string }> {
  const fail = (problem: string, message: string) => ({ ok: false as const, problem, message });
  const holder = portHolders(o.port).find(isServe);
  if (!holder) return fail('not-held', `${o.port} is not held by a running quartermaster serve: flash it without --pause-serve`);
  const table = await DataHold.holderOf(o.dataDir);
  if (table === null || typeof table === 'string' || table.pid !== holder.pid || !table.url)
    return fail(
      'other-serve',
      `the quartermaster serve holding ${o.port} (process ${holder.pid}) does not serve ${o.dataDir}: give its data directory with --data DIR`,
    );
  const base = new URL(table.url.endsWith('/') ? table.url : `${table.url}/`);
  const call = async (path: string, post = false): Promise<FirmwareStatus & { message?: string }> => {
    const r = await fetch(new URL(path, base), {
      ...(post ? { method: 'POST', body: '{}' } : {}),
      headers: { authorization: `Bearer ${o.token}`, ...(post ? { 'content-type': 'application/json' } : {}) },
    });
    const json = (await r.json()) as FirmwareStatus & { message?: string };
    if (!r.ok) throw new Error(json.message ?? `HTTP ${r.status}`);
    return json;
  };
  let s: FirmwareStatus;
  try {
    s = await call('api/firmware', true);
    while (s.state === 'updating') {
      o.onStep(s.step ?? 'starting', s.percent);
      s = await call(`api/firmware?after=${s.version}`);
    }
    // Written: the table reads the rig's new HELLO a moment later.
    while (s.state === 'done' && s.older) s = await call(`api/firmware?after=${s.version}`);
  } catch (e) {
    return fail('table-refused', `the running table (${base.origin}) did not update the rig: ${(e as Error).message}`);
  }
  if (s.state === 'failed') return fail('table-failed', `the running table could not update the rig: ${s.error}`);
  return { ok: true, fw: s.running ?? '?' };
}
