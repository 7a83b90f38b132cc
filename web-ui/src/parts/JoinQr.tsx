// Another tablet joins by a glance: on the shelf, the host tablet shows the table's address as a QR code, which a
// spectator's tablet opens with its camera (no token in it: it joins as a spectator, and asks to be
// host with the rig's button if it should be). The QR library comes down when the code is first
// shown (useModule): it is no part of the shelf's first load.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useModule } from '../game-loads.ts';
import './join-qr.css';

const loadQr = () => import('qrcode').then((m) => m.default);

/** This table's address for another tablet: the one this tablet opened, without its token. */
export function joinUrl(at: Location = location): string {
  return `${at.origin}${at.pathname}`;
}

/** Addresses only this machine answers to: another tablet cannot reach the table by them. */
const OWN_MACHINE = /^(localhost|127(?:\.\d+){3}|\[::1\])$/;

export function JoinQr() {
  const [open, setOpen] = useState(false);
  const qr = useModule('qrcode', loadQr, open);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const url = joinUrl();
  // Closed, the canvas goes: the code is drawn anew (and said drawn) when opened again.
  const toggle = (to: boolean): void => {
    setOpen(to);
    setDrawn(null);
  };
  useEffect(() => {
    if (!open || qr?.state !== 'ready' || !canvas.current) return;
    qr.value.toCanvas(canvas.current, url, { margin: 2, width: 220 }).then(
      () => setDrawn(url),
      (e: Error) => setProblem(`The QR code could not be drawn: ${e.message}`),
    );
  }, [open, qr, url]);
  return (
    <>
      <button type="button" class="btn btn-quiet" data-testid="join-qr-toggle" aria-expanded={open} onClick={() => toggle(!open)}>
        Another tablet
      </button>
      {open ? (
        <section class="panel join-qr" data-testid="join-qr" aria-label="Another tablet joins">
          <p>Another tablet joins by opening this address: point its camera at the code.</p>
          {qr?.state === 'failed' || problem ? (
            <p class="problem">{problem ?? `The QR code could not be loaded: ${qr?.state === 'failed' ? qr.problem : ''}`}</p>
          ) : (
            <canvas ref={canvas} data-testid="join-qr-code" data-url={drawn ?? undefined} role="img" aria-label={`QR code of ${url}`} />
          )}
          <p class="join-url">{url}</p>
          {OWN_MACHINE.test(location.hostname) ? (
            <p class="hint">
              This tablet opened the table by the machine’s own address, which another tablet cannot reach: open it here by its network address (the one
              “quartermaster serve” prints) for a code that works.
            </p>
          ) : null}
          <p class="hint">It joins as a spectator; to be host too, it asks with “Ask to be host” and a press of the rig’s button.</p>
          <button type="button" class="btn" onClick={() => toggle(false)}>
            Close
          </button>
        </section>
      ) : null}
    </>
  );
}
