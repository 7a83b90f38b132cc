// The header's "Keep awake" switch (remembered on this tablet, on at first) and the hold itself:
// while it is on and a game is under way the screen stays awake (wake-lock.ts); the hold is let go
// when the game ends, is put away, or the switch is turned off.
import { useEffect, useState } from 'preact/hooks';
import { type AwakeHow, keepAwake } from './wake-lock.ts';
import './keep-awake.css';
import { t } from '../i18n/i18n.ts';

const KEY = 'quartermaster.keepAwake';

function remembered(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) !== '0';
  } catch {
    return true;
  }
}

export function KeepAwake({ underWay }: { underWay: boolean }) {
  const [on, setOn] = useState(remembered);
  const [how, setHow] = useState<AwakeHow | null>(null);
  useEffect(() => {
    if (!on || !underWay) return;
    let live = true;
    const awake = keepAwake((h) => live && setHow(h));
    return () => {
      live = false;
      awake.release();
      setHow(null);
    };
  }, [on, underWay]);
  const turn = (next: boolean): void => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(KEY, next ? '1' : '0');
    } catch {
      // Not remembered on a browser that keeps nothing: the switch still works for this visit.
    }
  };
  return (
    <button
      type="button"
      class="btn btn-quiet"
      data-testid="keep-awake"
      data-awake={how ?? 'off'}
      aria-pressed={on}
      title={t('Keeps the screen from sleeping while a game is under way')}
      onClick={() => turn(!on)}
    >
      {t('Keep awake')}
    </button>
  );
}
