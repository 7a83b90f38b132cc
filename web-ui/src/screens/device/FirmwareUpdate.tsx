// The rig's firmware update on the Device screen (GET/POST /api/firmware, server/API.md): when the
// rig runs an older firmware than this Quartermaster brings, it says so and offers a host tablet
// the update; while it runs, what is happening and how far; then the version the rig now runs.
// Nothing shows where there is nothing to update (the simulated rig, a balance, a rig up to date).
import { useEffect, useState } from 'preact/hooks';
import type { FirmwareStatus } from '#protocol';
import { hostToken } from '../../connection.ts';
import { useTable } from '../../context.ts';
import { t } from '../../i18n/i18n.ts';

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
      <h2>{t("The rig's firmware")}</h2>
      {status.state === 'updating' ? (
        <>
          <p data-testid="firmware-step">
            {status.percent !== null
              ? t("Updating the rig's firmware to {firmware}: {step}, {percent} %. Keep the rig plugged in.", {
                  firmware: status.brought,
                  step: status.step ?? t('starting'),
                  percent: status.percent,
                })
              : t("Updating the rig's firmware to {firmware}: {step}. Keep the rig plugged in.", {
                  firmware: status.brought,
                  step: status.step ?? t('starting'),
                })}
          </p>
          <progress max={100} value={status.percent ?? undefined} aria-label={t('How far the update is')} />
        </>
      ) : status.state === 'done' && !status.older ? (
        <p data-testid="firmware-done">{t('The rig now runs firmware {firmware}.', { firmware: status.running ?? '' })}</p>
      ) : !status.older ? (
        // A failed update that wrote the firmware all the same (only its check went wrong).
        <>
          <p class="problem">{t('The update did not work: {why}', { why: status.error ?? '' })}</p>
          <p>
            {status.running
              ? t('The rig says it runs firmware {firmware} now.', { firmware: status.running })
              : t('The rig has not said which firmware it runs since.')}
          </p>
        </>
      ) : (
        <>
          <p>
            {t('The rig runs firmware {running}, older than the {brought} this Quartermaster brings.', {
              running: status.running ?? '',
              brought: status.brought,
            })}
          </p>
          {status.state === 'failed' && status.error ? <p class="problem">{t('The update did not work: {why}', { why: status.error })}</p> : null}
          {isHost ? (
            <button type="button" onClick={() => void start()}>
              {status.state === 'failed' ? t('Try the update again') : t("Update the rig's firmware")}
            </button>
          ) : (
            <p>{t('A host tablet can update it.')}</p>
          )}
          {refused ? <p class="problem">{refused}</p> : null}
        </>
      )}
    </section>
  );
}
