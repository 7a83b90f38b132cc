// 7 Seize on the shelf: two cups of a balance under a seven of spades.
export function Picture() {
  return (
    <svg viewBox="0 0 120 80" role="img" aria-label="7 Seize" class="shelf-picture">
      <rect width="120" height="80" rx="8" fill="#0f2a3d" />
      <line x1="60" y1="18" x2="60" y2="66" stroke="#d9b45b" stroke-width="3" />
      <line x1="24" y1="30" x2="96" y2="30" stroke="#d9b45b" stroke-width="3" />
      <path d="M14 46 Q24 58 34 46 Z" fill="#d9b45b" />
      <path d="M86 46 Q96 58 106 46 Z" fill="#d9b45b" />
      <line x1="24" y1="30" x2="16" y2="46" stroke="#d9b45b" />
      <line x1="24" y1="30" x2="32" y2="46" stroke="#d9b45b" />
      <line x1="96" y1="30" x2="88" y2="46" stroke="#d9b45b" />
      <line x1="96" y1="30" x2="104" y2="46" stroke="#d9b45b" />
      <rect x="48" y="6" width="24" height="32" rx="3" fill="#f4ecd8" stroke="#333" />
      <text x="60" y="29" text-anchor="middle" font-size="16" font-family="serif" fill="#111">
        7♠
      </text>
      <rect x="44" y="66" width="32" height="6" rx="2" fill="#d9b45b" />
    </svg>
  );
}
