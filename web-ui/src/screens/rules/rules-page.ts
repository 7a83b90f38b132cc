// The rules page comes down when first opened (game-loads.ts, useModule): it and its Markdown
// renderer are no part of the shelf's first load.
export const loadRulesPage = () => import('./RulesHelp.tsx').then((m) => m.RulesHelp);
