// The "How to play" panel by the game's prompt: why the last step did what it did, what is
// happening, what each choice does for the player asked, the rules coming into play (in full the
// first time in this game, one line after) and the rulings behind the prompt, each a link to it. A
// lesson with something new in it stays with a "Got it" until its player has read it (`unread`: the
// computer's move waits for it, `waits`); "Lessons so far" holds every rule met in full, to read again.
// What is new comes first: "Got it" on the heading's row, then each rule met for the first time, so
// that both are on the first screen wherever the panel starts on it.
// A region named "How to play", so that a screen reader finds it among the landmarks. On a phone, a
// short form by the prompt: what is happening (or why the last step did what it did) in two lines,
// "Got it" where it is asked, and "More…" for the whole lesson (teach.css).
import { useContext, useEffect, useRef } from 'preact/hooks';
import { TeachSlot, useLessonPlace } from './slot.tsx';
import { type Lesson, shownTopic, type TopicUse } from '#games';
import { Cited, RuleLinks, type ShowRule } from './RuleLink.tsx';
import { t } from '../i18n/i18n.ts';
import { list } from '../i18n/format.ts';

interface Props {
  lesson: Lesson;
  kind: string;
  onStop(): void;
  showRule?: ShowRule | undefined;
  /** The lesson has something new its player has not said they read: "Got it" calls `onSeen`. */
  unread?: { waits: boolean; onSeen(): void } | null;
  /** Every rule explained in full so far in this game. */
  soFar?: readonly TopicUse[];
  /** The whole lesson open ("More…", a phone's short form), and how to open or close it (kept by
   * the teaching, so that the lesson drawn again elsewhere keeps it). */
  more: boolean;
  onMore(open: boolean): void;
}

export function HowToPlay({ lesson, kind, onStop, showRule, unread = null, soFar = [], more, onMore }: Props) {
  const { explanation: e, topics, why } = lesson;
  // The short form over the prompt: on a phone, and where the game's screen puts the lesson over its prompt.
  const inShort = useLessonPlace() === 'over' || useContext(TeachSlot)?.place === 'over';
  // "More…" opens the whole lesson where it is read: scrolled up to the panel's top if it runs past
  // the screen's foot (on a phone the lesson under a board starts low).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = panel.current;
    if (more && el && el.getBoundingClientRect().bottom > window.innerHeight) el.scrollIntoView({ block: 'start' });
  }, [more]);
  // A rule met for the first time comes first, under the heading and its "Got it": what is new to read.
  const firsts = topics.filter((tu) => tu.first);
  // The short form's line: what is happening, else why the last step did what it did.
  const short = e ? 'now' : why ? 'why' : null;
  const hasMore = topics.length > 0 || soFar.length > 0 || (e !== null && (e.choices.length > 0 || e.rules.length > 0)) || (why !== null && short !== 'why');
  return (
    <section
      ref={panel}
      class={`panel how-to-play${inShort ? ' is-short' : ''}${more ? ' is-more' : ''}`}
      aria-labelledby="how-to-play-title"
      data-testid="how-to-play"
      data-kind={kind}
    >
      <div class="teach-head">
        <h2 id="how-to-play-title">{t('How to play')}</h2>
        {hasMore ? (
          <button type="button" class="btn btn-quiet teach-more" data-testid="teach-more" aria-expanded={more} onClick={() => onMore(!more)}>
            {more ? t('Less') : t('More…')}
          </button>
        ) : null}
        <button type="button" class="btn btn-quiet" data-testid="teach-stop" onClick={onStop}>
          {t('Stop teaching')}
        </button>
        {unread ? (
          <button type="button" class="btn btn-go" data-testid="teach-got-it" onClick={unread.onSeen}>
            {t('Got it')}
          </button>
        ) : null}
      </div>
      {unread?.waits ? <p class="teach-waits">{t('The computer makes its move once you have read this.')}</p> : null}
      {firsts.map((tu) => (
        <div key={tu.topic.id} class="teach-topic" data-testid="teach-topic" data-topic={tu.topic.id} data-first="true">
          <h3>{tu.topic.title}</h3>
          <p>
            <Cited text={tu.text} rules={tu.topic.rules} showRule={showRule} />
          </p>
        </div>
      ))}
      {why ? (
        <p class={`teach-why${short === 'why' ? ' teach-short' : ''}`} data-testid="teach-why">
          <Cited text={why.text} rules={why.rules} showRule={showRule} />
        </p>
      ) : null}
      {e ? (
        <>
          <p class="teach-now teach-short" data-testid="teach-now">
            {e.now}
          </p>
          {e.choices.length ? (
            <ul class="teach-choices" aria-label={e.asked.length ? t('what {who} can do', { who: list(e.asked, 'disjunction') }) : t('what can be done')}>
              {e.choices.map((c, i) => (
                <li key={i}>
                  <strong>{c.choice}</strong>: <Cited text={c.does} rules={c.rule ? [c.rule] : []} showRule={showRule} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {topics
        .filter((tu) => !tu.first)
        .map((tu) => (
          <p key={tu.topic.id} class="teach-reminder" data-testid="teach-topic" data-topic={tu.topic.id} data-first="false">
            {shownTopic(tu).title ? <strong>{tu.topic.title}: </strong> : null}
            <Cited text={tu.text} rules={tu.topic.rules} showRule={showRule} />
          </p>
        ))}
      {e?.rules.length ? (
        <p class="teach-rules" data-testid="teach-rules">
          {t('The rules behind it:')} <RuleLinks ids={e.rules} showRule={showRule} />
        </p>
      ) : null}
      {soFar.length ? (
        <details class="teach-so-far" data-testid="lessons-so-far">
          <summary>{t('Lessons so far ({count})', { count: soFar.length })}</summary>
          {soFar.map((tu) => (
            <div key={tu.topic.id} class="teach-topic">
              <h3>{tu.topic.title}</h3>
              <p>
                <Cited text={tu.topic.full} rules={tu.topic.rules} showRule={showRule} />
              </p>
            </div>
          ))}
        </details>
      ) : null}
    </section>
  );
}
