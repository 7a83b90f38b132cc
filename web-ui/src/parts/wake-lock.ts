// Keeping the screen awake while a game is under way: players tap cards on the reader and pour
// pieces into the cups, inputs that never touch the screen, and a tablet that sleeps meanwhile
// misses what the table does. The Screen Wake Lock API where the browser offers it (a secure
// context: HTTPS, or this machine's own address); over the plain HTTP of a home network, where it
// is missing, a muted, looping, one-pixel video played from the table's own files (the trick
// NoSleep.js made known: a playing video keeps the screen on), its play retried at the next touch
// where the browser wants one first.

export type AwakeHow = 'wake-lock' | 'video';

export interface Awake {
  /** Lets the screen sleep again. */
  release(): void;
}

/** Holds the screen awake until released; `onHeld` says how it is held now (null: not, for now). */
export function keepAwake(onHeld: (how: AwakeHow | null) => void = () => {}, win: Window = window): Awake {
  const nav = win.navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> } };
  if (win.isSecureContext && nav.wakeLock) return wakeLock(nav.wakeLock, win.document, onHeld);
  return playingVideo(win.document, onHeld);
}

/**
 * The wake lock. A browser may refuse it before the page's first tap (WebKit does, on a page
 * reloaded or opened mid-game): it is asked again on the next tap, and refused after a tap too, the
 * playing video holds the screen instead.
 */
function wakeLock(api: { request(type: 'screen'): Promise<WakeLockSentinel> }, doc: Document, onHeld: (how: AwakeHow | null) => void): Awake {
  let sentinel: WakeLockSentinel | null = null;
  let released = false;
  let tapped = false;
  let video: Awake | null = null;
  const onTap = (): void => {
    tapped = true;
    request();
  };
  const request = (): void => {
    if (released || video) return;
    api.request('screen').then(
      (s) => {
        if (released || video) return void s.release();
        sentinel = s;
        onHeld('wake-lock');
        s.addEventListener('release', () => !released && !video && onHeld(null));
      },
      () => {
        if (released || video) return;
        onHeld(null);
        if (tapped) video = playingVideo(doc, onHeld);
        else doc.addEventListener('pointerdown', onTap, { once: true });
      },
    );
  };
  // The browser lets the lock go when the page is hidden: asked again when it is shown.
  const onVisible = (): void => {
    if (doc.visibilityState === 'visible' && (sentinel === null || sentinel.released)) request();
  };
  doc.addEventListener('visibilitychange', onVisible);
  request();
  return {
    release() {
      released = true;
      doc.removeEventListener('visibilitychange', onVisible);
      doc.removeEventListener('pointerdown', onTap);
      void sentinel?.release();
      sentinel = null;
      video?.release();
      video = null;
    },
  };
}

function playingVideo(doc: Document, onHeld: (how: AwakeHow | null) => void): Awake {
  const video = doc.createElement('video');
  video.muted = true;
  video.loop = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.className = 'keep-awake-video';
  video.dataset.testid = 'keep-awake-video';
  for (const [file, type] of [
    ['awake.webm', 'video/webm'],
    ['awake.mp4', 'video/mp4'],
  ] as const) {
    const source = doc.createElement('source');
    source.src = file;
    source.type = type;
    video.append(source);
  }
  video.addEventListener('playing', () => onHeld('video'));
  video.addEventListener('pause', () => onHeld(null));
  doc.body.append(video);
  const play = (): void => {
    video.play().catch(() => doc.addEventListener('pointerdown', play, { once: true }));
  };
  play();
  return {
    release() {
      doc.removeEventListener('pointerdown', play);
      video.pause();
      video.remove();
    },
  };
}
