// Card enrolment, per deck: tap each card of the deck once when asked, so each sticker's UID maps to its
// card; redo one by picking it; export/import the map as a JSON file.
import { useRef, useState } from 'preact/hooks';
import { hostToken } from '../../connection.ts';
import { useTable } from '../../context.ts';
import { parseCardMap } from '../../card-map.ts';
import type { ScreenProps } from '../screen.ts';
import '../../parts/card-grid.css';
import './cards.css';
import { t } from '../../i18n/i18n.ts';

async function exportMap(): Promise<string | null> {
  const token = hostToken();
  const res = await fetch('api/cards', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) return t('export failed: HTTP {status}', { status: res.status });
  const blob = new Blob([JSON.stringify(await res.json(), null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'quartermaster-cards.json';
  a.click();
  URL.revokeObjectURL(a.href);
  return null;
}

/** `deck`: the deck's cards and words from the shelf; `faces`: its cards as pictures, when its game draws them. */
export function Cards({ session, tap, deck, faces }: ScreenProps) {
  const { send, isHost } = useTable();
  const [note, setNote] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const { enrolled, enrolment } = session.cards;
  const missing = new Set(enrolment?.missing ?? []);
  // The deck the Cards screen is about: a deck whose game draws its cards shows their faces, any other its words.
  const info = session.cards.decks.find((d) => d.id === session.cards.deck);
  const cards = faces?.cards ?? deck?.cards.map((c) => c.id) ?? [];
  const size = info?.size ?? cards.length;
  const label = (card: string) => deck?.cards.find((c) => c.id === card)?.label ?? card;

  return (
    <div class="screen enrolment" data-testid="screen-enrolment">
      <h1>{info ? t('Cards on the reader: {deck}', { deck: info.name }) : t('Cards on the reader')}</h1>
      <p class="big-count" data-testid="enrolled">
        {t('{enrolled} of {count, plural, one {# card} other {# cards}} enrolled', { enrolled, count: size })}
      </p>
      {enrolment ? (
        <section class="prompt" data-testid="enrol-next">
          {enrolment.next ? (
            <>
              <p class="prompt-kicker">{t('Enrolling')}</p>
              <h2 class="prompt-title">{t('Tap this card on the reader:')}</h2>
              {faces ? <faces.Face card={enrolment.next} size="lg" /> : <p class="prompt-title">{label(enrolment.next)}</p>}
            </>
          ) : (
            <h2 class="prompt-title">{t('Every card is enrolled.')}</h2>
          )}
          {tap ? (
            <p class={`tap-note tap-${tap.outcome}`} data-testid="tap-note">
              {tap.outcome === 'enrolled' ? t('✓ {card} enrolled', { card: tap.card ?? '' }) : (tap.message ?? tap.outcome)}
            </p>
          ) : null}
        </section>
      ) : null}
      {isHost ? (
        <div class="choices">
          {enrolment ? (
            <button type="button" class="btn" onClick={() => send({ type: 'enrol', action: 'cancel' })}>
              {t('Stop enrolling')}
            </button>
          ) : enrolled < size ? (
            <button type="button" class="btn btn-big btn-go" onClick={() => send({ type: 'enrol', action: 'start' })}>
              {enrolled === 0 ? t('Enrol the deck') : t('Enrol the missing cards')}
            </button>
          ) : null}
          <button type="button" class="btn" onClick={() => exportMap().then(setNote, (e: Error) => setNote(t('export failed: {why}', { why: e.message })))}>
            {t('Export map')}
          </button>
          {/* A button, so the keyboard reaches it (a label around a hidden file input is not focusable). */}
          <button type="button" class="btn" onClick={() => picker.current?.click()}>
            {t('Import map')}
          </button>
          <input
            ref={picker}
            type="file"
            accept="application/json,.json"
            hidden
            onChange={async (e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (!file) return;
              const parsed = parseCardMap(await file.text(), cards);
              if ('problem' in parsed) setNote(t('Not imported: {why}.', { why: parsed.problem }));
              else {
                send({ type: 'enrol', action: 'import', map: parsed.map });
                setNote(t('Imported {count, plural, one {# card} other {# cards}}.', { count: Object.keys(parsed.map).length }));
              }
            }}
          />
          {confirmClear ? (
            <>
              <button
                type="button"
                class="btn btn-danger"
                onClick={() => {
                  send({ type: 'enrol', action: 'clear' });
                  setConfirmClear(false);
                }}
              >
                {t('Yes, forget every card')}
              </button>
              <button type="button" class="btn" onClick={() => setConfirmClear(false)}>
                {t('Keep them')}
              </button>
            </>
          ) : (
            <button type="button" class="btn btn-quiet" onClick={() => setConfirmClear(true)}>
              {t('Forget the map')}
            </button>
          )}
        </div>
      ) : null}
      {note ? <p class="hint">{note}</p> : null}
      <p class="hint">{t('Tap a card below, then tap it on the reader, to enrol it again.')}</p>
      {faces ? (
        <div class="deck-grid">
          {faces.cards.map((c) => (
            <faces.Face
              key={c}
              card={c}
              size="sm"
              dim={enrolment ? missing.has(c) : enrolled < size}
              onClick={isHost ? () => send({ type: 'enrol', action: 'select', card: c }) : undefined}
            />
          ))}
        </div>
      ) : (
        <div class="deck-list">
          {deck?.cards.map((c) => (
            <button
              type="button"
              key={c.id}
              class={`btn card-label${enrolment && missing.has(c.id) ? ' is-dim' : ''}`}
              disabled={!isHost}
              onClick={() => send({ type: 'enrol', action: 'select', card: c.id, deck: deck.id })}
            >
              {c.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
