// The setup guide's screen: how far it is, what the rig said (a finding that sent the builder
// here), the step under way, and the steps already reached to go back to. The server keeps the
// guide (server/src/setup/); this screen and `quartermaster setup` are two views of it.
import { SETUP_STEP_ORDER, type SetupStatus } from '#protocol';
import { useTable } from '../../context.ts';
import { t } from '../../i18n/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import type { Embeds } from './embeds.ts';
import { StepBody } from './SetupSteps.tsx';
import { CUP_WORDS, PART_WORDS, STEP_WORDS } from './setup-words.ts';
import { guideSays } from './guide-said.ts';
import { useSetup } from './use-setup.ts';
import './setup.css';

/** The step's heading: the part being wired, the cup being calibrated. */
export function stepTitle(s: SetupStatus): string {
  const g = s.guide;
  if (g.step === 'wiring') return t(PART_WORDS[g.part].title);
  if (g.step === 'calibrate') return t(CUP_WORDS[g.cup].title);
  return t(STEP_WORDS[g.step]);
}

export function SetupGuide({ embeds, ...props }: ScreenProps & { embeds: Embeds }) {
  const { isHost } = useTable();
  const { status, problem, act } = useSetup(embeds.hostToken);
  if (!isHost)
    return (
      <div class="screen setup" data-testid="screen-setup">
        <h1>{t('Set up a new rig')}</h1>
        <p class="hint">{t("Only the host's tablet walks the setup.")}</p>
      </div>
    );
  if (!status)
    return (
      <div class="screen setup" data-testid="screen-setup">
        <h1>{t('Set up a new rig')}</h1>
        <p class="hint" role="status">
          {problem ? t('The table does not answer just now ({why}): trying again.', { why: problem }) : t('Asking the table where the setup is…')}
        </p>
      </div>
    );
  const g = status.guide;
  const earlier = SETUP_STEP_ORDER.slice(0, SETUP_STEP_ORDER.indexOf(g.reached) + 1).filter((s) => s !== g.step && s !== 'done');
  return (
    <div class="screen setup" data-testid="screen-setup" data-step={g.step} data-part={g.step === 'wiring' ? g.part : g.step === 'calibrate' ? g.cup : ''}>
      <h1>{t('Set up a new rig')}</h1>
      <div class="setup-progress" data-testid="setup-progress">
        <progress max={100} value={status.progress.percent} aria-label={t('How far the setup is')} />
        <span>{t('Step {index} of {of}: {title}', { index: status.progress.index, of: status.progress.of, title: stepTitle(status) })}</span>
      </div>
      {problem ? (
        <p class="banner banner-warn" role="alert" data-testid="setup-problem">
          {problem}
        </p>
      ) : null}
      {g.finding ? (
        <section class="setup-finding" role="alert" data-testid="setup-finding">
          <p class="prompt-kicker">{t('The rig says')}</p>
          <p>{guideSays(g.finding.said, g.finding.says)}</p>
        </section>
      ) : null}
      {status.working ? (
        <p class="hint" role="status" data-testid="setup-working">
          {t('Just a moment: {what}…', { what: guideSays(status.workingSaid, status.working) })}
        </p>
      ) : null}
      <StepBody status={status} act={act} screen={props} embeds={embeds} />
      {earlier.length > 0 ? (
        <nav class="setup-back" aria-label={t('Go back to an earlier step:')}>
          <p class="hint">{t('Go back to an earlier step:')}</p>
          {earlier.map((s) => (
            <button key={s} type="button" class="btn btn-quiet" onClick={() => void act({ action: 'back', step: s })}>
              {t(STEP_WORDS[s])}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
