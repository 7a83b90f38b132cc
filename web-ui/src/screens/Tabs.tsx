// The header's tabs, one a screen the tablet may see now (route.ts, tabsFor), in the table's order.
// On a phone the first PHONE_TABS fit one row; the rest, and the header's tools (app.tsx's
// `.top-tools`), are behind a "More" button that shows them on rows of their own until a tab is
// opened: no tab hides in a row that scrolls sideways.
import type { Screen } from './screen.ts';
import './tabs.css';
import { said, t } from '../i18n/i18n.ts';

/** How many tabs a phone's row holds beside "More" (the rest wait behind it). */
export const PHONE_TABS = 4;

type TabsProps = {
  tabs: readonly Screen[];
  /** The tab last opened (the screen shown may be another standing in for it). */
  current: string;
  onOpen: (id: string) => void;
  /** Whether the phone's "More" is open; `onMore` opens or closes it. */
  more: boolean;
  onMore: (open: boolean) => void;
};

export function Tabs({ tabs, current, onOpen, more, onMore }: TabsProps) {
  return (
    <nav class="tabs" aria-label={t('Screens')}>
      {tabs.map(({ id, label }, i) => (
        <button
          type="button"
          key={id}
          class={`tab${current === id ? ' is-selected' : ''}${i >= PHONE_TABS ? ' tab-extra' : ''}`}
          aria-pressed={current === id}
          onClick={() => {
            onMore(false);
            onOpen(id);
          }}
        >
          {said(label)}
        </button>
      ))}
      {tabs.length > PHONE_TABS ? (
        <button
          type="button"
          class={`tab tab-more${tabs.findIndex((t) => t.id === current) >= PHONE_TABS ? ' is-selected' : ''}`}
          aria-expanded={more}
          onClick={() => onMore(!more)}
        >
          {t('More')}
          <svg class="tab-more-mark" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
            <path d={more ? 'M1 5 L5 1 L9 5' : 'M1 1 L5 5 L9 1'} fill="none" stroke="currentColor" stroke-width="1.6" />
          </svg>
        </button>
      ) : null}
    </nav>
  );
}
