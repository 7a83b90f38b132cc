// Loot on the shelf: a merchant ship under pirate attack.
// Its own module: the shelf shows it before the game's screens load (web-ui/src/games/index.ts).
export function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="a merchant ship under pirate attack">
      <path d="M6 34 h40 l-6 8 h-28 z" fill="#8b5a2b" />
      <path d="M26 8 v26 M26 10 l14 18 h-14 z" stroke="#3d2716" stroke-width="2" fill="#f3e6c4" />
      <circle cx="52" cy="14" r="6" fill="#f0b429" />
      <path d="M48 26 h12 l-3 5 h-7 z" fill="#1d1d1d" />
    </svg>
  );
}
