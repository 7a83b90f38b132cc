// The "Another tablet" panel (parts/JoinQr.tsx opens it; it comes down, with its words, when first
// opened): the table's address as a QR code, which a spectator's tablet opens with its camera (no
// token in it: it joins as a spectator, and asks to be host with the rig's button if it should be).
// Beside it, the host may make a one-time host link (`pair` `invite`): its QR code makes the tablet
// that scans it host, once and within its minutes, and the host can withdraw it. The QR library
// comes down when a code is first shown (useModule).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { HostLink } from '../../connection.ts';
import { useTable } from '../../context.ts';
import { useModule } from '../../game-loads.ts';
import './join-qr.css';
import { t } from '../../i18n/i18n.ts';
import { clock } from '../../i18n/format.ts';
import { pairingWords } from '../pairing-words.ts';

const loadQr = () => import('qrcode').then((m) => m.default);

/** This table's address for another tablet: the one this tablet opened, without its token. */
export function joinUrl(at: Location = location): string {
  return `${at.origin}${at.pathname}`;
}

/** Addresses only this machine answers to: another tablet cannot reach the table by them. */
const OWN_MACHINE = /^(localhost|127(?:\.\d+){3}|\[::1\])$/;

/** `url` as a QR code, drawn once the QR library is loaded; `data-url` says what was drawn. */
function QrCode({ url, testId }: { url: string; testId: string }) {
  const qr = useModule('qrcode', loadQr, true);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (qr?.state !== 'ready' || !canvas.current) return;
    qr.value.toCanvas(canvas.current, url, { margin: 2, width: 200 }).then(
      () => setDrawn(url),
      (e: Error) => setProblem(t('The QR code could not be drawn: {why}', { why: e.message })),
    );
  }, [qr, url]);
  if (qr?.state === 'failed' || problem)
    return <p class="problem">{problem ?? t('The QR code could not be loaded: {why}', { why: qr?.state === 'failed' ? qr.problem : '' })}</p>;
  return <canvas ref={canvas} data-testid={testId} data-url={drawn ?? undefined} role="img" aria-label={t('QR code of {url}', { url })} />;
}

/** The panel, open: `onClose` closes it. */
export function JoinPanel({ onClose }: { onClose: () => void }) {
  const { hostLink } = useTable();
  const url = joinUrl();
  return (
    <section class={`panel join-qr${hostLink ? ' with-host-link' : ''}`} data-testid="join-qr" aria-label={t('Another tablet joins')}>
      {OWN_MACHINE.test(location.hostname) ? (
        <p class="hint">
          {t(
            'This tablet opened the table by the machine’s own address, which another tablet cannot reach: open it here by its network address (the one “quartermaster serve” prints) for a code that works.',
          )}
        </p>
      ) : null}
      <div class="join-codes">
        <div class="join-spectator">
          <p>{t('Another tablet joins by opening this address: point its camera at the code.')}</p>
          <QrCode url={url} testId="join-qr-code" />
          <p class="join-url">{url}</p>
          <p class="hint">
            {t('It joins as a spectator; to be host too, it asks with “Ask to be host” and a press of the rig’s button, or scans a host link.')}
          </p>
        </div>
        <HostLinkPart base={url} />
      </div>
      <button type="button" class="btn" onClick={onClose}>
        {t('Close')}
      </button>
    </section>
  );
}

/** The host link: made on request, shown as a QR code with its time, withdrawn on request or when its time is up. */
function HostLinkPart({ base }: { base: string }) {
  const { request, hostLink, dropHostLink } = useTable();
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (!hostLink) return;
    const timer = setTimeout(dropHostLink, Math.max(0, hostLink.at + hostLink.secondsLeft * 1000 - Date.now()));
    return () => clearTimeout(timer);
  }, [hostLink, dropHostLink]);
  const make = () => {
    setNote(null);
    void request({ type: 'pair', action: 'invite' }).then((r) => setNote(r.ok ? null : t('No host link was made: {why}.', { why: r.message })));
  };
  const withdraw = (link: HostLink) => {
    dropHostLink();
    void request({ type: 'pair', action: 'withdraw', code: link.code }).then((r) =>
      setNote(r.ok ? t('The host link was withdrawn: it makes no one host.') : t('Withdrawn from this tablet, but {why}.', { why: r.message })),
    );
  };
  if (!hostLink || hostLink.withdrawn !== undefined)
    return (
      <div class="host-link" data-testid="host-link">
        {hostLink?.withdrawn !== undefined ? (
          <p role="status">{pairingWords({ state: 'withdrawn', message: hostLink.withdrawn })}</p>
        ) : note ? (
          <p role="status">{note}</p>
        ) : null}
        <button type="button" class="btn" data-testid="host-link-make" onClick={make}>
          {t('Make a host link')}
        </button>
      </div>
    );
  const until = clock(hostLink.at + hostLink.secondsLeft * 1000);
  return (
    <div class="host-link" data-testid="host-link">
      <p>
        <strong>
          {t('Make the other tablet a host too: scan within {count, plural, one {# minute} other {# minutes}}; works once.', {
            count: Math.round(hostLink.secondsLeft / 60),
          })}
        </strong>
      </p>
      <QrCode url={`${base}?pair=${hostLink.code}`} testId="host-link-code" />
      <button type="button" class="btn" data-testid="host-link-withdraw" onClick={() => withdraw(hostLink)}>
        {t('Withdraw')}
      </button>
      <p class="hint">{t('It works until {until}, for one tablet; whoever scans it is in charge as much as this tablet.', { until })}</p>
    </div>
  );
}
