// The tablet's header: the brand (or the game on the table), the screens' tabs, the History's
// button, the rig's and the tablet's role, and the tools (on a phone behind "More", Tabs.tsx).
import type { SessionState } from '#protocol';
import type { Connection } from './connection.ts';
import { MuteToggle } from './cues/Cues.tsx';
import type { Sound } from './cues/sound.ts';
import { SpeechToggle } from './cues/Speech.tsx';
import type { Speech } from './cues/speech.ts';
import { t } from './i18n/i18n.ts';
import { DeviceBadge } from './parts/DeviceStatus.tsx';
import { AskButton } from './parts/HostStanding.tsx';
import { AnchorIcon, ScrollIcon } from './parts/Icons.tsx';
import { KeepAwake } from './parts/KeepAwake.tsx';
import { LanguagePicker } from './parts/LanguagePicker.tsx';
import type { Screen } from './screens/screen.ts';
import { Tabs } from './screens/Tabs.tsx';

type HeaderProps = {
  session: SessionState;
  tabs: readonly Screen[];
  tab: string;
  more: boolean;
  onMore(open: boolean): void;
  onOpen(tab: string): void;
  historyOpen: boolean;
  onHistory(): void;
  /** A spectator's link to ask to be host on, or null (a host, or one asking already). */
  ask: Connection | null;
  sound: Sound;
  speech: Speech;
  underWay: boolean;
  rigOpen: boolean;
  onRig(): void;
};

export function Header({ session, tabs, tab, more, onMore, onOpen, historyOpen, onHistory, ask, sound, speech, underWay, rigOpen, onRig }: HeaderProps) {
  const isHost = session.role === 'host';
  return (
    <header class={`top${more ? ' menu-open' : ''}`}>
      <span class={`brand${session.game ? ' with-game' : ''}`}>
        <AnchorIcon /> <span class="brand-word">Quartermaster</span>
        {session.game ? (
          <>
            <span class="brand-word"> · </span>
            <span data-testid="game-name">{session.game.name}</span>
          </>
        ) : null}
      </span>
      <Tabs tabs={tabs} current={tab} more={more} onMore={onMore} onOpen={onOpen} />
      {session.game ? (
        <button
          type="button"
          class="btn btn-quiet"
          data-testid="history-toggle"
          title={t('History: who did what')}
          aria-haspopup="dialog"
          aria-expanded={historyOpen}
          onClick={onHistory}
        >
          <ScrollIcon /> {t('History')}
        </button>
      ) : null}
      <DeviceBadge device={session.device} />
      <span class={`role role-${session.role}`} data-testid="role">
        {isHost ? (
          t('host')
        ) : (
          <>
            {t('spectator')}
            <span class="role-more"> · {t('read-only')}</span>
          </>
        )}
      </span>
      {/* On a phone, behind "More" (tabs.css, app.css). */}
      <div class="top-tools">
        {ask ? <AskButton conn={ask} /> : null}
        <MuteToggle sound={sound} />
        <SpeechToggle speech={speech} />
        <KeepAwake underWay={underWay} />
        <LanguagePicker />
        {isHost && session.device.sim ? (
          <button type="button" class="btn btn-quiet" aria-pressed={rigOpen} onClick={onRig}>
            {session.device.cups === 1 ? t('Virtual balance') : t('Virtual rig')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
