// Reveals are simultaneous and the reader cannot tell who tapped: the tablet asks the players in
// turn and the server attributes the next tap to the player asked (`tapFor`). Anyone else may
// step forward first by tapping their name.
// Without a card reader (a single-pan balance), the player asked picks the card on the tablet.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useTable } from '../../../context.ts';
import { CardGrid } from '../../../parts/CardGrid.tsx';
import { useTapOwner } from '../../../parts/use-tap-owner.ts';
import { playingCardFaces } from '../CardFace.tsx';
import { seatStyle } from '../seat-colours.ts';
import { INTERLOPER } from '../model.ts';
import { t } from '../../../i18n/i18n.ts';
import { OtherFirst } from '../../../parts/OtherFirst.tsx';

export function RevealPrompt({
  players,
  seats,
  tapFor,
  phase,
  captain,
  reader = true,
  children,
}: {
  players: string[];
  /** Everyone in seat order (for their colours). */
  seats: string[];
  tapFor: string | null;
  phase: string;
  captain: string | null;
  reader?: boolean;
  /** The virtual reader's cards (simulated rig), right under who is to tap. */
  children?: ComponentChildren;
}) {
  const { input, isHost } = useTable();
  const [picking, setPicking] = useState(false);
  const who = useTapOwner(tapFor, players);
  const interloper = who === INTERLOPER;
  // R18: in a two-player game the one who is not captain acts for the Interloper.
  const deputy = captain ? seats.find((p) => p !== captain && p !== INTERLOPER) : undefined;
  return (
    <section class="prompt prompt-reveal" data-testid="prompt-reveal">
      <p class="prompt-kicker">{phase === 'squabble' ? t('Squabble for Captain') : t('Seize the Booty')}</p>
      {who ? (
        <h2 class="prompt-title" data-testid="tap-for">
          {interloper
            ? reader
              ? t("Interloper's card: tap the top card of the draw deck")
              : t("Interloper's card: pick the top card of the draw deck")
            : reader
              ? t('{who}, tap your card on the reader', { who })
              : t('{who}, pick your card here (the others look away)', { who })}
        </h2>
      ) : null}
      {children}
      {!reader && isHost && who ? (
        picking ? (
          <CardGrid
            faces={playingCardFaces}
            testId="reveal-picker"
            onPick={(card) => {
              input({ type: 'reveal', player: who, card });
              setPicking(false);
            }}
          />
        ) : (
          <button type="button" class="btn btn-big btn-go" data-testid="pick-card" onClick={() => setPicking(true)}>
            {interloper ? t("Pick the Interloper's card") : t("Pick {who}'s card", { who })}
          </button>
        )
      ) : null}
      {interloper && deputy ? <p class="hint">{t('({deputy} taps it: the non-captain acts for the Interloper, R18.)', { deputy })}</p> : null}
      <OtherFirst ask={t('Someone else first?')} waiting={players} owner={who} look={(p) => ({ label: p, class: 'btn-name', style: seatStyle(p, seats) })} />
      <p class="hint">{t('Cards stay hidden until everyone has revealed.')}</p>
    </section>
  );
}
