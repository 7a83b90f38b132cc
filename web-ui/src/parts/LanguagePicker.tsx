// The header's language picker (on a phone, behind "More"): this tablet's own language, each named
// in its own words, picked here and remembered on this tablet (i18n/start.ts). A globe beside it
// finds it for a player who cannot read the language it is in.
import { t, useLanguage } from '../i18n/i18n.ts';
import { isLanguage, LANGUAGES } from '../i18n/languages.ts';
import { pick } from '../i18n/start.ts';
import './language-picker.css';

export function LanguagePicker() {
  const current = useLanguage();
  return (
    <label class="language-picker" data-testid="language-picker">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.3" />
        <path d="M1.5 8h13M8 1.5c-2.4 2.6-2.4 10.4 0 13M8 1.5c2.4 2.6 2.4 10.4 0 13" fill="none" stroke="currentColor" stroke-width="1.1" />
      </svg>
      <span class="visually-hidden">{t('Language')}</span>
      <select
        value={current}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (isLanguage(next)) void pick(next);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.tag} value={l.tag} lang={l.tag}>
            {l.name}
          </option>
        ))}
        {/* The pseudo-language, only where a test picked it: never offered. */}
        {LANGUAGES.some((l) => l.tag === current) ? null : <option value={current}>{current}</option>}
      </select>
    </label>
  );
}
