// The setup guide's screen: how far it is, what the rig said (a finding that sent the builder
// here), the step under way, and the steps already reached to go back to. The server keeps the
// guide (server/src/setup/); this screen and `quartermaster setup` are two views of it.
import { WIRING } from '../../../../hardware/wiring-parts.ts';
import { SETUP_STEP_ORDER, type SetupStatus } from '#protocol';
import { useTable } from '../../context.ts';
import type { ScreenProps } from '../screen.ts';
import type { Embeds } from './embeds.ts';
import { StepBody } from './SetupSteps.tsx';
import { SETUP_WORDS as W } from './setup-words.ts';
import { useSetup } from './use-setup.ts';
import './setup.css';

/** The step's heading: the part being wired, the cup being calibrated. */
export function stepTitle(s: SetupStatus): string {
  const g = s.guide;
  if (g.step === 'wiring') return WIRING[g.part].title;
  if (g.step === 'calibrate') return `${W.steps.calibrate}: the ${g.cup} cup`;
  return W.steps[g.step];
}

export function SetupGuide({ embeds, ...props }: ScreenProps & { embeds: Embeds }) {
  const { isHost } = useTable();
  const { status, problem, act } = useSetup(embeds.hostToken);
  if (!isHost)
    return (
      <div class="screen setup" data-testid="screen-setup">
        <h1>{W.title}</h1>
        <p class="hint">{W.hostOnly}</p>
      </div>
    );
  if (!status)
    return (
      <div class="screen setup" data-testid="screen-setup">
        <h1>{W.title}</h1>
        <p class="hint" role="status">
          {problem ? W.away(problem) : W.loading}
        </p>
      </div>
    );
  const g = status.guide;
  const earlier = SETUP_STEP_ORDER.slice(0, SETUP_STEP_ORDER.indexOf(g.reached) + 1).filter((s) => s !== g.step && s !== 'done');
  return (
    <div class="screen setup" data-testid="screen-setup" data-step={g.step} data-part={g.step === 'wiring' ? g.part : g.step === 'calibrate' ? g.cup : ''}>
      <h1>{W.title}</h1>
      <div class="setup-progress" data-testid="setup-progress">
        <progress max={100} value={status.progress.percent} aria-label={W.progressLabel} />
        <span>{W.progress(status.progress.index, status.progress.of, stepTitle(status))}</span>
      </div>
      {problem ? (
        <p class="banner banner-warn" role="alert" data-testid="setup-problem">
          {problem}
        </p>
      ) : null}
      {g.finding ? (
        <section class="setup-finding" role="alert" data-testid="setup-finding">
          <p class="prompt-kicker">{W.findingKicker}</p>
          <p>{g.finding.says}</p>
        </section>
      ) : null}
      {status.working ? (
        <p class="hint" role="status" data-testid="setup-working">
          {W.working(status.working)}
        </p>
      ) : null}
      <StepBody status={status} act={act} screen={props} embeds={embeds} />
      {earlier.length > 0 ? (
        <nav class="setup-back" aria-label={W.backTo}>
          <p class="hint">{W.backTo}</p>
          {earlier.map((s) => (
            <button key={s} type="button" class="btn btn-quiet" onClick={() => void act({ action: 'back', step: s })}>
              {W.steps[s]}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
