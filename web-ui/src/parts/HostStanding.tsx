// Being host, in plain words: a spectator's "Ask to be host", the ask waiting for the rig's button
// (its code, counting down), why host rights were refused and what to do, a host told of a tablet
// asking; and on the Device screen, forgetting every host tablet.
import { useEffect, useState } from 'preact/hooks';
import type { Connection, Standing } from '../connection.ts';
import { useTable } from '../context.ts';
import { useStore } from '../store.ts';
import { AskFirst } from './AskFirst.tsx';
import './host-standing.css';
import { t } from '../i18n/i18n.ts';
import { pairingWords } from './pairing-words.ts';

/** Whole seconds left of `secondsLeft` heard at `at`, ticking each second. */
function useSecondsLeft(secondsLeft: number, at: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, secondsLeft - Math.floor((now - at) / 1000));
}

export function AskButton({ conn }: { conn: Connection }) {
  const ask = () => void conn.request({ type: 'pair', action: 'ask' });
  return (
    <button type="button" class="btn btn-quiet" data-testid="ask-host" onClick={ask}>
      {t('Ask to be host')}
    </button>
  );
}

/** Under the header: what this tablet's standing as host is, when there is something to say. */
export function HostBanner({ conn, isHost }: { conn: Connection; isHost: boolean }) {
  const { standing, asked, otherHosts } = useStore(conn.store, (s) => ({ standing: s.standing, asked: s.asked, otherHosts: s.otherHosts }));
  const dismiss = () => conn.store.set({ standing: null });
  return (
    <>
      {isHost && otherHosts > 0 ? <OtherHosts others={otherHosts} /> : null}
      {standing && !(isHost && standing.state !== 'paired') ? <Own standing={standing} conn={conn} onDismiss={dismiss} /> : null}
      {isHost && asked ? <Asked code={asked.code} secondsLeft={asked.secondsLeft} at={asked.at} conn={conn} /> : null}
      {!isHost && !standing && installed() ? <InstalledSpectator /> : null}
    </>
  );
}

/** Opened from a home screen ("Add to Home Screen"): iOS gives such an app storage of its own, so
 * a browser's host rights do not come with it, and a host link scanned opens the browser instead. */
function installed(): boolean {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  return nav?.standalone === true || globalThis.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** To a spectator in the app on the home screen: how this app becomes host. */
function InstalledSpectator() {
  return (
    <div class="banner host-standing" role="status" data-testid="installed-spectator">
      <span>
        {t(
          "This app on the home screen is a tablet of its own: it watches until it is made host. To make it host, tap “Ask to be host”, then press the rig's button.",
        )}
      </span>
    </div>
  );
}

/** While another host tablet is connected: what either taps changes the game for both. */
function OtherHosts({ others }: { others: number }) {
  return (
    <div class="banner banner-warn host-standing" role="status" data-testid="other-hosts">
      <span>
        {others === 1
          ? t('Another host tablet is in charge too: agree which one taps.')
          : t('{count} other host tablets are in charge too: agree which one taps.', { count: others })}
      </span>
    </div>
  );
}

function Own({ standing, conn, onDismiss }: { standing: Standing; conn: Connection; onDismiss: () => void }) {
  if (standing.state === 'asking') return <Asking standing={standing} conn={conn} />;
  const kind = standing.state === 'paired' ? 'banner-ok' : 'banner-warn';
  return (
    <div class={`banner ${kind} host-standing`} role="status" data-testid={`host-${standing.state}`}>
      <span>{pairingWords(standing)}</span>
      {standing.state === 'paired' ? (
        <button type="button" class="btn btn-quiet" onClick={onDismiss}>
          {t('OK')}
        </button>
      ) : (
        <AskButton conn={conn} />
      )}
    </div>
  );
}

function Asking({ standing, conn }: { standing: Standing; conn: Connection }) {
  const left = useSecondsLeft(standing.secondsLeft ?? 0, standing.at);
  return (
    <div class="banner banner-ask host-standing" role="status" data-testid="host-asking">
      <span>
        {t("Press the rig's button now: it makes this tablet host. Code")} <strong data-testid="ask-code">{standing.code}</strong>{' '}
        {t("(the host tablets and the Quartermaster's screen show the same)")} · {t('{seconds} s', { seconds: left })}
      </span>
      <button type="button" class="btn btn-quiet" onClick={() => void conn.request({ type: 'pair', action: 'cancel' })}>
        {t('Cancel')}
      </button>
    </div>
  );
}

function Asked({ code, secondsLeft, at, conn }: { code: string; secondsLeft: number; at: number; conn: Connection }) {
  const left = useSecondsLeft(secondsLeft, at);
  return (
    <div class="banner banner-ask host-standing" role="status" data-testid="host-asked">
      <span>
        {t('A tablet asks to be host: code')} <strong>{code}</strong>. {t("A press of the rig's button makes it host")} · {t('{seconds} s', { seconds: left })}
      </span>
      <button type="button" class="btn btn-quiet" onClick={() => void conn.request({ type: 'pair', action: 'refuse' })}>
        {t('Turn it down')}
      </button>
    </div>
  );
}

/** On the Device screen: every host tablet back to spectator, this one too. */
export function ForgetHosts() {
  const { request, isHost } = useTable();
  if (!isHost) return null;
  return (
    <section class="panel" data-testid="forget-hosts">
      <h2>{t('Host tablets')}</h2>
      <p>
        {t(
          "A tablet made host stays host when the Quartermaster restarts. Forgetting them makes every one a spectator, this one too; the host link printed at this start still works, and a tablet asks to be host again with the rig's button.",
        )}
      </p>
      <AskFirst
        label={t('Forget every host tablet…')}
        yes={t('Yes, forget every host tablet')}
        onYes={() => void request({ type: 'pair', action: 'forgetAll' })}
      />
    </section>
  );
}
