// The tablet teaching the game on the table (screens/game/Game.tsx), for a game that declares its
// teaching (GameUi.teach): before the first move, what to lay out, over the game's screen; by its
// prompt (teach/slot.tsx), while this tablet teaches (teach-choice.ts), the "How to play" panel at
// every prompt, spoken with Voice on; otherwise the one line on a step that did something unexpected, and a switch to teach again; at
// the end, every such line of the game. Each ruling named opens the rules page at it (`showRule`).
// A host tablet that teaches tells the table so, and which position's lesson its player has read (the
// `lesson` message): a lesson with something new stays until "Got it" or a move, and the computer's
// reply waits for it. A guided first game is on the tablet alone: nothing to lay out.
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { SessionState } from '#protocol';
import type { Teaching as GameTeaching } from '#games';
import { useTable } from '../context.ts';
import { createStore, useStore } from '../store.ts';
import { useHistory } from '../parts/use-history.ts';
import { HowToPlay } from './HowToPlay.tsx';
import { hasNews, lessonNow, lessonsSoFar, setupOf, spokenLesson, teachSteps, whyLines } from './lesson.ts';
import { whyOf } from './why.ts';
import { Cited, type ShowRule } from './RuleLink.tsx';
import { SetTable } from './SetTable.tsx';
import { useTeaching } from './teach-choice.ts';
import { onlyShown, useControlsShown } from './shown-controls.ts';
import './teach.css';
import { t } from '../i18n/i18n.ts';

/** The game starts (the position of a game with its start alone) whose lay-out was done or skipped. */
const laidOut = createStore<{ starts: readonly number[] }>({ starts: [] });

/** The lesson its player said they read ("Got it"), and the one opened in full ("More…"), by the
 * game's position: kept while the lesson is drawn again elsewhere (a tablet turned moves it). */
const lessonRead = createStore<{ seen: string | null; more: string | null }>({ seen: null, more: null });

type Props = {
  session: SessionState;
  teach: GameTeaching;
  played: boolean | null;
  showRule?: ShowRule | undefined;
  /** 'setup': the lay-out before the first move alone, drawn over the game's screen; else the rest,
   * drawn by its prompt (teach/slot.tsx). */
  part?: 'setup' | 'lesson';
};

/** `played`: whether the table had played this game before (the logbook; null: not known yet). */
export function Teaching(props: Props) {
  return props.part === 'setup' ? <SetUp {...props} /> : <Lesson {...props} />;
}

/** Before the first move, on the host's tablet while it teaches (not a guided first game, which is on
 * the tablet alone): what to lay out, until done or skipped. */
function SetUp({ session, teach, played, showRule }: Props) {
  const { isHost } = useTable();
  const { on } = useTeaching(session.game?.id ?? '', played);
  const done = useStore(laidOut, (s) => s.starts).includes(session.position);
  const alone = session.firstGame?.kind === 'guided';
  const guide = isHost && on && !alone && session.inputs === 1 && !done ? setupOf(teach, session.start) : null;
  return guide ? <SetTable guide={guide} showRule={showRule} onDone={() => laidOut.set({ starts: [...laidOut.get().starts, session.position] })} /> : null;
}

function Lesson({ session, teach, played, showRule }: Props) {
  const { isHost, say, send } = useTable();
  const id = session.game?.id ?? '';
  const { on, choose } = useTeaching(id, played);
  const { history, problem } = useHistory(`${session.shelf}-${id}-${session.position}`);
  const steps = useMemo(() => teachSteps(history), [history]);
  const current = steps !== null && steps.length === session.inputs;
  // Of the controls its screen may show, those it shows now (a screen's stages may differ).
  const controls = useControlsShown();
  const lesson = useMemo(() => (on ? onlyShown(lessonNow(teach, session, steps), controls) : null), [on, teach, session, steps, controls]);
  const at = `${session.shelf}-${id}-${session.position}`;
  const seen = useStore(lessonRead, (s) => s.seen) === at;
  const more = useStore(lessonRead, (s) => s.more) === at;
  const spoken = useRef<number | null>(null);
  // Each step's lesson is spoken once it is whole (its history read; or the prompt alone where this
  // tablet may not read it). The one found on coming to the game (the page loaded, or back from
  // another tab) was there already, as the cues treat it, unless the game has just begun.
  const whole = current || problem !== null;
  useEffect(() => {
    if (!lesson || !whole || spoken.current === session.position) return;
    const found = spoken.current === null && session.inputs > 1;
    spoken.current = session.position;
    if (!found) for (const line of spokenLesson(lesson)) say(line);
  }, [lesson, whole, session.position, session.inputs, say]);

  // Read once its player says so, or at once when it holds nothing new; told to the table (the computer waits).
  const news = lesson !== null && whole && hasNews(lesson);
  const read = on === true && whole && (!news || seen);
  useEffect(() => {
    if (isHost && on !== null) send({ type: 'lesson', teaching: on, ...(read ? { seen: session.position } : {}) });
  }, [isHost, on, read, session.position, send]);
  const soFar = useMemo(() => (on ? lessonsSoFar(teach, current ? steps : null) : []), [on, teach, current, steps]);

  const over = session.view.awaiting === null;
  const kind = (session.view.awaiting as { type?: unknown } | null)?.type;
  const lastStep = current && on === false && !over ? steps.at(-1) : undefined;
  const last = lastStep ? whyOf(teach, lastStep) : null;
  const whys = over && steps ? whyLines(teach, steps) : [];
  return (
    <div class="teaching" data-testid="teaching">
      {lesson ? (
        <HowToPlay
          lesson={lesson}
          kind={typeof kind === 'string' ? kind : 'over'}
          onStop={() => choose(false)}
          showRule={showRule}
          unread={isHost && news && !read ? { waits: session.computer?.lesson === true, onSeen: () => lessonRead.set({ seen: at }) } : null}
          more={more}
          onMore={(open) => lessonRead.set({ more: open ? at : null })}
          soFar={soFar}
        />
      ) : on === false ? (
        <div class="teach-off" data-testid="teach-off">
          {last ? (
            <p class="teach-why" data-testid="teach-why">
              <Cited text={last.text} rules={last.rules} showRule={showRule} />
            </p>
          ) : null}
          <button type="button" class="btn btn-quiet" data-testid="teach-start" onClick={() => choose(true)}>
            {t('Teach me this game')}
          </button>
        </div>
      ) : null}
      {whys.length ? (
        <section class="panel why-lines" aria-labelledby="why-lines-title" data-testid="why-lines">
          <h2 id="why-lines-title">{t('The rules that turned this game')}</h2>
          <ol>
            {whys.map((w, i) => (
              <li key={i}>
                <Cited text={w.text} rules={w.rules} showRule={showRule} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
