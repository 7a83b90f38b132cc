// Blackbeard's Booty on the shelf: a stack of gold and silver coins on a board.
// Its own module: the shelf shows it before the game's screens load (web-ui/src/games/index.ts).
export function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="a stack of gold and silver coins on a board">
      <rect x="4" y="4" width="40" height="40" fill="#e6d3a3" />
      <path d="M4 17h40M4 30h40M17 4v40M30 4v40" stroke="#5a3a20" stroke-width="1" />
      <ellipse cx="48" cy="36" rx="11" ry="5" fill="#c9ced6" stroke="#7d838c" />
      <ellipse cx="48" cy="31" rx="11" ry="5" fill="#f0b429" stroke="#a87412" />
      <ellipse cx="48" cy="26" rx="11" ry="5" fill="#c9ced6" stroke="#7d838c" />
      <text x="48" y="29" font-size="7" text-anchor="middle" fill="#2a1a0c">
        4
      </text>
    </svg>
  );
}
