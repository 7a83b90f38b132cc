// Refusals and reader news, shown for a few seconds: a mis-tap must be noticed, not block play.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ClientState } from '../connection.ts';
import './toasts.css';
import { language, t } from '../i18n/i18n.ts';
import { sayPhrase } from '../i18n/said-phrase.ts';

const SHOW_MS = 4000;

/** The server's own words, on an English tablet; another says the same in its own words. */
const english = (message: string | undefined): string | undefined => (language() === 'en' ? message : undefined);

/** What a tap toast says, and whether it is bad news (null: nothing to say). */
export function tapText(tap: NonNullable<ClientState['tap']>): { text: string; bad: boolean } | null {
  switch (tap.outcome) {
    case 'revealed':
      // Never say which card unless the server does (a card turned over face up, H11): reveals
      // stay hidden until everyone has revealed.
      if (tap.card) return { text: t('✓ {card} turned over', { card: tap.card }), bad: false };
      return { text: tap.player ? t("✓ {player}'s card is down", { player: tap.player }) : t('✓ The card is down'), bad: false };
    case 'enrolled':
      return null; // the enrolment screen says it
    case 'picked':
      // A card placed face down (H12): the whole table sees this tablet, so it is never named.
      if (tap.private) return { text: t('✓ Card read privately (not shown)'), bad: false };
      return { text: tap.card ? t('✓ {card} picked', { card: tap.card }) : t('✓ a card picked'), bad: false };
    case 'wrong-deck':
      return { text: tap.message ?? t('This card belongs to another deck.'), bad: true };
    case 'unknown-card':
      return { text: tap.message ?? t('This card is not enrolled: enrol it on the Cards screen.'), bad: true };
    case 'no-player':
      return { text: english(tap.message) ?? t('Nobody was asked to tap a card.'), bad: true };
    case 'ignored':
      return { text: english(tap.message) ?? t('The game is not waiting for a card now.'), bad: true };
    case 'rejected':
      return { text: tap.message ? sayPhrase(tap.phrase, tap.message) : t('That card was refused.'), bad: true };
  }
}

/**
 * A "card is down" note only matters while cards are being tapped, in the phase it was tapped in
 * (`phase`, e.g. "3-seize"; `revealing`: the game awaits cards). A refusal goes as soon as the game
 * moves on (`position`): the next move was taken, and must not look refused.
 */
export function Toasts(props: {
  error: ClientState['error'];
  tap: ClientState['tap'];
  phase: string;
  revealing: boolean;
  position: number;
  onDismiss: () => void;
}) {
  const { error, tap, phase, revealing, position, onDismiss } = props;
  const refusedAt = useRef<{ error: ClientState['error']; position: number }>({ error: null, position });
  if (refusedAt.current.error !== error) refusedAt.current = { error, position };
  const tappedAt = useRef<{ tap: ClientState['tap']; position: number }>({ tap: null, position });
  if (tappedAt.current.tap !== tap) tappedAt.current = { tap, position };
  const phaseSince = useRef({ phase, at: 0 });
  if (phaseSince.current.phase !== phase) phaseSince.current = { phase, at: Date.now() };
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const shownTap = tap && now - tap.at < SHOW_MS && (tap.outcome !== 'revealed' || (revealing && tap.at >= phaseSince.current.at)) ? tapText(tap) : null;
  const tapNote = shownTap?.bad && tappedAt.current.position !== position ? null : shownTap;
  const showError = error && now - error.at < SHOW_MS && refusedAt.current.position === position;
  // Escape dismisses a refusal from wherever the keyboard is (the toast itself takes no focus).
  useEffect(() => {
    if (!showError) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onDismiss();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showError, onDismiss]);
  return (
    <div class="toasts" aria-live="polite">
      {showError ? (
        <div class="toast toast-bad" role="alert" data-testid="error" onClick={onDismiss} onKeyDown={(e) => e.key === 'Escape' && onDismiss()}>
          {error.message}
        </div>
      ) : null}
      {tapNote ? (
        <div class={`toast ${tapNote.bad ? 'toast-bad' : 'toast-ok'}`} data-testid="tap-toast">
          {tapNote.text}
        </div>
      ) : null}
    </div>
  );
}
