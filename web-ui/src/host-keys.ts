// What this tablet presents to be host. A tablet made host keeps a pairing secret in localStorage,
// which the server keeps (as its hash) across restarts: a reload, a server restart or a power cut
// leaves it host. The host link's token (`?token=`) counts for the tab (sessionStorage) until the
// server hands out the secret; a token just opened from a link is tried first, then the secret.
// The link's token and a `quartermaster pair` code (`?pair=`) leave the address bar at once, so
// neither stays in the history, a bookmark or a reload.
const SECRET_KEY = 'quartermaster.hostSecret';
const TOKEN_KEY = 'quartermaster.token';

export type KeyKind = 'secret' | 'token';

/** localStorage/sessionStorage, or null where there is none (a test's Node, a locked-down browser). */
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** A token opened from a link on this page load: presented before a secret held from before. */
let freshToken = false;
let taken = false;
let pairCode: string | null = null;

/** Reads `?token=` and `?pair=` once and takes them out of the address. */
function takeFromAddress(): void {
  if (taken || typeof location === 'undefined') return;
  taken = true;
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  pairCode = url.searchParams.get('pair');
  if (token) {
    storage('session')?.setItem(TOKEN_KEY, token);
    freshToken = true;
  }
  if (token === null && pairCode === null) return;
  url.searchParams.delete('token');
  url.searchParams.delete('pair');
  history.replaceState(history.state, '', url.href);
}

/** The code of a `quartermaster pair` link this page was opened with (once). */
export function takePairCode(): string | null {
  takeFromAddress();
  const code = pairCode;
  pairCode = null;
  return code;
}

/** What to present now, and what it is; null: nothing (a spectator). */
export function hostKey(): { key: string; kind: KeyKind } | null {
  takeFromAddress();
  const token = storage('session')?.getItem(TOKEN_KEY) ?? null;
  const secret = storage('local')?.getItem(SECRET_KEY) ?? null;
  if (token && (freshToken || !secret)) return { key: token, kind: 'token' };
  return secret ? { key: secret, kind: 'secret' } : null;
}

/** The secret this tablet held, if any (a new one replaces it). */
export function heldSecret(): string | null {
  return storage('local')?.getItem(SECRET_KEY) ?? null;
}

/** The server made this tablet a host for good: its secret from now on, instead of the token. */
export function keepSecret(secret: string): void {
  storage('local')?.setItem(SECRET_KEY, secret);
  storage('session')?.removeItem(TOKEN_KEY);
  freshToken = false;
}

/** The server refused `key`: it is dropped, and the next one (if any) is presented. */
export function dropKey(key: string): void {
  if (storage('session')?.getItem(TOKEN_KEY) === key) {
    storage('session')?.removeItem(TOKEN_KEY);
    freshToken = false;
  }
  if (storage('local')?.getItem(SECRET_KEY) === key) storage('local')?.removeItem(SECRET_KEY);
}
