// The rig's firmware update on the Device screen (GET/POST /api/firmware, server/API.md): when the
// rig runs an older firmware than this Quartermaster brings, it says so and offers a host tablet
// the update; while it runs, what is happening and how far; then the version the rig now runs.
// Nothing shows where there is nothing to update (the simulated rig, a balance, a rig up to date).
import { useEffect, useState } from 'preact/hooks';
import type { FirmwareStatus } from '#protocol';
import { hostToken } from '../connection.ts';
import { useTable } from '../context.ts';

const auth = (): Record<string, string> => {
  const token = hostToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** The update's status, followed change by change (`?after=`) while the screen is open; null where there is none. */
function useFirmware(asks: boolean): [FirmwareStatus | null, (s: FirmwareStatus) => void] {
  const [status, setStatus] = useState<FirmwareStatus | null>(null);
  useEffect(() => {
    if (!asks) return;
    const stop = new AbortController();
    void (async () => {
      let after: number | null = null;
      while (!stop.signal.aborted) {
        try {
          const r = await fetch(`api/firmware${after === null ? '' : `?after=${after}`}`, { signal: stop.signal });
          if (r.status === 404) return; // this table has no firmware to bring
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          const s = (await r.json()) as FirmwareStatus;
          after = s.version;
          setStatus(s);
        } catch {
          if (stop.signal.aborted) return;
          await new Promise((r) => setTimeout(r, 2000));
        }
      }
    })();
    return () => stop.abort();
  }, [asks]);
  return [status, setStatus];
}

/** `kind`: the device's; only a rig on a port (or the emulated one) has firmware to update. */
export function FirmwareUpdate({ kind }: { kind: string }) {
  const { isHost } = useTable();
  const [status, setStatus] = useFirmware(kind === 'rig' || kind === 'emulator');
  const [refused, setRefused] = useState<string | null>(null);
  if (!status || (status.state === 'idle' && !status.older)) return null;
  const start = async () => {
    setRefused(null);
    const r = await fetch('api/firmware', { method: 'POST', headers: { 'content-type': 'application/json', ...auth() }, body: '{}' });
    const json = (await r.json()) as FirmwareStatus | { message: string };
    if ('message' in json) setRefused(json.message);
    else setStatus(json);
  };
  return (
    <section class="panel firmware-update" data-testid="firmware-update" aria-live="polite">
      <h2>The rig's firmware</h2>
      {status.state === 'updating' ? (
        <>
          <p data-testid="firmware-step">
            Updating the rig's firmware to {status.brought}: {status.step ?? 'starting'}
            {status.percent !== null ? `, ${status.percent} %` : ''}. Keep the rig plugged in.
          </p>
          <progress max={100} value={status.percent ?? undefined} aria-label="How far the update is" />
        </>
      ) : status.state === 'done' && !status.older ? (
        <p data-testid="firmware-done">The rig now runs firmware {status.running}.</p>
      ) : !status.older ? (
        // A failed update that wrote the firmware all the same (only its check went wrong).
        <>
          <p class="problem">The update did not work: {status.error}</p>
          <p>{status.running ? `The rig says it runs firmware ${status.running} now.` : 'The rig has not said which firmware it runs since.'}</p>
        </>
      ) : (
        <>
          <p>
            The rig runs firmware {status.running}, older than the {status.brought} this Quartermaster brings.
          </p>
          {status.state === 'failed' && status.error ? <p class="problem">The update did not work: {status.error}</p> : null}
          {isHost ? (
            <button type="button" onClick={() => void start()}>
              {status.state === 'failed' ? 'Try the update again' : "Update the rig's firmware"}
            </button>
          ) : (
            <p>A host tablet can update it.</p>
          )}
          {refused ? <p class="problem">{refused}</p> : null}
        </>
      )}
    </section>
  );
}
