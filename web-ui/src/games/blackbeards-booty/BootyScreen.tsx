// The tablet screen of a game of Blackbeard's Booty: the bag draw (B6), the score race to the
// target (B20–B22), the turning board, and the result.
import type { ComputerInfo, TableInput } from '#protocol';
import { useRef, useState } from 'preact/hooks';
import { verb, type WhyNot } from '#games';
import { useTable } from '../../context.ts';
import type { Made } from '../../input-stamp.ts';
import { UndoButton } from '../../parts/UndoButton.tsx';
import { Board } from './Board.tsx';
import { whyIdle } from './why-idle.ts';
import { type BootyView, colourWord, stackScores, undoSteps } from './model.ts';
import { useBoardSize } from './use-board-size.ts';
import './booty.css';
import { TeachHere } from '../../teach/slot.tsx';
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';
import { levelWord } from '../../parts/level-words.ts';

const RESULT: Record<string, Msg> = {
  target: msg('reached the target (B21)'),
  repetition: msg('the same position came back a third time (B25)'),
  'no-moves': msg('neither pirate could move (B24)'),
};

/** "Ann wins", "You win": the game's own verb for the name (`verb`), in the tablet's words. */
const wins = (name: string): string =>
  t('{you, select, yes {{player} win} other {{player} wins}}', { you: verb(name, 'no', 'yes').slice(name.length + 1), player: name });

/** Who plays a colour: a person at the table, or the computer pirate at a level (host's choice). */
function PlayedBy({ colour, computer, live }: { colour: 'gold' | 'silver'; computer: ComputerInfo; live: boolean }) {
  const { send, isHost } = useTable();
  const level = computer.seats[colour] ?? '';
  const thinking = computer.thinking === colour;
  return (
    <span class="bb-played-by">
      <select
        aria-label={t('{colour} is played by', { colour: colourWord(colour) })}
        data-testid={`bb-seat-${colour}`}
        value={level}
        disabled={!isHost || !live}
        onChange={(e) => send({ type: 'computer', seat: colour, level: (e.currentTarget as HTMLSelectElement).value || null })}
      >
        <option value="">{t('a person')}</option>
        {computer.levels.map((l) => (
          <option key={l} value={l}>
            {t('computer · {level}', { level: levelWord(l) })}
          </option>
        ))}
      </select>
      {thinking ? (
        <span class="bb-thinking" data-testid={`bb-thinking-${colour}`} role="status">
          {t('thinking…')}
        </span>
      ) : null}
    </span>
  );
}

export function BootyScreen({ view, computer, inputs, position }: { view: BootyView; computer?: ComputerInfo | undefined; inputs: number; position: number }) {
  const { input: send, isHost } = useTable();
  const input = (i: { type: string } & Record<string, unknown>, made?: Made) => send(i as TableInput, made);
  const target = view.options.targetScore;
  const steps = undoSteps(view, computer?.seats);
  // Why the last square tapped was not a move, for the position it was tapped on.
  const [refused, setRefused] = useState<{ why: WhyNot; at: number } | null>(null);
  const why = refused?.at === position ? refused.why : null;
  const screen = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const lesson = useRef<HTMLDivElement>(null);
  const size = useBoardSize(screen, frame, lesson);
  return (
    <section class="bb-screen" data-testid="booty" ref={screen}>
      <div class="bb-side">
        <div class="bb-race">
          {(['gold', 'silver'] as const).map((c) => (
            <div key={c} class={`bb-racer bb-racer-${c}${view.toMove === c ? ' is-turn' : ''}`} data-testid={`bb-score-${c}`}>
              <span class="bb-racer-name">{view.players[c]}</span>
              <span class="bb-racer-score">
                {view.scores[c]} / {target}
              </span>
              <span class="bb-bar">
                <span style={{ width: `${Math.min(100, (100 * view.scores[c]) / target)}%` }} />
              </span>
              {computer ? <PlayedBy colour={c} computer={computer} live={view.phase !== 'finished'} /> : null}
            </div>
          ))}
        </div>
        {view.phase === 'first' ? (
          <div class="prompt" data-testid="prompt-first">
            <p class="prompt-kicker">{t('The bag draw (B6)')}</p>
            <h2 class="prompt-title">{t('Who drew their own colour first?')}</h2>
            <div class="choices">
              {(['gold', 'silver'] as const).map((c) => (
                <button type="button" key={c} class="btn btn-big" disabled={!isHost} onClick={() => input({ type: 'first', colour: c })}>
                  {view.players[c]} ({colourWord(c)})
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {/* Who begins is asked here, not on the board: its lesson under the question. */}
        {view.phase === 'first' ? (
          <div class="bb-lesson-first">
            <TeachHere at="over" />
            <TeachHere />
          </div>
        ) : null}
        <div class="bb-status">
          {view.phase === 'move' && view.toMove ? (
            <p class="bb-turn" data-testid="bb-turn">
              {view.passed
                ? t('{player} ({colour}) to move — {passed} had no move and passed (B23)', {
                    player: view.players[view.toMove],
                    colour: colourWord(view.toMove),
                    passed: view.players[view.passed],
                  })
                : t('{player} ({colour}) to move', { player: view.players[view.toMove], colour: colourWord(view.toMove) })}
            </p>
          ) : null}
          <UndoButton
            canUndo={inputs >= steps}
            inputs={inputs}
            steps={steps}
            question={steps === 2 ? t("Take back your last move and {player}'s answer?", { player: view.players[view.lastMove?.by ?? 'silver'] }) : undefined}
          />
        </div>
        {why ? (
          <p class="bb-why" role="status" data-testid="bb-why" data-rules={why.rules.join(' ')}>
            {sayText(why.words)}
          </p>
        ) : null}
        {computer?.problem ? (
          <p class="problem" data-testid="bb-computer-problem">
            {t('{problem}: move for it on the board, or seat a person.', { problem: computer.problem })}
          </p>
        ) : null}
        {view.phase === 'finished' ? (
          <h2 class="bb-result" data-testid="bb-result">
            {view.winners.length > 1 ? t('A shared win') : wins(view.winners[0] ?? '')}:{' '}
            {view.result && RESULT[view.result] ? t(RESULT[view.result] as Msg) : ''}
          </h2>
        ) : null}
        {view.phase === 'finished' ? (
          <div class="bb-final-scores" data-testid="bb-final-scores">
            <p>
              {t(
                'After {count, plural, one {# move} other {# moves}}, the target being {target} (B22). A pirate scores the faces of every coin in each stack they own; single coins count nothing (B20):',
                { count: view.moves, target: view.options.targetScore },
              )}
            </p>
            <ul>
              {(['gold', 'silver'] as const).map((c) => {
                const stacks = stackScores(view, c);
                return (
                  <li key={c} data-testid={`bb-breakdown-${c}`}>
                    {view.players[c]} ({colourWord(c)}):{' '}
                    {t('{stacks}, in all {score}.', {
                      stacks: stacks.length ? stacks.map((s) => `${s.square} ${s.stack} = ${s.points}`).join(' + ') : t('no stack'),
                      score: view.scores[c],
                    })}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
      <Board
        view={view}
        position={position}
        idle={whyIdle(view, isHost, computer?.seats)}
        // For the pirate to move, on the board the piece was picked on: made on another, it is refused.
        onMove={(from, to, at) => input({ type: 'move', from, to }, view.toMove ? { at, seat: view.toMove } : { at })}
        onWhy={(w) => setRefused(w ? { why: w, at: position } : null)}
        frame={frame}
        size={size}
      />
      {/* The board is the prompt: the lesson goes beside it on a landscape screen, else under it, the
          board leaving room for the lesson's first lines on the first screen (use-board-size.ts). */}
      <div class="bb-lesson" ref={lesson}>
        <TeachHere at="over" />
        <TeachHere />
      </div>
      {view.lastMove ? (
        <p class="bb-last" data-testid="bb-last">
          {t('Last: {player} {move} ({top}) · turn the board a quarter clockwise', {
            player: view.players[view.lastMove.by],
            move: `${view.lastMove.from}${view.lastMove.capture ? '×' : '→'}${view.lastMove.to}`,
            top: view.lastMove.leap ? `${view.lastMove.top}, ${t('leap')}` : view.lastMove.top,
          })}
        </p>
      ) : null}
    </section>
  );
}
