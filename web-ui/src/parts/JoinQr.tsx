// Another tablet joins by a glance: on the shelf, the host tablet's "Another tablet" opens a panel
// with the table's address as a QR code and a one-time host link (parts/join/JoinPanel.tsx). The
// panel, its words and its QR library come down when first opened: no part of the shelf's first load.
import { useState } from 'preact/hooks';
import { useModule } from '../game-loads.ts';
import { t } from '../i18n/i18n.ts';
import { loadFolder } from '../i18n/start.ts';
import { WithGame } from './WithGame.tsx';

const loadPanel = () =>
  Promise.all([import('./join/JoinPanel.tsx'), import('./join/words.ts').then((m) => loadFolder('parts/join', m.WORDS))]).then(([m]) => m.JoinPanel);

export function JoinQr() {
  const [open, setOpen] = useState(false);
  const panel = useModule('join-panel', loadPanel, open);
  return (
    <>
      <button type="button" class="btn btn-quiet" data-testid="join-qr-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('Another tablet')}
      </button>
      {open ? (
        <WithGame id="module:join-panel" name={t('Another tablet')} load={panel}>
          {(JoinPanel) => (JoinPanel ? <JoinPanel onClose={() => setOpen(false)} /> : null)}
        </WithGame>
      ) : null}
    </>
  );
}
