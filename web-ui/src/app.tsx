// The tablet app: a header with the link state and the screens, then the screen the game is at.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TableInput } from '../../server/src/protocol.ts';
import { connect, type Connection } from './connection.ts';
import { TableContext, type Table } from './context.ts';
import { announcement } from './cues/announce.ts';
import { Announcer, MuteToggle, SoundCues } from './cues/Cues.tsx';
import { createSound } from './cues/sound.ts';
import { PutAway } from './parts/PutAway.tsx';
import { ScreenGuard } from './parts/ScreenGuard.tsx';
import { DeviceBadge, DeviceBanner, DevicePanel, LinkBanner } from './parts/DeviceStatus.tsx';
import { Toasts } from './parts/Toasts.tsx';
import { VirtualReader, VirtualRig, type CupLoad } from './parts/VirtualRig.tsx';
import { Calibration } from './screens/Calibration.tsx';
import { Enrolment } from './screens/Enrolment.tsx';
import { NewGame } from './screens/NewGame.tsx';
import { Round } from './screens/Round.tsx';
import { Standings } from './screens/Standings.tsx';
import { WeighOff } from './screens/WeighOff.tsx';
import { useStore } from './store.ts';
import { isGameView, piecesToWeigh, type TableView } from './view.ts';

type Tab = 'game' | 'cards' | 'scale' | 'device';
const TABS: [Tab, string][] = [
  ['game', 'Game'],
  ['cards', 'Cards'],
  ['scale', 'Scale'],
  ['device', 'Device'],
];

export function App({ connection }: { connection?: Connection }) {
  const conn = useMemo(() => connection ?? connect(), [connection]);
  useEffect(() => () => conn.close(), [conn]);
  const state = useStore(conn.store, (s) => s);
  const [tab, setTab] = useState<Tab>('game');
  const [rigOpen, setRigOpen] = useState(true);
  const sound = useMemo(() => createSound(), []);
  const session = state.session;
  const isHost = session?.role === 'host';
  const table: Table = useMemo(
    () => ({ send: conn.send, request: (m) => conn.request(m), input: (input: TableInput) => conn.send({ type: 'input', input }), isHost }),
    [conn, isHost],
  );
  const feed = conn.onScale;

  if (!session)
    return (
      <div class="app">
        <LinkBanner link={state.link} attempts={state.attempts} />
        <div class="screen loading">
          <h1>⚓ Quartermaster</h1>
          <p>Hailing the ship…</p>
        </div>
      </div>
    );

  const view = session.view as unknown as TableView;
  const game = isGameView(view) ? view : null;
  const recent = game?.lastReveal ? Object.values(game.lastReveal.cards) : [];
  // While the weigh-off waits for the collections, the virtual rig offers to pour each one in.
  const contest = session.weigh.stage === 'loading' ? session.weigh.contest : null;
  const onPan = session.weigh.pan?.on;
  const due = (name: string) => ({ name, pieces: game && contest ? piecesToWeigh(game, name) : 0 });
  // A single pan is cup 0 ("left") whichever collection is due on it.
  const load: CupLoad | null = !contest
    ? null
    : session.device.cups === 1
      ? onPan
        ? { left: due(contest[onPan]) }
        : null
      : { left: due(contest.left), right: due(contest.right) };

  // While a card is awaited, the virtual reader sits in the prompt, under who is to tap.
  const readerInPrompt = tab === 'game' && rigOpen && isHost && session.device.sim && session.device.hasReader && game?.awaiting?.type === 'reveal';
  const reader = readerInPrompt ? <VirtualReader recent={recent} /> : null;

  let screen;
  if (tab === 'cards') screen = <Enrolment session={session} tap={state.tap} />;
  else if (tab === 'scale') screen = <Calibration session={session} feed={feed} />;
  else if (tab === 'device')
    screen = (
      <>
        <DevicePanel device={session.device} />
        {game ? <PutAway /> : null}
      </>
    );
  else if (!game) screen = <NewGame />;
  else if (game.phase === 'finished') screen = <Standings view={game} />;
  else if (game.phase === 'weigh-off') screen = <WeighOff view={game} session={session} feed={feed} />;
  else screen = <Round view={game} session={session} reader={reader} />;

  return (
    <TableContext.Provider value={table}>
      <div class={`app${state.link === 'open' ? '' : ' offline'}`} data-role={session.role} data-version={session.version}>
        <LinkBanner link={state.link} attempts={state.attempts} />
        <DeviceBanner device={session.device} />
        <Announcer text={announcement(view, session)} />
        <SoundCues state={state} sound={sound} />
        <header class="top">
          <span class="brand">
            ⚓ <span class="brand-name">Quartermaster</span>
          </span>
          <nav class="tabs">
            {TABS.map(([t, label]) => (
              <button type="button" key={t} class={`tab${tab === t ? ' is-selected' : ''}`} aria-pressed={tab === t} onClick={() => setTab(t)}>
                {label}
              </button>
            ))}
          </nav>
          <DeviceBadge device={session.device} />
          <MuteToggle sound={sound} />
          <span class={`role role-${session.role}`} data-testid="role">
            {isHost ? 'host' : 'spectator · read-only'}
          </span>
          {isHost && session.device.sim ? (
            <button type="button" class="btn btn-quiet" aria-pressed={rigOpen} onClick={() => setRigOpen(!rigOpen)}>
              {session.device.cups === 1 ? 'Virtual balance' : 'Virtual rig'}
            </button>
          ) : null}
        </header>
        {session.warnings.length ? (
          <div class="banner banner-warn" data-testid="warnings">
            {session.warnings.join(' · ')}
          </div>
        ) : null}
        <main>
          <ScreenGuard resetKey={`${tab}-${session.version}`}>{screen}</ScreenGuard>
        </main>
        {rigOpen ? <VirtualRig device={session.device} recent={recent} load={load} showReader={!readerInPrompt} /> : null}
        <Toasts
          error={state.error}
          tap={state.tap}
          phase={game ? `${game.round}-${game.phase}` : ''}
          revealing={game?.awaiting?.type === 'reveal'}
          onDismiss={() => conn.store.set({ error: null })}
        />
      </div>
    </TableContext.Provider>
  );
}
