// The weigh-off: whose collection goes in which cup, the live chart, the scale's verdict and the
// tiebreak steps (R20–R24). The server's contest controller says what to do next (`weigh`).
import { weighMessage } from '../../parts/weigh-words.ts';
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
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { grams, number } from '../../i18n/format.ts';
import { sayText } from '../../i18n/phrase.ts';
import { Unfolding } from '../../parts/Unfolding.tsx';

function PairPicker({ remaining, current, seats }: { remaining: string[]; current: { left: string; right: string }; seats: string[] }) {
  const { input } = useTable();
  const [left, setLeft] = useState(current.left);
  const [right, setRight] = useState(current.right);
  return (
    <Unfolding label={t('Pick another contest')}>
      {(fold) => (
        <div class="pair-picker" data-testid="pair-picker">
          {(['left', 'right'] as const).map((side) => (
            <div key={side} class="choices">
              <span class="hint">{side === 'left' ? t('left cup:') : t('right cup:')}</span>
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
              fold();
            }}
          >
            {t('Weigh {left} against {right}', { left, right })}
          </button>
        </div>
      )}
    </Unfolding>
  );
}

/** Where the words differ on a single-pan balance. */
const PAN_HINT: Record<string, Msg> = {
  tare: msg('Empty the pan'),
  loading: msg('One collection on the pan'),
};

const STAGE_HINT: Record<string, Msg> = {
  idle: msg('Waiting for the scale'),
  tare: msg('Empty both cups'),
  loading: msg('Put the collections in the cups'),
  weighing: msg('Weighing…'),
  undecided: msg('No clear winner yet: your choice'),
  lifting: msg('Lift both collections out'),
  verdict: msg('Verdict'),
  tiebreak: msg('No clear winner: tiebreak'),
  calibrating: msg('Calibrating'),
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
  const weighed = (side: 'left' | 'right') => (pan?.[side] != null ? <span data-testid={`weighed-${side}`}>{grams(pan[side] ?? 0, 2)}</span> : null);
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
  // By the labels its lesson explains them under, in the tablet's language as the lesson is.
  useShownControls(controls.map(sayText));
  const hint = (onePan ? PAN_HINT[stage] : undefined) ?? STAGE_HINT[stage];
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
        <span class="phase">⚖ {view.options.cursedTreasure ? t('The weigh-off · Cursed Treasure: the lightest wins') : t('The weigh-off')}</span>
        <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      </header>
      {contest ? (
        <section class="contest-cups" data-testid="contest">
          <div class="side-card side-left" style={seatStyle(contest.left, view.players)}>
            <span class="cup-name">{onePan ? t('first on the pan') : t('left cup')}</span>
            <b data-testid="contest-left" class="seat" style={seatStyle(contest.left, view.players)}>
              {contest.left}
            </b>
            <span>{t('{count, plural, one {# piece} other {# pieces}}', { count: piecesToWeigh(view, contest.left) })}</span>
            {weighed('left')}
            {cupState('left')}
          </div>
          <div class="scale-pic" aria-hidden="true">
            ⚖
          </div>
          <div class="side-card side-right" style={seatStyle(contest.right, view.players)}>
            <span class="cup-name">{onePan ? t('then on the pan') : t('right cup')}</span>
            <b data-testid="contest-right" class="seat" style={seatStyle(contest.right, view.players)}>
              {contest.right}
            </b>
            <span>{t('{count, plural, one {# piece} other {# pieces}}', { count: piecesToWeigh(view, contest.right) })}</span>
            {weighed('right')}
            {cupState('right')}
          </div>
        </section>
      ) : null}
      <TeachHere at="over" />
      <section class={`prompt weigh-stage stage-${stage}`} data-testid="weigh-stage">
        <p class="prompt-kicker">{hint ? t(hint) : stage}</p>
        <h2 class="prompt-title" data-testid="weigh-message">
          {weighMessage(weigh) ||
            (contest ? t("{left}'s collection in the left cup, {right}'s in the right", { left: contest.left, right: contest.right }) : t('Waiting…'))}
        </h2>
        {weigh.verdict ? (
          <p class="verdict" data-testid="verdict">
            {weigh.verdict === 'none'
              ? t('No clear winner')
              : weigh.verdict === 'left'
                ? t("{who}'s cup (left) is heavier", { who: contest?.left ?? '' })
                : t("{who}'s cup (right) is heavier", { who: contest?.right ?? '' })}
          </p>
        ) : null}
        {weigh.secondsLeft !== undefined ? (
          <p class="hint">{t('{seconds} s before you are asked to choose', { seconds: Math.ceil(weigh.secondsLeft) })}</p>
        ) : null}
        {taring ? (
          <p class="taring" data-testid="tare-progress">
            <progress max={taring.ofSeconds} value={taring.ofSeconds - taring.secondsLeft} />{' '}
            {t('waiting for still cups, at most {seconds} s more', { seconds: taring.secondsLeft })}
          </p>
        ) : tarePending ? (
          <p class="taring" data-testid="tare-progress">
            <progress /> {t('waiting for still cups')}
          </p>
        ) : null}
        {weigh.known ? (
          <p class="hint" data-testid="weigh-known">
            {t('Left − right: {low} to {high}', {
              low: number(weigh.known.lowGrams, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
              high: grams(weigh.known.highGrams, 2),
            })}
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
                {taring || tarePending ? t('Taring…') : t('Tare')}
              </button>
            ) : null}
            {has('All in, weigh!') ? (
              <button type="button" class="btn btn-big btn-go" onClick={() => send({ type: 'weigh', action: 'loaded' })}>
                {onPan ? t("{who}'s collection is on the pan", { who: onPan }) : t('All in, weigh!')}
              </button>
            ) : null}
            {has('Removed') ? (
              <button type="button" class="btn btn-big btn-go" onClick={() => send({ type: 'weigh', action: 'removed' })}>
                {t('Removed')}
              </button>
            ) : null}
            {has('Call it a tie') ? (
              <button type="button" class="btn btn-big btn-go" onClick={() => send({ type: 'weigh', action: 'tie' })}>
                {t('Call it a tie')}
              </button>
            ) : null}
            {has('Lift both out') ? (
              <button type="button" class="btn btn-big" onClick={() => send({ type: 'weigh', action: 'lift' })}>
                {t('Lift both out')}
              </button>
            ) : null}
            {has('Weigh longer') ? (
              <button type="button" class="btn btn-big" onClick={() => send({ type: 'weigh', action: 'longer' })}>
                {t('Weigh longer')}
              </button>
            ) : null}
            {has('Weigh again') ? (
              <button type="button" class="btn" onClick={() => send({ type: 'weigh', action: 'restart' })}>
                {t('Weigh again')}
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
        leftName={onePan ? (onPan ?? t('pan')) : (contest?.left ?? t('left'))}
        rightName={onePan ? null : (contest?.right ?? t('right'))}
        {...cupColours}
      />
      {w ? (
        <section class="panel">
          <p>
            {t('Still in:')} <b data-testid="remaining">{w.remaining.join(', ')}</b>
            {w.eliminated.length ? <> · {t('out: {who}', { who: w.eliminated.join(', ') })}</> : null}
          </p>
          <Bracket results={w.results} current={stage === 'verdict' ? null : contest} />
        </section>
      ) : null}
    </div>
  );
}
