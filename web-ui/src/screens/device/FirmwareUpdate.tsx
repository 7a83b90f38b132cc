// The rig's firmware update on the Device screen (GET/POST /api/firmware, server/API.md): when the
// rig runs an older firmware than this Quartermaster brings, it says so and offers a host tablet
// the update; while it runs, what is happening and how far; then the version the rig now runs.
// Nothing shows where there is nothing to update (the simulated rig, a balance, a rig up to date).
import type { FirmwareStatus } from '#protocol';
import { hostToken } from '../../connection.ts';
import { useTable } from '../../context.ts';
import { t } from '../../i18n/i18n.ts';
import { useLongPoll } from '../../parts/use-long-poll.ts';

/** `kind`: the device's; only a rig on a port (or the emulated one) has firmware to update. */
export function FirmwareUpdate({ kind }: { kind: string }) {
  const { isHost } = useTable();
  const { status, problem, act } = useLongPoll<FirmwareStatus>(kind === 'rig' || kind === 'emulator' ? 'api/firmware' : null, hostToken);
  if (!status || (status.state === 'idle' && !status.older)) return null;
  // A reading that did not come is asked again quietly: only a refused update is said.
  const refused = problem?.from === 'action' ? problem.why : null;
  const start = () => act('api/firmware', {});
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
