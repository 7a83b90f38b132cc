// The round: phase, captain, the two stashes as cups, every collection, who still has to
// reveal, what just happened, and the question the game is waiting on.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { SessionState } from '#protocol';
import { CardGuide } from './CardGuide.tsx';
import { Collections } from './Collections.tsx';
import { Events } from './Events.tsx';
import { tableReminders } from '#games';
import { Reminders } from '../../parts/Reminders.tsx';
import { Cup } from './Stash.tsx';
import { UndoButton } from '../../parts/UndoButton.tsx';
import { ChooseCaptainPrompt } from './prompts/ChooseCaptainPrompt.tsx';
import { DivvyPrompt } from './prompts/DivvyPrompt.tsx';
import { OrderPrompt } from './prompts/OrderPrompt.tsx';
import { QueenPrompt } from './prompts/QueenPrompt.tsx';
import { RevealPrompt } from './prompts/RevealPrompt.tsx';
import { RoundRecap } from './RoundRecap.tsx';
import type { SevenSeizeView } from './model.ts';
import '../../parts/game-table.css';
import './round.css';
import { TeachHere } from '../../teach/slot.tsx';
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

const PHASE_NAMES: Record<string, Msg> = {
  squabble: msg('Squabble for Captain'),
  divvy: msg('Divvy the Booty'),
  seize: msg('Seize the Booty'),
  'weigh-off': msg('The weigh-off'),
  finished: msg('Game over'),
};

type PromptProps = { view: SevenSeizeView; session: SessionState; reader: ComponentChildren };

/** Each new question takes the keyboard focus (not from a field being typed in): its number keys and Enter work at once. */
function FocusedPrompt(props: PromptProps) {
  const box = useRef<HTMLDivElement>(null);
  const a = props.view.awaiting;
  const key = a ? `${props.view.round}-${a.type}-${'player' in a ? a.player : ''}` : '';
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
    box.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <div ref={box} tabIndex={-1} class="prompt-focus">
      <Prompt {...props} />
    </div>
  );
}

function Prompt({ view, session, reader }: PromptProps) {
  const a = view.awaiting;
  if (!a) return null;
  switch (a.type) {
    case 'reveal':
      return (
        <RevealPrompt
          players={a.players}
          seats={view.players}
          tapFor={session.tapFor}
          phase={view.phase}
          captain={view.captain}
          reader={session.device.hasReader}
        >
          {reader}
        </RevealPrompt>
      );
    case 'chooseCaptain':
      return <ChooseCaptainPrompt player={a.player} among={a.among} seats={view.players} />;
    case 'divvy':
      return <DivvyPrompt key={`${view.round}`} player={a.player} pieces={a.pieces} />;
    case 'order':
      return <OrderPrompt key={a.among.join()} player={a.player} among={a.among} seats={view.players} />;
    case 'queen':
      return <QueenPrompt player={a.player} decidedBy={a.decidedBy} options={a.options} seats={view.players} />;
    default:
      return null;
  }
}

/** `reader`: the virtual reader's cards, shown in a reveal prompt (simulated rig only). */
export function Round({ view, session, reader = null }: { view: SevenSeizeView; session: SessionState; reader?: ComponentChildren }) {
  const toReveal = view.awaiting?.type === 'reveal' ? view.awaiting.players : [];
  const phaseName = PHASE_NAMES[view.phase];
  return (
    <div class="screen round" data-testid="screen-round" data-phase={view.phase} data-round={view.round}>
      <header class="round-head">
        <span class="round-no" data-testid="round">
          {t('Round {round}', { round: view.round })} <small>{t('of 7')}</small>
        </span>
        <span class="phase" data-testid="phase">
          {phaseName ? t(phaseName) : view.phase}
        </span>
        <span class="captain" data-testid="captain">
          {view.captain ? (
            <>
              ☠ {t('Captain')} <b>{view.captain}</b>
            </>
          ) : (
            t('No captain yet')
          )}
        </span>
        <span class="bag" title={t('pieces left in the bag')}>
          {t('Bag: {count}', { count: view.bag })}
          <span class="long"> {t('pieces left')}</span>
        </span>
        <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      </header>
      {/* The prompt first: on a phone it comes before the stashes, on a landscape tablet it has the wide column. */}
      <div class="round-body">
        <div class="table-top">
          <TeachHere at="over" />
          <FocusedPrompt view={view} session={session} reader={reader} />
          <TeachHere />
          {/* Between rounds, until the new Captain is chosen: the last round's recap. */}
          {view.round > 1 && view.phase === 'squabble' ? <RoundRecap view={view} session={session} /> : null}
        </div>
        <aside class="side">
          {/* Set-up and between rounds (R16, R18). */}
          <Reminders items={tableReminders(view).map(sayText)} />
          <div class="stashes">
            <Cup label={t('red stash')} count={view.stashes.red} colour="red" />
            <Cup label={t('black stash')} count={view.stashes.black} colour="black" />
          </div>
          <Collections view={view} toReveal={toReveal} />
          <Events view={view} />
          <CardGuide />
        </aside>
      </div>
    </div>
  );
}
