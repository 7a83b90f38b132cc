// Plunder! on the shelf: a treasure chest.
// Its own module: the shelf shows it before the game's screens load (web-ui/src/games/index.ts).
export function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="a treasure chest">
      <rect x="10" y="20" width="44" height="22" fill="#8b5a2b" />
      <path d="M10 20 q22 -16 44 0 z" fill="#a0522d" />
      <circle cx="22" cy="18" r="4" fill="#d62828" />
      <circle cx="32" cy="15" r="4" fill="#1d4ed8" />
      <circle cx="42" cy="18" r="4" fill="#15803d" />
    </svg>
  );
}
