// The header's tabs, one a screen the tablet may see now (route.ts, tabsFor), in the table's order.
import type { Screen } from './screen.ts';
import './tabs.css';

/** `current`: the tab last opened (the screen shown may be another standing in for it). */
export function Tabs({ tabs, current, onOpen }: { tabs: readonly Screen[]; current: string; onOpen: (id: string) => void }) {
  return (
    <nav class="tabs">
      {tabs.map(({ id, label }) => (
        <button type="button" key={id} class={`tab${current === id ? ' is-selected' : ''}`} aria-pressed={current === id} onClick={() => onOpen(id)}>
          {label}
        </button>
      ))}
    </nav>
  );
}
