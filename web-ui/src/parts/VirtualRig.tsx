// The simulated rig's controls, so a whole game can be played with no hardware: tap a virtual
// card on the reader, put pieces into the cups, pull the cable.
import { useState } from 'preact/hooks';
import type { DeckCards, DeviceInfo, SessionState } from '#protocol';
import { useTable } from '../context.ts';
import type { CardFaces, CupLoad, PiecesToPour } from '../games/types.ts';
import { CardGrid } from './CardGrid.tsx';
import { RigButton, RigLights } from './RigParts.tsx';
import './card-grid.css';
import './virtual-rig.css';
import { t } from '../i18n/i18n.ts';

/** The simulated reader's cards (of the current game's deck): tap one to put it on the reader.
 * `faces`: the deck's cards as pictures, when its game draws them; else buttons with the shelf's labels.
 * `offer`: only these cards (those the game can take now), else the whole deck. */
export function VirtualReader({ recent, deck, faces, offer }: { recent: string[]; deck: DeckCards | null; faces: CardFaces | null; offer?: string[] }) {
  const { send } = useTable();
  // A real reader can be handed any card: the whole deck stays a tap away, to try a mis-tap.
  const [all, setAll] = useState(false);
  const only = offer && !all ? offer : null;
  const offered = (cards: readonly string[]) => (only ? cards.filter((c) => only.includes(c)) : cards);
  return (
    <div class="virtual-reader">
      <p class="hint">{t('Virtual reader: tap a card to put it on the reader. Faded cards were just revealed.')}</p>
      {offer ? (
        <button type="button" class="btn btn-quiet" data-testid="reader-all" aria-pressed={all} onClick={() => setAll(!all)}>
          {all ? t('Only the {count} cards that fit', { count: offer.length }) : t('Every card of the deck (a mis-tap)')}
        </button>
      ) : null}
      {faces ? (
        <CardGrid
          faces={{ ...faces, cards: offered(faces.cards) }}
          testId="card-picker"
          dim={recent}
          onPick={(card) => send({ type: 'sim', action: 'tap', card })}
        />
      ) : (
        <div class="deck-list" data-testid="card-picker">
          {deck?.cards
            .filter((c) => !only || only.includes(c.id))
            .map((c) => (
              <button
                type="button"
                key={c.id}
                class={`btn card-label${recent.includes(c.id) ? ' is-dim' : ''}`}
                data-card={c.id}
                onClick={() => send({ type: 'sim', action: 'tap', card: c.id, deck: deck.id })}
              >
                {c.label}
              </button>
            ))}
        </div>
      )}
    </div>
  );
}

/** `showReader` false: the reader's cards are shown elsewhere (in the reveal prompt). */
export function VirtualRig({
  device,
  recent,
  load,
  deck,
  faces,
  showReader = true,
  noCards = false,
}: {
  device: DeviceInfo;
  recent: string[];
  load: CupLoad | null;
  deck: DeckCards | null;
  faces: CardFaces | null;
  showReader?: boolean;
  /** The game being played puts no cards on the reader (its description's deck is null). */
  noCards?: boolean;
}) {
  const { send, isHost } = useTable();
  const [grams, setGrams] = useState<string>('');
  if (!device.sim || !isHost) return null;
  const onePan = device.cups === 1;
  const cups = onePan ? (['left'] as const) : (['left', 'right'] as const);
  const g = Number(grams);
  const chosen = grams.trim() !== '' && g > 0 && g <= 1000 ? g : null;
  // A random piece weighs 2–12 g, like the pebbles and coins of a real hoard.
  const piece = (cup: 'left' | 'right') => send({ type: 'sim', action: 'addPiece', cup, grams: chosen ?? Math.round((2 + Math.random() * 10) * 10) / 10 });
  // A whole collection in one message (the game's tokens, or random pieces unless a weight is chosen).
  const pour = (cup: 'left' | 'right', c: PiecesToPour) =>
    send({
      type: 'sim',
      action: 'addPiece',
      cup,
      count: c.pieces,
      ...(c.grams !== undefined ? { grams: c.grams, ...(c.spread ? { spread: c.spread } : {}) } : chosen !== null ? { grams: chosen } : {}),
    });
  return (
    <section class="panel virtual-rig" data-testid="virtual-rig">
      <h2>{onePan ? t('Virtual balance') : t('Virtual rig')}</h2>
      <p class="hint" data-testid="virtual-rig-what">
        {onePan
          ? t('It stands in for a balance: no hardware is plugged in, so pieces go on its pan from here.')
          : t('It stands in for the rig’s hardware: no rig is plugged in, so cards are tapped on its reader and pieces put in its cups from here.')}
      </p>
      {noCards ? (
        <p class="hint" data-testid="no-cards">
          {t('This game puts no cards on the reader.')}
        </p>
      ) : device.hasReader ? (
        showReader ? (
          <VirtualReader recent={recent} deck={deck} faces={faces} />
        ) : (
          <p class="hint">{t("The reader's cards are in the prompt above.")}</p>
        )
      ) : (
        <p class="hint">{t('A balance has no card reader: cards are picked on the game screen.')}</p>
      )}
      {load ? (
        <div class="choices" data-testid="load-collections">
          {(['left', 'right'] as const).map((cup) => {
            const c = load[cup];
            return c && c.pieces > 0 ? (
              <button type="button" key={cup} class="btn" data-testid={`load-${cup}`} onClick={() => pour(cup, c)}>
                {c.label ?? t("{name}'s {count, plural, one {# piece} other {# pieces}}", { name: c.name, count: c.pieces })} →{' '}
                {onePan ? t('the pan') : cup === 'left' ? t('left cup') : t('right cup')}
              </button>
            ) : null;
          })}
        </div>
      ) : null}
      <div class="rig-cups" id="virtual-cups" tabIndex={-1}>
        {cups.map((cup) => (
          <div key={cup} class="choices">
            <span class="hint">{onePan ? t('pan') : cup === 'left' ? t('left cup') : t('right cup')}</span>
            <button type="button" class="btn" data-testid={`add-${cup}`} onClick={() => piece(cup)}>
              {t('+ piece')}
            </button>
            <button type="button" class="btn" data-testid={`remove-${cup}`} onClick={() => send({ type: 'sim', action: 'removePiece', cup })}>
              {t('− piece')}
            </button>
          </div>
        ))}
        <label class="toggle">
          {t('Piece weight')}
          <input
            type="number"
            min={0.1}
            max={1000}
            step={0.1}
            placeholder={t('random')}
            value={grams}
            data-testid="piece-grams"
            onInput={(e) => setGrams((e.target as HTMLInputElement).value)}
          />{' '}
          g
        </label>
        {device.parts?.state === 'ready' ? (
          <span class="rig-parts">
            <RigButton send={send} down={device.parts.pressed} />
            <RigLights parts={device.parts} />
          </span>
        ) : null}
        <button type="button" class="btn" onClick={() => send({ type: 'sim', action: 'clearCups' })}>
          {onePan ? t('Empty the pan') : t('Empty both cups')}
        </button>
        {/* Both buttons, always: the rig's state after a pull (reconnecting…) does not say whether the cable is in. */}
        <button type="button" class="btn btn-danger" data-testid="unplug" onClick={() => send({ type: 'sim', action: 'unplug' })}>
          {t('Unplug the cable')}
        </button>
        <button type="button" class="btn btn-go" data-testid="plug" onClick={() => send({ type: 'sim', action: 'plug' })}>
          {t('Plug it in')}
        </button>
      </div>
    </section>
  );
}

/** Weigh-off stages that wait for the cups to be emptied or filled. */
const CUP_STAGES: ReadonlySet<string> = new Set(['tare', 'loading', 'calibrating']);

/**
 * Over the game, while the simulated rig's cups are wanted (a Tare, a load): where its cups' controls
 * are, with a button that brings them into view. `rigOpen`: the virtual rig is shown; `onOpen` shows it.
 */
export function CupsPointer({ session, rigOpen, onOpen }: { session: SessionState; rigOpen: boolean; onOpen: () => void }) {
  const { isHost } = useTable();
  if (!isHost || !session.device.sim || !CUP_STAGES.has(session.weigh.stage)) return null;
  const onePan = session.device.cups === 1;
  const show = (): void => {
    if (!rigOpen) onOpen();
    // After the rig has been drawn: its cups' controls, scrolled to and focused.
    requestAnimationFrame(() => {
      const cups = document.getElementById('virtual-cups');
      cups?.scrollIntoView({ block: 'center' });
      cups?.focus({ preventScroll: true });
    });
  };
  return (
    <p class="hint cups-pointer" data-testid="cups-pointer">
      {onePan
        ? t('The virtual balance’s pan (+ piece, − piece, Empty the pan) is below the game.')
        : t('The virtual rig’s cups (+ piece, − piece, Empty both cups) are below the game.')}{' '}
      <button type="button" class="btn" onClick={show}>
        {onePan ? t('Show the pan') : t('Show the cups')}
      </button>
    </p>
  );
}
