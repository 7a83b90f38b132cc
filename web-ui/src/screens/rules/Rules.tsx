// The rules of a game, with Ask the rules above them: the game on the table's, a game a "show me"
// asked for (showRule), or, with no game on the table, the game picked here. The rules page, its
// Markdown renderer and the search come down when first opened (rules-page.ts), the game's texts
// with its screens.
import { useEffect, useState } from 'preact/hooks';
import { useGameUi, useModule } from '../../game-loads.ts';
import { FirstGameButton } from '../../parts/FirstGame.tsx';
import { WithGame } from '../../parts/WithGame.tsx';
import { HOME, type ScreenProps } from '../screen.ts';
import { loadRulesPage } from './rules-page.ts';
import { type RuleAsked, ruleAsked, showRule, takeShownRule } from '../../show-rule.ts';
import { t } from '../../i18n/i18n.ts';

/** The games on the shelf to read the rules of, when none is on the table. */
function PickGame({ games, onPick }: { games: readonly { id: string; name: string }[]; onPick: (id: string) => void }) {
  return (
    <section class="screen" data-testid="rules-pick">
      <h1>{t('The rules')}</h1>
      <p>{t("No game is on the table: which game's rules?")}</p>
      <div class="choices">
        {games.map((g) => (
          <button key={g.id} type="button" class="btn" onClick={() => onPick(g.id)}>
            {g.name}
          </button>
        ))}
      </div>
    </section>
  );
}

export function Rules({ session, shelf, open, ruleAt }: ScreenProps) {
  // A rule asked for (showRule) before the screen opened, or while it is open.
  const [asked, setAsked] = useState<RuleAsked | null>(takeShownRule);
  useEffect(
    () =>
      ruleAsked.subscribe(() => {
        const next = takeShownRule();
        if (next) setAsked(next);
      }),
    [],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const gameId = asked?.game ?? picked ?? session.game?.id ?? null;
  const gameLoad = useGameUi(gameId);
  const rulesPage = useModule('rules', loadRulesPage, gameId !== null);
  const games = shelf?.games ?? [];
  if (!gameId)
    return (
      <PickGame
        games={games}
        onPick={(id) => {
          setAsked(null);
          setPicked(id);
        }}
      />
    );
  const onShelf = games.find((g) => g.id === gameId);
  const name = onShelf?.name ?? session.game?.name ?? gameId;
  const ofTable = gameId === session.game?.id;
  const underWay = session.game !== null && (session.view as { awaiting?: unknown }).awaiting !== null;
  const close = (): void => {
    setAsked(null);
    setPicked(null);
    if (ofTable) open(HOME);
  };
  return (
    <WithGame id={gameId} name={name} load={gameLoad}>
      {(ui) => (
        <WithGame id="module:rules" name={t('The rules page')} load={rulesPage}>
          {(RulesHelp) =>
            RulesHelp ? (
              <RulesHelp
                game={gameId}
                name={name}
                rules={ui?.rules}
                teach={ui?.teach}
                blurb={onShelf?.blurb ?? ''}
                shown={asked ?? (ruleAt ? { rule: ruleAt } : null)}
                onShow={(rule) => showRule(gameId, rule)}
                back={ofTable ? t('← Back to the game') : t('← All the games')}
                onClose={close}
              >
                {onShelf && !ofTable ? <FirstGameButton game={onShelf} underWay={underWay} onStarted={() => open(HOME)} /> : null}
              </RulesHelp>
            ) : null
          }
        </WithGame>
      )}
    </WithGame>
  );
}
