// "Check the rig": the guided self-test (GET/POST /api/check, server/API.md). The screen shows the
// step the check asks for and where it is, takes the answers, and shows the report, problems
// first, each with what to do; the report can be saved as a text file.
import { useState } from 'preact/hooks';
import { reportText } from '../../../../firmware-bridge/src/check/analyse.ts';
import type { CheckStatus } from '#protocol';
import { hostToken } from '../../connection.ts';
import { useTable } from '../../context.ts';
import { useModule } from '../../game-loads.ts';
import { useLongPoll } from '../../parts/use-long-poll.ts';
import { WithGame } from '../../parts/WithGame.tsx';
import type { ScreenProps } from '../screen.ts';
import './check-rig.css';
import { t } from '../../i18n/i18n.ts';
import { measureWords, partWords, stageWords, stepSays } from './check-words.ts';

// The report's charts (uPlot) come down with the report: no part of the shelf's first load.
const loadTraces = () => import('../../parts/CheckTraces.tsx').then((m) => m.CheckTraces);

/** The check's status while the screen is open, and `act` to start it or answer. */
const useCheck = () => useLongPoll<CheckStatus>('api/check', hostToken);

const problemsWords = (n: number): string => (n === 1 ? t('The rig has a problem:') : t('The rig has {count} problems:', { count: n }));

function saveReport(status: CheckStatus): void {
  if (!status.report) return;
  const blob = new Blob([`Quartermaster rig check, ${new Date().toISOString()}\n\n${reportText(status.report)}\n`], { type: 'text/plain' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `rig-check-${new Date().toISOString().slice(0, 10)}.txt`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function Question({ status, answer }: { status: CheckStatus; answer: (a: { skip?: boolean; grams?: number; seen?: boolean }) => void }) {
  const q = status.question;
  const [grams, setGrams] = useState('100');
  if (!q) return <p class="hint">{t('Measuring… keep the table still.')}</p>;
  const kind = q.step.kind;
  const value = Number(grams.replace(',', '.'));
  const gramsOk = Number.isFinite(value) && value > 0 && value <= 5000;
  return (
    <section class="prompt" data-testid="check-question" data-step={kind} data-question={q.id}>
      <h2 class="prompt-title">{stepSays(q.step)}</h2>
      {kind === 'weight' ? (
        <>
          <label class="toggle">
            {t('Grams in each cup:')}{' '}
            <input type="text" inputMode="decimal" data-testid="check-grams" value={grams} onInput={(e) => setGrams((e.target as HTMLInputElement).value)} />
          </label>
          <button type="button" class="btn btn-big btn-go" disabled={!gramsOk} onClick={() => answer({ grams: value })}>
            {t('They are in')}
          </button>
          <button type="button" class="btn" onClick={() => answer({ skip: true })}>
            {t('Skip: no known weight')}
          </button>
        </>
      ) : kind === 'watch' ? (
        <>
          <button type="button" class="btn btn-big btn-go" onClick={() => answer({ seen: true })}>
            {t('Yes')}
          </button>
          <button type="button" class="btn btn-big" onClick={() => answer({ seen: false })}>
            {t('No')}
          </button>
          <button type="button" class="btn" onClick={() => answer({ skip: true })}>
            {t('The rig has none')}
          </button>
        </>
      ) : (
        <>
          <button type="button" class="btn btn-big btn-go" onClick={() => answer({})}>
            {t('Done')}
          </button>
          {kind === 'second weight' || kind === 'place card' || kind === 'press button' ? (
            <button type="button" class="btn" onClick={() => answer({ skip: true })}>
              {t('Skip')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** On a simulated rig the virtual rig can run the check by itself. */
export function CheckRig({ session }: ScreenProps) {
  const canRunAlone = session.device.sim;
  const { isHost } = useTable();
  const { status, problem, act } = useCheck();
  const traces = status?.traces;
  const tracesLoad = useModule('check-traces', loadTraces, traces !== undefined && traces !== null);
  const [quick, setQuick] = useState(false);
  const start = (unattended: boolean) => act('api/check', { unattended, quick });
  const report = status?.report;
  const findings = report ? [...report.findings].sort((a, b) => Number(b.status === 'problem') - Number(a.status === 'problem')) : [];

  return (
    <div class="screen check-rig" data-testid="screen-check">
      <h1>{t('Check the rig')}</h1>
      <p class="hint">
        {t(
          'A guided self-test: empty cups, a known weight in each cup, a card, the button, the lights and the buzzer. It measures each part and says what to do. It never changes the calibration or the enrolled cards.',
        )}
      </p>
      {problem ? (
        <p class="banner banner-warn" role="alert">
          {problem.why}
        </p>
      ) : null}
      {status?.state === 'running' ? (
        <>
          <div class="check-progress" data-testid="check-progress">
            <progress value={status.progress?.index ?? 0} max={status.progress?.of ?? 7} />
            <span>
              {t('Step {step} of {steps}: {said}', {
                step: status.progress?.index ?? 0,
                steps: status.progress?.of ?? 7,
                said: status.progress ? stageWords(status.progress.stage) : t('starting'),
              })}
            </span>
          </div>
          {status.unattended ? <p class="hint">{t('The virtual rig does each step by itself.')}</p> : null}
          {isHost && !status.unattended ? (
            <Question key={status.question?.id ?? 0} status={status} answer={(a) => act('api/check/answer', { id: status.question!.id, ...a })} />
          ) : null}
          {isHost ? (
            <button type="button" class="btn" onClick={() => act('api/check/stop', {})}>
              {t('Stop the check')}
            </button>
          ) : null}
        </>
      ) : isHost ? (
        <section class="prompt">
          <label class="toggle">
            <input type="checkbox" checked={quick} onChange={(e) => setQuick((e.target as HTMLInputElement).checked)} />{' '}
            {t('Quick (drift over 10 s instead of a minute)')}
          </label>
          <button type="button" class="btn btn-big btn-go" onClick={() => start(false)}>
            {t('Start the check')}
          </button>
          {canRunAlone ? (
            <button type="button" class="btn btn-big" onClick={() => start(true)}>
              {t('Let the virtual rig do it')}
            </button>
          ) : null}
        </section>
      ) : (
        <p class="hint">{t("Only the host's tablet runs the check.")}</p>
      )}
      {status?.state === 'failed' ? <p class="banner banner-warn">{t('The check stopped: {why}', { why: status.error ?? '' })}</p> : null}
      {report ? (
        <section class="check-report" data-testid="check-report">
          <h2 data-testid="check-verdict">
            {report.healthy ? t('The rig is healthy.') : problemsWords(findings.filter((f) => f.status === 'problem').length)}
          </h2>
          <button type="button" class="btn" onClick={() => saveReport(status!)}>
            {t('Save the report')}
          </button>
          <ul class="findings">
            {findings.map((f) => (
              <li key={`${f.part}/${f.measure}`} class={`finding finding-${f.status.replace(' ', '-')}`} data-status={f.status}>
                <strong>
                  {partWords(f.part)}, {measureWords(f.measure)}
                </strong>
                {f.status === 'problem' ? ` — ${t('problem:')} ` : f.status === 'ok' ? ` — ${t('ok:')} ` : ' — '}
                {f.says}
              </li>
            ))}
          </ul>
          {traces ? (
            <WithGame id="module:check-traces" name={t("The check's charts")} load={tracesLoad}>
              {(CheckTraces) => (CheckTraces ? <CheckTraces traces={traces} /> : null)}
            </WithGame>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
