// The weigh-off: whose collection goes in which cup, the live chart, the scale's verdict and the
// tiebreak steps (R20–R24). The server's contest controller says what to do next (`weigh`).
import { useEffect, useState } from 'preact/hooks';
import type { SessionState } from '#protocol';
import { useTable } from '../../context.ts';
import { Bracket } from './Bracket.tsx';
import { ByHand } from './ByHand.tsx';
import { CupChart } from '../../parts/CupChart.tsx';
import type { ScaleFeed } from '../types.ts';
import { UndoButton } from '../../parts/UndoButton.tsx';
import { cupStateWords } from '../../parts/cup-state-labels.ts';
import { seatColour, seatStyle } from './seat-colours.ts';
import { piecesToWeigh, type SevenSeizeView } from './model.ts';
import '../../parts/game-table.css';
import './weigh-off.css';
import { TeachHere } from '../../teach/slot.tsx';
import { useShownControls } from '../../teach/shown-controls.ts';
import { weighControls } from './weigh-controls.ts';

function PairPicker({ remaining, current, seats }: { remaining: string[]; current: { left: string; right: string }; seats: string[] }) {
  const { input } = useTable();
  const [left, setLeft] = useState(current.left);
  const [right, setRight] = useState(current.right);
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" class="btn btn-quiet" onClick={() => setOpen(true)}>
        Pick another contest
      </button>
    );
  return (
    <div class="pair-picker" data-testid="pair-picker">
      {(['left', 'right'] as const).map((side) => (
        <div key={side} class="choices">
          <span class="hint">{side} cup:</span>
          {remaining.map((p) => {
            const chosen = side === 'left' ? left : right;
            return (
              <button
                type="button"
                key={p}
                class={`btn btn-name${p === chosen ? ' is-selected' : ''}`}
                style={seatStyle(p, seats)}
                onClick={() => (side === 'left' ? setLeft(p) : setRight(p))}
              >
                {p}
              </button>
            );
          })}
        </div>
      ))}
      <button
        type="button"
        class="btn btn-go"
        disabled={left === right}
        onClick={() => {
          input({ type: 'pair', left, right });
          setOpen(false);
        }}
      >
        Weigh {left} against {right}
      </button>
    </div>
  );
}

/** Where the words differ on a single-pan balance. */
const PAN_HINT: Record<string, string> = {
  tare: 'Empty the pan',
  loading: 'One collection on the pan',
};

const STAGE_HINT: Record<string, string> = {
  idle: 'Waiting for the scale',
  tare: 'Empty both cups',
  loading: 'Put the collections in the cups',
  weighing: 'Weighing…',
  undecided: 'No clear winner yet: your choice',
  lifting: 'Lift both collections out',
  verdict: 'Verdict',
  tiebreak: 'No clear winner: tiebreak',
  calibrating: 'Calibrating',
};

export function WeighOff({ view, session, feed }: { view: SevenSeizeView; session: SessionState; feed: ScaleFeed }) {
  const { send, isHost } = useTable();
  const w = view.weighOff;
  const weigh = session.weigh;
  // While a verdict is shown, the contest it is about (the game may already have moved on).
  const contest = weigh.contest ?? w?.contest ?? (view.awaiting?.type === 'verdict' ? view.awaiting.contest : null);
  const stage = weigh.stage;
  // While the scale tares: Tare is not pressed twice, and the wait shows.
  const taring = stage === 'tare' ? weigh.taring : undefined;
  // A pressed Tare shows under way at once, until the server's next state says more: on a busy
  // tablet a tare on still cups (about a second) could be over before its wait was ever painted.
  const [tarePressedOn, setTarePressedOn] = useState<SessionState | null>(null);
  const tarePending = stage === 'tare' && tarePressedOn === session;
  useEffect(() => {
    if (!tarePending) return;
    const id = setTimeout(() => setTarePressedOn(null), 5000);
    return () => clearTimeout(id);
  }, [tarePending]);
  const firstWeighing = w?.contest ? Object.values(w.contest.setAside).every((n) => n === 0) : true;
  // A single-pan balance weighs one collection after the other.
  const onePan = session.device.cups === 1;
  const pan = weigh.pan;
  const onPan = pan?.on && contest ? contest[pan.on] : null;
  const weighed = (side: 'left' | 'right') => (pan?.[side] != null ? <span data-testid={`weighed-${side}`}>{pan[side]?.toFixed(2)} g</span> : null);
  // Each cup's state (in motion, stable, at zero, overloaded): a hand on the scale shows at once.
  const cupState = (side: 'left' | 'right') => {
    const st = weigh.cups?.[side];
    if (!st) return null;
    const { mark, words } = cupStateWords(st);
    return (
      <span class={`cup-state cup-state-${st}`} data-testid={`cup-state-${side}`} data-state={st}>
        {mark} {words}
      </span>
    );
  };
  // A cup's colour is its player's seat colour; the single pan holds one player, then the other.
  const controls = weighControls({
    stage,
    isHost,
    onePan,
    liftedOut: weigh.liftedOut === true,
    canPickAnother: w?.contest !== undefined && w.contest !== null && firstWeighing && w.remaining.length > 2,
    contest: contest !== null,
  });
  const has = (label: string) => controls.includes(label);
  useShownControls(controls);
  const cupColours = onePan
    ? onPan
      ? { leftColour: seatColour(onPan, view.players) }
      : {}
    : contest
      ? { leftColour: seatColour(contest.left, view.players), rightColour: seatColour(contest.right, view.players) }
      : {};
  return (
    <div class="screen weighoff" data-testid="screen-weighoff" data-stage={stage}>
      <header class="round-head">
        <span class="phase">⚖ The weigh-off{view.options.cursedTreasure ? ' · Cursed Treasure: the lightest wins' : ''}</span>
        <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      </header>
      {contest ? (
        <section class="contest-cups" data-testid="contest">
          <div class="side-card side-left" style={seatStyle(contest.left, view.players)}>
            <span class="cup-name">{onePan ? 'first on the pan' : 'left cup'}</span>
            <b data-testid="contest-left" class="seat" style={seatStyle(contest.left, view.players)}>
              {contest.left}
            </b>
            <span>{piecesToWeigh(view, contest.left)} pieces</span>
            {weighed('left')}
            {cupState('left')}
          </div>
          <div class="scale-pic" aria-hidden="true">
            ⚖
          </div>
          <div class="side-card side-right" style={seatStyle(contest.right, view.players)}>
            <span class="cup-name">{onePan ? 'then on the pan' : 'right cup'}</span>
            <b data-testid="contest-right" class="seat" style={seatStyle(contest.right, view.players)}>
              {contest.right}
            </b>
            <span>{piecesToWeigh(view, contest.right)} pieces</span>
            {weighed('right')}
            {cupState('right')}
          </div>
        </section>
      ) : null}
      <TeachHere at="over" />
      <section class={`prompt weigh-stage stage-${stage}`} data-testid="weigh-stage">
        <p class="prompt-kicker">{(onePan ? PAN_HINT[stage] : undefined) ?? STAGE_HINT[stage] ?? stage}</p>
        <h2 class="prompt-title" data-testid="weigh-message">
          {weigh.message || (contest ? `${contest.left}'s collection in the left cup, ${contest.right}'s in the right` : 'Waiting…')}
        </h2>
        {weigh.verdict ? (
          <p class="verdict" data-testid="verdict">
            {weigh.verdict === 'none'
              ? 'No clear winner'
              : `${(weigh.verdict === 'left' ? contest?.left : contest?.right) ?? 'The'}'s cup (${weigh.verdict}) is heavier`}
          </p>
        ) : null}
        {weigh.secondsLeft !== undefined ? <p class="hint">{Math.ceil(weigh.secondsLeft)} s before you are asked to choose</p> : null}
        {taring ? (
          <p class="taring" data-testid="tare-progress">
            <progress max={taring.ofSeconds} value={taring.ofSeconds - taring.secondsLeft} /> waiting for still cups, at most {taring.secondsLeft} s more
          </p>
        ) : tarePending ? (
          <p class="taring" data-testid="tare-progress">
            <progress /> waiting for still cups
          </p>
        ) : null}
        {weigh.known ? (
          <p class="hint" data-testid="weigh-known">
            Left − right: {weigh.known.lowGrams.toFixed(2)} to {weigh.known.highGrams.toFixed(2)} g
          </p>
        ) : null}
        {isHost ? (
          <div class="choices">
            {has('Tare') ? (
              <button
                type="button"
                class="btn btn-big btn-go"
                disabled={taring !== undefined || tarePending}
                aria-busy={taring !== undefined || tarePending}
                onClick={() => {
                  setTarePressedOn(session);
                  send({ type: 'weigh', action: 'tare' });
                }}
              >
                {taring || tarePending ? 'Taring…' : 'Tare'}
              </button>
            ) : null}
            {has('All in, weigh!') ? (
              <button type="button" class="btn btn-big btn-go" onClick={() => send({ type: 'weigh', action: 'loaded' })}>
                {onPan ? `${onPan}'s collection is on the pan` : 'All in, weigh!'}
              </button>
            ) : null}
            {has('Removed') ? (
              <button type="button" class="btn btn-big btn-go" onClick={() => send({ type: 'weigh', action: 'removed' })}>
                Removed
              </button>
            ) : null}
            {has('Call it a tie') ? (
              <button type="button" class="btn btn-big btn-go" onClick={() => send({ type: 'weigh', action: 'tie' })}>
                Call it a tie
              </button>
            ) : null}
            {has('Lift both out') ? (
              <button type="button" class="btn btn-big" onClick={() => send({ type: 'weigh', action: 'lift' })}>
                Lift both out
              </button>
            ) : null}
            {has('Weigh longer') ? (
              <button type="button" class="btn btn-big" onClick={() => send({ type: 'weigh', action: 'longer' })}>
                Weigh longer
              </button>
            ) : null}
            {has('Weigh again') ? (
              <button type="button" class="btn" onClick={() => send({ type: 'weigh', action: 'restart' })}>
                Weigh again
              </button>
            ) : null}
            {w?.contest && has('Pick another contest') ? <PairPicker remaining={w.remaining} current={w.contest} seats={view.players} /> : null}
          </div>
        ) : null}
        {contest && has('No scale? Judge by hand') ? (
          <ByHand
            key={`${contest.left}-${contest.right}`}
            open={stage === 'idle' || session.device.state !== 'connected' || weigh.liftedOut === true}
            left={contest.left}
            right={contest.right}
          />
        ) : null}
      </section>
      <TeachHere />
      <CupChart
        feed={feed}
        leftName={onePan ? (onPan ?? 'pan') : (contest?.left ?? 'left')}
        rightName={onePan ? null : (contest?.right ?? 'right')}
        {...cupColours}
      />
      {w ? (
        <section class="panel">
          <p>
            Still in: <b data-testid="remaining">{w.remaining.join(', ')}</b>
            {w.eliminated.length ? <> · out: {w.eliminated.join(', ')}</> : null}
          </p>
          <Bracket results={w.results} current={stage === 'verdict' ? null : contest} />
        </section>
      ) : null}
    </div>
  );
}
