// What the table has to do by hand before it goes on ("At the table"): a game gives the items.
import { t } from '../i18n/i18n.ts';
export function Reminders({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section class="panel reminders" data-testid="reminders" aria-label={t('at the table')}>
      <h3>{t('At the table')}</h3>
      <ul>
        {items.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
}
