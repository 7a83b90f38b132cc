// The High Seize on the shelf: three ships, the heaviest sinking.
// Its own module: the shelf shows it before the game's screens load (web-ui/src/games/index.ts).
export function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="three ships, the heaviest sinking">
      <path d="M4 30 h16 l-3 5 h-10 z" fill="#c0392b" />
      <path d="M24 30 h16 l-3 5 h-10 z" fill="#2d6cdf" />
      <path d="M44 36 h16 l-3 5 h-10 z" fill="#111" transform="rotate(20 52 38)" />
      <rect x="7" y="22" width="10" height="8" fill="#e6d3a3" />
      <rect x="27" y="24" width="10" height="6" fill="#e6d3a3" />
      <rect x="47" y="20" width="10" height="14" fill="#e6d3a3" transform="rotate(20 52 38)" />
      <path d="M0 42 q8 -4 16 0 t16 0 t16 0 t16 0 v6 h-64 z" fill="#1e5f8c" />
    </svg>
  );
}
