// The new-game form of a game without its own comes down when a game is picked (game-loads.ts,
// useModule): it, its seats' checks and its words' lookup are no part of the shelf's first load.
export const loadGenericForm = () => import('./GenericNewGame.tsx').then((m) => m.GenericNewGame);
