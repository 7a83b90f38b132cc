// The Plunder! ledger at the table: every player's treasures, crew and cards, the harbour and the
// stack, the move the game awaits (the four actions, a reaction, the card's result), and every
// point explained. Card effects are entered as the rulings' primitives (EffectsEditor.tsx).
import { useState } from 'preact/hooks';
import type { SessionState } from '#protocol';
import type { ScaleFeed } from '../types.ts';
import { UndoButton } from '../../parts/UndoButton.tsx';
import { CountPanel } from './CountPanel.tsx';
import { ResolvePrompt } from './ResolvePrompt.tsx';
import type { PlunderInput } from '#games';
import { COLOURS, colourWord, type PlunderView, payKey, payments, payWords, scoreLines, seats, stealSources } from './model.ts';
import { useMove } from '../../parts/use-move.ts';
import './plunder.css';
import '../../parts/game-table.css';
import { FlagIcon } from '../../parts/Icons.tsx';
import { TeachHere } from '../../teach/slot.tsx';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

function Ledger({ view }: { view: PlunderView }) {
  const lines = scoreLines(view);
  return (
    <table class="plunder-ledger" data-testid="plunder-ledger">
      <thead>
        <tr>
          <th>{t('pirate')}</th>
          {/* On a phone the headers shrink to a letter, so the ledger fits 360 px. */}
          {COLOURS.map((c) => (
            <th key={c} class={`treasure-${c}`} aria-label={colourWord(c)}>
              <span class="long">{colourWord(c)}</span>
              <span class="short" aria-hidden="true">
                {colourWord(c).charAt(0).toUpperCase()}
              </span>
            </th>
          ))}
          <th>{t('crew')}</th>
          <th aria-label={t('cards')}>
            <span class="long">{t('cards')}</span>
            <span class="short" aria-hidden="true">
              🂠
            </span>
          </th>
          <th aria-label={t('points')}>
            <span class="long">{t('points')}</span>
            <span class="short" aria-hidden="true">
              {t('pts')}
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {seats(view).map((name) => {
          const p = view.players[name];
          if (!p) return null;
          return (
            <tr key={name} data-testid={`ledger-${name}`} class={view.current === name ? 'current' : ''}>
              <td>
                <span class="ledger-name">{name}</span> <small>({colourWord(view.colours[name] ?? '')})</small>
              </td>
              {COLOURS.map((c) => (
                <td key={c} data-testid={`ledger-${name}-${c}`}>
                  {p.treasures[c]}
                </td>
              ))}
              <td data-testid={`ledger-${name}-crew`}>{p.crew}</td>
              <td>
                {p.hand}
                {p.kept ? ` ${t('+{count} kept', { count: p.kept })}` : ''}
              </td>
              {/* The rules' own words for each point (games/plunder), in the tablet's language, as the scores below say them. */}
              <td
                class="rules-words"
                title={(lines[name] ?? []).map((l) => `${l.points > 0 ? '+' : ''}${l.points} ${sayText(l.why)} (${l.ruling})`).join('\n')}
              >
                <b data-testid={`points-${name}`}>{view.scores[name]?.total}</b>
              </td>
            </tr>
          );
        })}
        <tr data-testid="ledger-harbour">
          <td>{t('harbour')}</td>
          {COLOURS.map((c) => (
            <td key={c}>{view.harbour.treasures[c]}</td>
          ))}
          <td>{view.harbour.crew}</td>
          {/* Over the points column too (the harbour has none): one line on a phone. */}
          <td data-testid="stack" colSpan={2}>
            {t('stack {count}', { count: view.stack })}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Actions({ view }: { view: PlunderView }) {
  const { move } = useMove<PlunderInput>();
  const a = view.awaiting;
  if (!a) return null;
  if (a.type === 'action') {
    const player = a.player;
    const pays = payments(view, player);
    return (
      <section class="panel plunder-actions" data-testid="plunder-actions">
        <h2>{view.finalRound ? t("{player}'s turn (final round, {count} more)", { player, count: view.turnsLeft ?? 0 }) : t("{player}'s turn", { player })}</h2>
        {a.options.includes('discardDraw') && (
          <button type="button" class="btn" data-testid="plunder-discardDraw" onClick={() => move({ type: 'discardDraw', player })}>
            {t('Discard and draw')}
          </button>
        )}
        {a.options.includes('play') && (
          <button type="button" class="btn" data-testid="plunder-play" onClick={() => move({ type: 'play', player })}>
            {t('Play a card')}
          </button>
        )}
        {a.options.includes('recruit') && pays.length > 0 && (
          <div class="plunder-recruit" data-testid="plunder-recruit">
            {t('Recruit 1 crew, paying (P10: {player} chooses):', { player })}
            {pays.map((pay) => (
              <button type="button" key={payKey(pay)} class="btn" data-testid={`recruit-${payKey(pay)}`} onClick={() => move({ type: 'recruit', player, pay })}>
                {payWords(pay)}
              </button>
            ))}
          </div>
        )}
        {a.options.includes('pass') && (
          <button type="button" class="btn" data-testid="plunder-pass" onClick={() => move({ type: 'pass', player })}>
            {t('Pass')}
          </button>
        )}
        {a.options.includes('steal') && (
          <div class="plunder-steal">
            {t('Steal 1:')}
            {stealSources(view, player).flatMap((s) =>
              s.colours.map((colour) => (
                <button
                  type="button"
                  key={`${s.from}-${colour}`}
                  class={`btn treasure-${colour}`}
                  data-testid={`steal-${s.from}-${colour}`}
                  onClick={() => move({ type: 'steal', player, from: s.from, colour })}
                >
                  {t('{colour} from {other, select, harbour {the harbour} other {{other}}}', { colour: colourWord(colour), other: s.from })}
                </button>
              )),
            )}
          </div>
        )}
      </section>
    );
  }
  // Keyed by the turn: a card played starts with who may react open and no rows.
  if (a.type === 'resolve') return <ResolvePrompt key={view.turn} view={view} player={a.player} reactionOpen={a.reactionOpen} />;
  return (
    <section class="panel plunder-actions" data-testid="plunder-tiebreak">
      <h2>{t('Tied for the most points: reaction cards in hand (P30)')}</h2>
      {a.players.map((n) => (
        <span key={n}>
          {n}:
          {Array.from({ length: (view.players[n]?.hand ?? 0) + 1 }, (_, k) => (
            <button type="button" key={k} class="btn" data-testid={`reactions-${n}-${k}`} onClick={() => move({ type: 'reactions', player: n, n: k })}>
              {k}
            </button>
          ))}
        </span>
      ))}
    </section>
  );
}

export function PlunderTable({ view, session, feed }: { view: PlunderView; session: SessionState; feed: ScaleFeed }) {
  const [counting, setCounting] = useState(false);
  const count = session.count;
  // A count under way stays open; otherwise the panel opens when asked. At the end the scores
  // come first, right under the winners, and the count (to check the ledger) waits after them; while
  // a tie for the most points awaits its count of reaction cards (P30), that question comes first.
  const busy = count !== undefined && (count.cup !== null || count.stage === 'learn' || count.stage === 'counting' || count.stage === 'checked');
  const over = view.phase === 'finished' || view.phase === 'tiebreak';
  // An open count during the game is what the table is doing: it comes first, over the ledger it checks.
  const countOpen = count !== undefined && (counting || busy);
  const panel = count ? <CountPanel view={view} count={count} feed={feed} cups={session.device.cups} /> : null;
  return (
    <div class="screen plunder-table" data-testid="screen-plunder" data-phase={view.phase} data-turn={view.turn}>
      {view.winners.length > 0 && (
        <h2 data-testid="plunder-winners">
          <FlagIcon /> {t('{count, plural, one {Winner} other {Winners}}: {names}', { count: view.winners.length, names: view.winners.join(', ') })}
        </h2>
      )}
      {view.phase === 'finished' ? <PlunderScores view={view} /> : null}
      {countOpen && !over ? panel : null}
      <Ledger view={view} />
      <TeachHere at="over" />
      <Actions view={view} />
      <TeachHere />
      <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      {view.phase === 'tiebreak' ? <PlunderScores view={view} /> : null}
      {countOpen ? (
        over ? (
          panel
        ) : null
      ) : count ? (
        <button type="button" class="btn" data-testid="open-count" onClick={() => setCounting(true)}>
          ⚖ {over ? t('Check the scores: count pieces on the scale') : t('Count pieces on the scale')}
        </button>
      ) : null}
    </div>
  );
}

/** Why the game ended, or why it waits still (P24, P30). */
function endWhy(view: PlunderView): string {
  // Only the players tied for the most points show their reaction cards.
  const shown = Object.entries(view.reactionsShown).map(([p, n]) => `${p} ${n}`);
  const tie =
    view.phase === 'tiebreak'
      ? ` ${t('A tie for the most points: the tied players show how many reaction cards they hold (P30).')}`
      : shown.length
        ? ` ${t('A tie for the most points went to the reaction cards shown (P30): {shown}.', { shown: shown.join(', ') })}`
        : '';
  return `${t('The game is over (P24): the last card of the stack was drawn, and every other player played one more turn.')}${tie}`;
}

export function PlunderScores({ view }: { view: PlunderView }) {
  const lines = scoreLines(view);
  return (
    <section class="panel plunder-scores" data-testid="plunder-scores">
      <p data-testid="plunder-why">{endWhy(view)}</p>
      {seats(view).map((n) => (
        <div key={n}>
          <h3>
            {n}: {view.scores[n]?.total}
          </h3>
          <ul>
            {(lines[n] ?? []).map((l) => (
              <li key={l.why}>
                +{l.points} <span class="rules-words">{sayText(l.why)}</span> ({l.ruling})
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
