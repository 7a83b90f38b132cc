// The tablet app: a header with the link state and the screens' tabs, then the screen of the tab
// open. `games` (the registry, from main.tsx) gives each game's screens and hooks, loaded when the
// game is opened (game-loads.ts); the app names none. `screens` (the screens table,
// screens/index.ts) gives the tabs and what each shows.
// The theme first: every screen's and part's own styles, imported below it, refine it.
import './styles.css';
import './app.css';
import './parts/confirm.css';
import './parts/toggle.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TableInput } from '#protocol';
import { connect, type Connection } from './connection.ts';
import type { ViewChecks } from './session-check.ts';
import { inputMsg, inTurn } from './input-stamp.ts';
import { TableContext, type Table } from './context.ts';
import { createGameLoader, GamesContext, useCardFaces, useGameUi, useRetryWhenBack } from './game-loads.ts';
import { announcement } from './cues/announce.ts';
import { Announcer, SoundCues } from './cues/Cues.tsx';
import { createSound } from './cues/sound.ts';
import { createSpeech } from './cues/speech.ts';
import { SpokenCues } from './cues/Speech.tsx';
import { HostBanner } from './parts/HostStanding.tsx';
import { ScreenGuard } from './parts/ScreenGuard.tsx';
import { DeviceBanner, LinkBanner } from './parts/DeviceStatus.tsx';
import { Toasts } from './parts/Toasts.tsx';
import { CupsPointer, VirtualReader, VirtualRig } from './parts/VirtualRig.tsx';
import type { GameEntries, StartExtras } from './games/types.ts';
import { SCREENS } from './screens/index.ts';
import { screenFor, tabsFor } from './screens/route.ts';
import { HOME, RULES, SHELF, type Screen } from './screens/screen.ts';
import { useShelf } from './shelf-data.ts';
import { Header } from './header.tsx';
import { useStore } from './store.ts';
import { AnchorIcon } from './parts/Icons.tsx';
import { ruleAsked } from './show-rule.ts';
import { FirstGameBanner, FirstRoundBar } from './parts/FirstGame.tsx';
import { ConfirmNewGame } from './parts/ConfirmNewGame.tsx';
import { Warnings } from './parts/Warnings.tsx';
import { t, useLanguage } from './i18n/i18n.ts';

/** `screens`: the screens table (a test gives its own, with an example screen added). */
type AppProps = { games: GameEntries; connection?: Connection; screens?: readonly Screen[] };

/** The games reach every screen through GamesContext (the shelf's pictures and forms, a saved game's standings). */
export function App({ games, connection, screens = SCREENS }: AppProps) {
  const loader = useMemo(() => createGameLoader(games), [games]);
  // Another language picked: every screen drawn again in it (its words are read through `t`).
  const language = useLanguage();
  return (
    <GamesContext.Provider value={loader}>
      <Tablet checks={loader.ready} connection={connection} screens={screens} language={language} />
    </GamesContext.Provider>
  );
}

/** `language`: the tablet's, read by no one here: a new one draws the whole tablet again. */
type TabletProps = { checks: ViewChecks; connection?: Connection | undefined; screens: readonly Screen[]; language: string };

function Tablet({ checks, connection, screens }: TabletProps) {
  const conn = useMemo(() => connection ?? connect({ games: checks }), [connection, checks]);
  useEffect(() => () => conn.close(), [conn]);
  const state = useStore(conn.store, (s) => s);
  useRetryWhenBack(state.link);
  const [tab, setTab] = useState<string>(HOME);
  // Counts the presses of a tab whose screen opens at its top (Screen.topOnTab): that screen starts
  // afresh, even where it is the one already shown (the shelf, from a rules page opened on it).
  const [visit, setVisit] = useState(0);
  const [rigOpen, setRigOpen] = useState(true);
  // On a phone, the tabs and tools that do not fit the header's rows, shown (Tabs.tsx's "More").
  const [more, setMore] = useState(false);
  // Closed, the History panel takes no room and reads nothing.
  const [historyOpen, setHistoryOpen] = useState(false);
  const closeHistory = useCallback(() => setHistoryOpen(false), []);
  // The ruling the rules page opens at, when a lesson's or a search's "show me" asked for one.
  const [ruleAt, setRuleAt] = useState<string | null>(null);
  const session = state.session;
  // The state on screen: an input is made on what the players saw, not on a state still to render.
  const shown = useRef(session);
  shown.current = session;
  const isHost = session?.role === 'host';
  const sound = useMemo(() => createSound(), []);
  const speech = useMemo(() => createSpeech(), []);
  const table: Table = useMemo(
    () => ({
      send: conn.send,
      request: (m) => conn.request(m),
      input: (input: TableInput, made) => conn.send(inputMsg(shown.current, input, made)),
      inTurn: (inputs) => inTurn((m) => conn.request(m), shown.current, inputs),
      isHost,
      hostLink: state.hostLink,
      dropHostLink: () => conn.store.set({ hostLink: null }),
      cue: (c) => sound.play(c),
      say: (text) => speech.say(text),
      watchRig: conn.watchRig,
    }),
    [conn, isHost, state.hostLink, sound, speech],
  );
  const { shelf, problem: shelfProblem } = useShelf(
    session ? `${session.shelf}-${session.game?.id}-${session.start ? JSON.stringify(session.start) : ''}-${session.view.awaiting === null}` : '',
  );
  // A start while a game is under way waits for the host to say yes (the game is put away, not lost).
  const [pendingStart, setPendingStart] = useState<{ start: Record<string, unknown>; extras: StartExtras } | null>(null);
  // The screens of the game on the table come down when it is there; its deck's faces when shown.
  const gameLoad = useGameUi(session?.game?.id);
  // While a new game's form is open on the shelf, the virtual reader offers that game's deck (a
  // card tapped there fills the form, as a game's own card numbers do).
  const [formGame, setFormGame] = useState<string | null>(null);
  const onShelf = tab === SHELF || !session?.game;
  // A new game's form shows its own deck, none of the game on the table's reveals or pieces.
  const formOpen = onShelf && formGame !== null;
  const formDeck = formOpen ? shelf?.games.find((g) => g.id === formGame)?.deck?.id : undefined;
  const deckId = session ? (formDeck ?? session.game?.deck ?? session.cards.deck) : null;
  const drawsCards = screens.find((s) => s.id === tab)?.drawsCards === true;
  const faces = useCardFaces(deckId, drawsCards || (rigOpen && session?.role === 'host' && session.device.sim));
  // Another screen, or a new game on the table, opens at its top: "Set sail" at the foot of a long
  // form left the game's first question scrolled half away, under the toasts.
  const gameId = session?.game?.id ?? null;
  useEffect(() => window.scrollTo(0, 0), [tab, gameId]);
  // A rule asked for from anywhere (showRule) opens the rules screen, which shows it.
  useEffect(
    () =>
      ruleAsked.subscribe(() => {
        if (!ruleAsked.get().asked) return;
        setPendingStart(null);
        setHistoryOpen(false);
        setTab(RULES);
      }),
    [],
  );

  if (!session)
    return (
      <div class="app">
        <LinkBanner link={state.link} attempts={state.attempts} />
        <div class="screen loading">
          <h1>
            <AnchorIcon /> Quartermaster
          </h1>
          <p>{t('Hailing the ship…')}</p>
        </div>
      </div>
    );

  const ui = gameLoad?.state === 'ready' ? gameLoad.value : undefined;
  const underWay = session.game !== null && session.view.awaiting !== null;
  const hints = ui?.rigHints?.(session) ?? { recent: [], load: null };
  const rigDeck = shelf?.decks.find((d) => d.id === deckId) ?? null;
  // While a card is awaited, the virtual reader sits in the prompt, under who is to tap.
  const readerInPrompt =
    tab === HOME &&
    !pendingStart &&
    rigOpen &&
    isHost &&
    session.device.sim &&
    session.device.hasReader &&
    (session.view.awaiting as { type?: unknown } | null)?.type === 'reveal';
  const reader = readerInPrompt ? <VirtualReader recent={hints.recent} deck={rigDeck} faces={faces} offer={hints.offer} /> : null;
  const newGame = (start: Record<string, unknown>, extras: StartExtras): void => {
    const computer = extras.computer && Object.keys(extras.computer).length > 0 ? { computer: extras.computer } : {};
    void conn.request({ type: 'newGame', start: start as TableInput, ...computer });
  };
  const startGame = (start: Record<string, unknown>, extras: StartExtras = {}): void => {
    if (underWay) return setPendingStart({ start, extras });
    setTab(HOME);
    newGame(start, extras);
  };
  // A tab leaves the question of a new game unanswered: no, keep playing (it would hide every tab).
  const openTab = (t: string): void => {
    setPendingStart(null);
    setRuleAt(null);
    setTab(t);
  };
  // "Show me": the rules page of the game on the table, at the ruling `id` (the History closes).
  const showRule = (id: string): void => {
    setPendingStart(null);
    setHistoryOpen(false);
    setRuleAt(id);
    setTab(RULES);
  };
  const confirmStart = (): void => {
    if (pendingStart) newGame(pendingStart.start, pendingStart.extras);
    setPendingStart(null);
    setTab(HOME);
  };
  const at = { role: session.role, game: session.game !== null };

  let screen;
  if (pendingStart) screen = <ConfirmNewGame game={session.game?.name ?? ''} onYes={confirmStart} onNo={() => setPendingStart(null)} />;
  else {
    const { Component } = screenFor(screens, tab, at);
    screen = (
      <Component
        key={visit}
        session={session}
        tap={state.tap}
        feed={conn.onScale}
        shelf={shelf}
        shelfProblem={shelfProblem}
        deck={rigDeck}
        faces={faces}
        gameLoad={gameLoad}
        reader={reader}
        historyOpen={historyOpen}
        closeHistory={closeHistory}
        open={setTab}
        startGame={startGame}
        pickForm={setFormGame}
        showRule={showRule}
        ruleAt={ruleAt}
      />
    );
  }

  return (
    <TableContext.Provider value={table}>
      <div class={`app${state.link === 'open' ? '' : ' offline'}`} data-role={session.role} data-version={session.version}>
        <LinkBanner link={state.link} attempts={state.attempts} />
        <DeviceBanner device={session.device} game={session.game !== null} />
        <Announcer text={announcement(session, ui)} />
        <SoundCues state={state} sound={sound} />
        <SpokenCues session={session} ui={ui} speech={speech} />
        <Header
          session={session}
          tabs={tabsFor(screens, at)}
          tab={tab}
          more={more}
          onMore={setMore}
          onOpen={(t) => {
            if (screenFor(screens, t, at).topOnTab) setVisit(visit + 1);
            openTab(t);
          }}
          historyOpen={historyOpen}
          onHistory={() => {
            setHistoryOpen(true);
            openTab(HOME);
          }}
          ask={!isHost && state.standing?.state !== 'asking' ? conn : null}
          sound={sound}
          speech={speech}
          underWay={underWay}
          rigOpen={rigOpen}
          onRig={() => setRigOpen(!rigOpen)}
        />
        <HostBanner conn={conn} isHost={isHost} />
        <FirstGameBanner info={session.firstGame} game={session.game?.id} />
        <Warnings session={session} />
        <main>
          {tab === HOME && !pendingStart ? <CupsPointer session={session} rigOpen={rigOpen} onOpen={() => setRigOpen(true)} /> : null}
          <ScreenGuard resetKey={`${tab}-${session.version}`}>{screen}</ScreenGuard>
        </main>
        {rigOpen ? (
          <VirtualRig
            device={session.device}
            recent={formOpen ? [] : hints.recent}
            load={formOpen ? null : hints.load}
            deck={rigDeck}
            faces={faces}
            showReader={!readerInPrompt}
            noCards={session.game !== null && session.game.deck === null}
          />
        ) : null}
        <FirstRoundBar info={session.firstGame} game={session.game?.id} />
        <Toasts
          error={state.error}
          tap={state.tap}
          phase={ui?.revealKey?.(session) ?? `${session.game?.id ?? ''}-${session.inputs}`}
          revealing={(session.view.awaiting as { type?: unknown } | null)?.type === 'reveal'}
          position={session.position}
          onDismiss={() => conn.store.set({ error: null })}
        />
      </div>
    </TableContext.Provider>
  );
}
