import './stash.css';
import { t } from '../../i18n/i18n.ts';
// A stash (or a collection) as a cup holding its pieces: people would rather look than read.
export function Cup({ label, count, colour, note }: { label: string; count: number; colour: 'red' | 'black' | 'gold'; note?: string }) {
  const shown = Math.min(count, 14);
  const pieces = Array.from({ length: shown }, (_, i) => {
    const row = Math.floor(i / 5);
    const col = i % 5;
    return <circle key={i} cx={22 + col * 14 + (row % 2) * 7} cy={78 - row * 12} r={6} class={`piece piece-${colour}`} />;
  });
  return (
    <figure class={`cup cup-${colour}`} data-testid={`cup-${label}`}>
      <svg viewBox="0 0 110 100" role="img" aria-label={t('{label}: {count, plural, one {# piece} other {# pieces}}', { label, count })}>
        <path d="M8 30 L18 92 Q55 100 92 92 L102 30 Z" class="cup-body" />
        {pieces}
        <ellipse cx="55" cy="30" rx="47" ry="8" class="cup-rim" />
      </svg>
      <figcaption>
        <span class="cup-count">{count}</span>
        <span class="cup-label">{label}</span>
        {note ? <span class="cup-note">{note}</span> : null}
      </figcaption>
    </figure>
  );
}
