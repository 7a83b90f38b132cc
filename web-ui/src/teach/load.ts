// The teaching's screens come down when a game that teaches is on the table (game-loads.ts,
// useModule), as the rules page does: they and the lessons' code are no part of the shelf's first load.
export const loadTeaching = () => import('./Teaching.tsx').then((m) => m.Teaching);
