// The round: phase, captain, the two stashes as cups, every collection, who still has to
// reveal, what just happened, and the question the game is waiting on.
import type { SessionState } from '../../../../server/src/protocol.ts';
import { Collections } from './Collections.tsx';
import { Events } from '../../parts/Events.tsx';
import { Cup } from './Stash.tsx';
import { UndoButton } from '../../parts/UndoButton.tsx';
import { ChooseCaptainPrompt } from './prompts/ChooseCaptainPrompt.tsx';
import { DivvyPrompt } from './prompts/DivvyPrompt.tsx';
import { OrderPrompt } from './prompts/OrderPrompt.tsx';
import { QueenPrompt } from './prompts/QueenPrompt.tsx';
import { RevealPrompt } from './prompts/RevealPrompt.tsx';
import type { GameView } from './view.ts';

const PHASE_NAMES: Record<string, string> = {
  squabble: 'Squabble for Captain',
  divvy: 'Divvy the Booty',
  seize: 'Seize the Booty',
  'weigh-off': 'The weigh-off',
  finished: 'Game over',
};

function Prompt({ view, session }: { view: GameView; session: SessionState }) {
  const a = view.awaiting;
  if (!a) return null;
  switch (a.type) {
    case 'reveal':
      return <RevealPrompt players={a.players} tapFor={session.tapFor} phase={view.phase} captain={view.captain} reader={session.device.hasReader} />;
    case 'chooseCaptain':
      return <ChooseCaptainPrompt player={a.player} among={a.among} />;
    case 'divvy':
      return <DivvyPrompt key={`${view.round}`} player={a.player} pieces={a.pieces} />;
    case 'order':
      return <OrderPrompt key={a.among.join()} player={a.player} among={a.among} />;
    case 'queen':
      return <QueenPrompt player={a.player} decidedBy={a.decidedBy} options={a.options} />;
    default:
      return null;
  }
}

export function Round({ view, session }: { view: GameView; session: SessionState }) {
  const toReveal = view.awaiting?.type === 'reveal' ? view.awaiting.players : [];
  return (
    <div class="screen round" data-testid="screen-round" data-phase={view.phase} data-round={view.round}>
      <header class="round-head">
        <span class="round-no" data-testid="round">
          Round {view.round} <small>of 7</small>
        </span>
        <span class="phase" data-testid="phase">
          {PHASE_NAMES[view.phase] ?? view.phase}
        </span>
        <span class="captain" data-testid="captain">
          {view.captain ? (
            <>
              ☠ Captain <b>{view.captain}</b>
            </>
          ) : (
            'No captain yet'
          )}
        </span>
        <span class="bag" title="pieces left in the bag">
          Bag: {view.bag} pieces left
        </span>
        <UndoButton canUndo={session.inputs > 0} />
      </header>
      <div class="round-body">
        <div class="table-top">
          <div class="stashes">
            <Cup label="red stash" count={view.stashes.red} colour="red" />
            <Cup label="black stash" count={view.stashes.black} colour="black" />
          </div>
          <Prompt view={view} session={session} />
        </div>
        <aside class="side">
          <Collections view={view} toReveal={toReveal} />
          <Events view={view} />
        </aside>
      </div>
    </div>
  );
}
