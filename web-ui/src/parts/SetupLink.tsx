// The way into "Set up a new rig" for a host tablet: on the Device screen always; on the shelf
// while the rig was never set up (a rig on a port, or the emulated one: the simulated rig needs none).
// Its words are the shell's: the shelf shows it before the guide (screens/setup) comes down.
import { useEffect, useState } from 'preact/hooks';
import type { SetupStatus } from '#protocol';
import { useTable } from '../context.ts';
import { t } from '../i18n/i18n.ts';

export function SetupLink({ open, on, kind }: { open: (id: string) => void; on: 'device' | 'shelf'; kind: string }) {
  const { isHost } = useTable();
  const [finished, setFinished] = useState<boolean | null>(null);
  const asks = isHost && on === 'shelf' && kind !== 'sim';
  useEffect(() => {
    if (!asks) return;
    const stop = new AbortController();
    fetch('api/setup', { signal: stop.signal })
      .then((r) => (r.ok ? (r.json() as Promise<SetupStatus>) : null))
      .then((s) => s && setFinished(s.guide.finished))
      .catch(() => undefined);
    return () => stop.abort();
  }, [asks]);
  if (!isHost || (on === 'shelf' && (!asks || finished !== false))) return null;
  return (
    <section class="panel setup-link" data-testid={`setup-link-${on}`}>
      {on === 'shelf' ? <p>{t('This rig was never set up.')}</p> : null}
      <button type="button" class="btn btn-go" onClick={() => open('setup')}>
        {t('Set up a new rig')}
      </button>
    </section>
  );
}
