// The games' screens come down when a game is opened, not with the shelf: each is a chunk of its
// own (web-ui/src/games/index.ts). Each is loaded once and kept; a failed load (the table's Wi-Fi
// dropped, the table restarted) is said, and tried again on request and when the tablet's link to
// the table is back (`useRetryWhenBack`). The games' view checks reach the connection from
// here as they load (`ready`). A part of the shell that only some screens need (the rules pages and
// their Markdown renderer) comes down the same way, when first shown (`useModule`).
import { createContext } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { CardFaces, GameEntries, GameUi } from './games/types.ts';
import { createStore, type Store, useStore } from './store.ts';

export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; problem: string };

export interface GameLoader {
  games: GameEntries;
  /** The games whose screens have loaded, by id (the connection checks their views from here). */
  ready: Record<string, GameUi>;
  /** Every load begun, by key: a game's id, `faces:` and a deck's id, or `module:` and a name. */
  loads: Store<Readonly<Record<string, Load<unknown>>>>;
  /** The shell's parts loaded on demand, by key (`useModule` says how each is loaded). */
  modules: Map<string, () => Promise<unknown>>;
  /** Begins the load of `key` unless it is loaded or loading; `again`: also when it failed. */
  need(key: string, again?: boolean): void;
  /** Tries every failed load again: the tablet calls it when its link to the table is back. */
  retryFailed(): void;
}

/** What each key loads: a game's screens by its id, a deck's faces by `faces:<deck>`, a part of
 * the shell by `module:<name>`. */
function loaderOf({ games, modules }: Pick<GameLoader, 'games' | 'modules'>, key: string): (() => Promise<unknown>) | null {
  if (key.startsWith('module:')) return modules.get(key) ?? null;
  if (key.startsWith('faces:')) return Object.values(games).find((g) => g.cardFaces?.deck === key.slice(6))?.cardFaces?.load ?? null;
  return Object.hasOwn(games, key) ? (games[key]?.load ?? null) : null;
}

/** A stylesheet a failed load left unloaded is asked for afresh: the build's preloader asks for each
 * file once, and a retry would bring the screens without their styles. */
function refetchFailedStyles(): void {
  if (typeof document === 'undefined') return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')) if (!link.sheet) link.replaceWith(link.cloneNode() as HTMLLinkElement);
}

export function createGameLoader(games: GameEntries): GameLoader {
  const loads = createStore<Record<string, Load<unknown>>>({});
  const ready: Record<string, GameUi> = {};
  const modules = new Map<string, () => Promise<unknown>>();
  const need = (key: string, again = false): void => {
    const now = loads.get()[key];
    if (now && !(again && now.state === 'failed')) return;
    const load = loaderOf({ games, modules }, key);
    if (!load) return;
    if (now) refetchFailedStyles();
    loads.set({ [key]: { state: 'loading' } });
    load().then(
      (value) => {
        if (Object.hasOwn(games, key)) ready[key] = value as GameUi;
        loads.set({ [key]: { state: 'ready', value } });
      },
      (e: unknown) => loads.set({ [key]: { state: 'failed', problem: e instanceof Error ? e.message : String(e) } }),
    );
  };
  const retryFailed = (): void => {
    for (const [key, load] of Object.entries(loads.get())) if (load.state === 'failed') need(key, true);
  };
  return { games, ready, loads, modules, need, retryFailed };
}

export const GamesContext = createContext<GameLoader>(createGameLoader({}));
export const useGames = (): GameLoader => useContext(GamesContext);

/** Tries the failed loads again each time `link` turns open: a load that failed while the table
 * was away comes down by itself once the table is back, without a press of "Try again". */
export function useRetryWhenBack(link: string): void {
  const loader = useGames();
  useEffect(() => {
    if (link === 'open') loader.retryFailed();
  }, [loader, link]);
}

function useLoad<T>(key: string | null): Load<T> | null {
  const loader = useGames();
  const loads = useStore(loader.loads, (s) => s);
  const load = key === null ? undefined : loads[key];
  useEffect(() => {
    if (key !== null) loader.need(key);
  }, [loader, key]);
  if (key === null || !loaderOf(loader, key)) return null;
  return (load as Load<T> | undefined) ?? { state: 'loading' };
}

/** A game's screens, loading them if need be; null: the tablet has none for it (or no game is
 * asked), and the shelf's generic screens stand in. */
export function useGameUi(id: string | null | undefined): Load<GameUi> | null {
  return useLoad<GameUi>(id ?? null);
}

/** A deck's cards drawn as pictures, once loaded (`wanted`: only then are they fetched); null
 * meanwhile, or when no game draws that deck: each card is then shown by its label. */
export function useCardFaces(deck: string | null | undefined, wanted: boolean): CardFaces | null {
  const load = useLoad<CardFaces>(deck && wanted ? `faces:${deck}` : null);
  return load?.state === 'ready' ? load.value : null;
}

/** A part of the shell loaded when first `wanted` (`load`: its import(), `name` its key); null before. */
export function useModule<T>(name: string, load: () => Promise<T>, wanted: boolean): Load<T> | null {
  const loader = useGames();
  const key = `module:${name}`;
  if (!loader.modules.has(key)) loader.modules.set(key, load);
  return useLoad<T>(wanted ? key : null);
}
