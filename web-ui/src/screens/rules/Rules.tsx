// The rules of the game on the table, from its screens (the shelf's blurb when it has none); the
// rules page and its Markdown renderer come down when first opened (rules-page.ts).
import { useModule } from '../../game-loads.ts';
import { WithGame } from '../../parts/WithGame.tsx';
import { HOME, type ScreenProps } from '../screen.ts';
import { loadRulesPage } from './rules-page.ts';

export function Rules({ session, gameLoad, shelf, open, ruleAt }: ScreenProps) {
  const rulesPage = useModule('rules', loadRulesPage, true);
  const game = session.game;
  if (!game) return null;
  const blurb = shelf?.games.find((g) => g.id === game.id)?.blurb ?? '';
  return (
    <WithGame id={game.id} name={game.name} load={gameLoad}>
      {(ui) => (
        <WithGame id="module:rules" name="The rules page" load={rulesPage}>
          {(RulesHelp) => (RulesHelp ? <RulesHelp name={game.name} rules={ui?.rules} blurb={blurb} at={ruleAt} onClose={() => open(HOME)} /> : null)}
        </WithGame>
      )}
    </WithGame>
  );
}
