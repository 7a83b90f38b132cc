// The scale as a counting scale (docs/rules/plunder.md, "The scale"): learn a piece's weight from
// ten put in the cup (together, or one at a time), choose whose pieces go into the cup, count them
// (a pour the scale is not sure of to the piece is refused: a smaller batch), and where the count
// differs from the ledger the players decide which stands. The server's TableCount says where it
// is; the cup is told in pieces, never in grams.
import { useEffect, useState } from 'preact/hooks';
import type { ClientMsg, CountMsg, CountStatus } from '#protocol';
import { useTable } from '../../context.ts';
import type { ScaleFeed } from '../types.ts';
import { holderWords, isCounted, ledgerCount, type PlunderView, seats } from './model.ts';
import '../../parts/game-table.css';
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { grams, number } from '../../i18n/format.ts';

type Action = Omit<CountMsg, 'type' | 'ref'>;

function Settling({ s }: { s: NonNullable<CountStatus['settling']> }) {
  return (
    <p class="taring" data-testid="count-settling" role="status">
      <progress max={s.ofSeconds} value={s.ofSeconds - s.secondsLeft} />
      {s.secondsLeft > 0 ? t('the cup settles: {seconds} s more at most', { seconds: s.secondsLeft }) : t('waiting for the cup to be still: hands off')}
    </p>
  );
}

/** What is in the cup (the left cup of the rig, the pan of a balance) now, in pieces, a few times a second. */
function CupReading({ feed, cup, unit }: { feed: ScaleFeed; cup: Msg; unit: { grams: number; one: string; many: string } | null }) {
  const [grams, setGrams] = useState<number | null>(null);
  useEffect(() => {
    let last = 0;
    return feed((m) => {
      const now = performance.now();
      if (now - last < 250) return;
      last = now;
      setGrams(m.left);
    });
  }, [feed]);
  const n = grams === null || !unit ? null : Math.round(grams / unit.grams);
  const words =
    grams === null
      ? t('{cup}: no reading yet', { cup: t(cup) })
      : Math.abs(grams) < (unit ? unit.grams / 2 : 1)
        ? t('{cup} is empty', { cup: t(cup) })
        : n !== null && n > 0
          ? t('{cup} holds about {count} {pieces}', { cup: t(cup), count: n, pieces: (n === 1 ? unit?.one : unit?.many) ?? '' })
          : t('{cup} is not empty', { cup: t(cup) });
  return (
    <span class="hint" data-testid="count-cup-grams" data-grams={grams ?? ''}>
      {words}
    </span>
  );
}

/** Whose pieces and which: the pieces as the table says the game declared them (`count.pieces`). */
function CupChooser({ view, count, act }: { view: PlunderView; count: CountStatus; act: (a: Action) => void }) {
  const holders = [...seats(view), 'harbour'];
  const [holder, setHolder] = useState(view.current ?? holders[0] ?? 'harbour');
  const own = count.pieces.find((p) => p.id === view.colours[holder]) ?? count.pieces[0];
  const [pieces, setPieces] = useState(own?.id ?? '');
  const words = count.pieces.find((p) => p.id === pieces)?.words ?? pieces;
  return (
    <div class="choices count-cup" data-testid="count-choose">
      <label class="toggle">
        {t('Whose')}
        <select data-testid="count-holder" value={holder} onChange={(e) => setHolder((e.target as HTMLSelectElement).value)}>
          {holders.map((h) => (
            <option key={h} value={h}>
              {holderWords(h)}
            </option>
          ))}
        </select>
      </label>
      <label class="toggle">
        {t('Pieces')}
        <select data-testid="count-pieces" value={pieces} onChange={(e) => setPieces((e.target as HTMLSelectElement).value)}>
          {count.pieces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.words}
            </option>
          ))}
        </select>
      </label>
      <button type="button" class="btn btn-go" data-testid="count-cup" onClick={() => act({ action: 'cup', holder, pieces })}>
        {holder === 'harbour' ? t("Count the harbour's {pieces}", { pieces: words }) : t("Count {player}'s {pieces}", { player: holder, pieces: words })}
        {isCounted(pieces) ? ` ${t('(ledger: {count})', { count: ledgerCount(view, holder, pieces) })}` : ''}
      </button>
    </div>
  );
}

/** `cups`: the device's cups; the count is made in its first (the left cup of the rig, a balance's pan). */
export function CountPanel({ view, count, feed, cups }: { view: PlunderView; count: CountStatus; feed: ScaleFeed; cups: 1 | 2 }) {
  const cupName = cups === 1 ? msg('the pan') : msg('the left cup');
  const { request, isHost } = useTable();
  const [problem, setProblem] = useState<string | null>(null);
  const act = (a: Action): void => {
    setProblem(null);
    void request({ type: 'count', ...a } as ClientMsg).then((r) => setProblem(r.ok ? null : r.message));
  };
  const { stage, cup, check } = count;
  // A refusal is the message too (in the counter's words): said once, as a problem.
  const refused = count.refused && stage !== 'checked' ? (count.message.toLowerCase() === count.refused.toLowerCase() ? count.message : count.refused) : null;
  const kindOf = (id: string) => count.kinds.find((k) => k.id === id);
  const unitOf = (id: string) => {
    const k = kindOf(id);
    const u = count.units[id];
    return k && u ? { grams: u.grams, one: k.one, many: k.many } : null;
  };
  return (
    <section class="panel plunder-count" data-testid="plunder-count" data-stage={stage}>
      <h2>{t('Count on the scale')}</h2>
      <p class="hint" data-testid="count-which-cup">
        {cups === 2
          ? t('The scale counts in {cup} of the rig (the right cup stays empty): “the cup” below is {cup}.', { cup: t(cupName) })
          : t('The scale counts in {cup}: “the cup” below is {cup}.', { cup: t(cupName) })}
      </p>
      {refused ? (
        <p class="problem" data-testid="count-refused" aria-live="polite">
          {refused}
        </p>
      ) : (
        <p class="count-message" data-testid="count-message" aria-live="polite">
          {count.message}
        </p>
      )}
      {count.settling ? <Settling s={count.settling} /> : null}
      <CupReading feed={feed} cup={cupName} unit={unitOf(count.kind)} />
      <p class="hint" data-testid="count-units">
        {count.kinds
          .map((k) => {
            const u = count.units[k.id];
            return u
              ? t('one {piece} weighs {weight} (± {spread})', {
                  piece: k.one,
                  weight: grams(u.grams, 2),
                  spread: number(u.spreadGrams, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
                })
              : t("a {piece}'s weight not learned", { piece: k.one });
          })
          .join(' · ')}
      </p>
      {!isHost ? null : stage === 'tare' || (stage === 'ready' && !cup) ? (
        <>
          {stage === 'ready' ? <CupChooser view={view} count={count} act={act} /> : null}
          <div class="choices">
            {count.kinds.map((k) => (
              <button type="button" key={k.id} class="btn" data-testid={`count-tare-${k.id}`} onClick={() => act({ action: 'tare', kind: k.id })}>
                {/* The message says "Tare": the button that does it says so too, and what follows it. */}
                {count.units[k.id]
                  ? t('Tare {cup} (empty) to count {pieces}', { cup: t(cupName), pieces: k.many })
                  : t("Tare {cup} (empty), then learn a {piece}'s weight", { cup: t(cupName), piece: k.one })}
              </button>
            ))}
          </div>
        </>
      ) : stage === 'learn' ? (
        <div class="choices">
          <button type="button" class="btn btn-go" data-testid="count-learn" onClick={() => act({ action: 'learn' })}>
            {t('The {count} {pieces} are in', { count: count.learnOf, pieces: kindOf(count.kind)?.many ?? count.kind })}
          </button>
          {count.learned > 0 ? (
            <span>
              <progress data-testid="count-learned" max={count.learnOf} value={count.learned} />{' '}
              {t('{learned} of {count} in, one at a time', { learned: count.learned, count: count.learnOf })}
            </span>
          ) : null}
          <button type="button" class="btn" onClick={() => act({ action: 'tare', kind: count.kind, relearn: true })}>
            {t('Start again (empty cup)')}
          </button>
        </div>
      ) : stage === 'checked' && check ? (
        <div class="choices" data-testid="count-check" data-agrees={check.agrees}>
          {check.agrees ? (
            <button type="button" class="btn btn-go" data-testid="count-next" onClick={() => act({ action: 'close' })}>
              ✓ {t('Agrees: next cup')}
            </button>
          ) : (
            <>
              <button type="button" class="btn btn-go" data-testid="count-stands" onClick={() => act({ action: 'decide', stands: 'count' })}>
                {t('The count stands: {count}', { count: check.counted })}
              </button>
              <button type="button" class="btn" data-testid="ledger-stands" onClick={() => act({ action: 'decide', stands: 'ledger' })}>
                {t('The ledger stands: {count}', { count: check.ledger })}
              </button>
            </>
          )}
        </div>
      ) : cup ? (
        <div class="choices">
          <span data-testid="count-total">
            {count.batch
              ? t('{count} counted (last pour: {pour})', { count: count.total, pour: count.batch.pieces })
              : t('{count} counted', { count: count.total })}
          </span>
          <button type="button" class="btn btn-go" data-testid="count-count" disabled={stage === 'counting'} onClick={() => act({ action: 'count' })}>
            {t('Count this pour')}
          </button>
          <button type="button" class="btn" data-testid="count-done" disabled={stage === 'counting'} onClick={() => act({ action: 'done' })}>
            {t('Done: {count} in all', { count: count.total })}
          </button>
          <button type="button" class="btn" disabled={stage === 'counting'} onClick={() => act({ action: 'close' })}>
            {t('Cancel')}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p class="problem" role="alert" data-testid="count-problem">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
