// The Blackbeard's Booty board as it lies on the table: drawn in the home view and turned a
// quarter clockwise after every move (B19), animated; the coins' faces turn back so they stay
// readable. Tap a piece to see where it may go (captures marked), tap a square to move there; a
// square it cannot go to (or a piece that cannot move) says why, with the ruling.
import type { RefObject } from 'preact';
import { useState } from 'preact/hooks';
import type { WhyNot } from '#games';
import { type BootyView, type Destination, HOME_ORDER, legalMoves, whyNotHere } from './model.ts';
import { useQuarterTurn } from './use-quarter-turn.ts';
import { t } from '../../i18n/i18n.ts';

export function Board({
  view,
  position,
  idle,
  onMove,
  onWhy,
  frame,
  size,
}: {
  view: BootyView;
  position: number;
  /** Why no move may be made from this tablet now (null: one may): a tap says it. */
  idle: WhyNot | null;
  onMove: (from: string, to: string, at: number) => void;
  /** Why the square just tapped is not a move (null: it was, or it picked a piece). */
  onWhy: (why: WhyNot | null) => void;
  frame: RefObject<HTMLDivElement>;
  /** The board's side in px (null: the stylesheet's own). */
  size: number | null;
}) {
  // A pick belongs to the position it was made on: once the board has moved on (the other
  // tablet's move, an undo), it is gone, and the move it would start is not sent.
  const [pick, setPick] = useState<{ square: string; at: number } | null>(null);
  const picked = pick?.at === position ? pick.square : null;
  const setPicked = (square: string | null) => setPick(square ? { square, at: position } : null);
  const canMove = idle === null;
  const moves = canMove ? legalMoves(view) : new Map<string, Destination[]>();
  const targets = new Map((picked ? (moves.get(picked) ?? []) : []).map((d) => [d.to, d]));
  // The cumulative angle (not orientation mod 360) so the board always turns forward.
  const angle = view.moves * 90;
  const board = useQuarterTurn(angle);

  const tap = (sq: string) => {
    const dest = targets.get(sq);
    onWhy(null);
    if (picked && dest) {
      setPicked(null);
      onMove(picked, sq, position);
    } else if (moves.has(sq) && sq !== picked) setPicked(sq);
    else if (sq === picked) setPicked(null);
    else if (idle) {
      setPicked(null);
      onWhy(idle);
    } else {
      // The pick stays: the next tap may be a square it can go to.
      const no = whyNotHere(view, picked, sq);
      if (no) onWhy(no);
    }
  };

  return (
    <div class="bb-board-frame" ref={frame} style={size ? { width: `${size}px` } : undefined}>
      <div
        class="bb-board"
        ref={board}
        style={{ transform: `rotate(${angle}deg)` }}
        data-testid="bb-board"
        data-orientation={view.orientation}
        data-moves={view.moves}
      >
        {HOME_ORDER.map((sq) => {
          const stack = view.board[sq]?.split('/') ?? [];
          const top = stack.at(-1);
          const dest = targets.get(sq);
          const classes = [
            'bb-square',
            moves.has(sq) ? 'is-movable' : '',
            picked === sq ? 'is-picked' : '',
            dest ? (dest.capture ? 'is-capture' : 'is-target') : '',
            view.lastMove?.to === sq ? 'is-last-to' : '',
            view.lastMove?.from === sq ? 'is-last-from' : '',
            view.noReturn?.to === sq ? 'is-no-return' : '',
          ].join(' ');
          // A finished game's board is a picture of how it ended: nothing on it is to be tapped.
          return (
            <button
              type="button"
              key={sq}
              class={classes}
              data-square={sq}
              data-stack={stack.join('/')}
              disabled={view.phase === 'finished'}
              onClick={() => tap(sq)}
            >
              {/* The square in words is its name; its drawing is not read out as well. */}
              <span class="visually-hidden">{label(sq, stack, dest)}</span>
              {top ? (
                <span
                  class={`bb-coin bb-${top[0] === 'G' ? 'gold' : 'silver'}${stack.length > 1 ? ' bb-stack' : ''}`}
                  style={{ transform: `rotate(${-angle}deg)` }}
                  aria-hidden="true"
                >
                  <span class="bb-face">{top[1]}</span>
                  {/* The face beneath (the faces total 7, B1): what a move turns up (B8). */}
                  <span class="bb-under" title={t('the face beneath')}>
                    {7 - Number(top[1])}
                  </span>
                  {stack.length > 1 ? <span class="bb-height">×{stack.length}</span> : null}
                </span>
              ) : null}
              {dest ? (
                <span class="bb-dest" style={{ transform: `rotate(${-angle}deg)` }} aria-hidden="true">
                  {dest.capture ? '⚔' : '•'}
                </span>
              ) : null}
              <span class="bb-name" style={{ transform: `rotate(${-angle}deg)` }} aria-hidden="true">
                {sq}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function label(sq: string, stack: string[], dest: Destination | undefined): string {
  const top = stack.at(-1) ?? '';
  const beneath = 7 - Number(top[1]);
  const what =
    stack.length === 0
      ? t('empty')
      : stack.length === 1
        ? t('{coin} ({beneath} beneath)', { coin: top, beneath })
        : t('stack {stack}, top {coin} ({beneath} beneath)', { stack: stack.join('/'), coin: top, beneath });
  return `${sq}: ${what}${dest ? (dest.capture ? `, ${t('capture here')}` : `, ${t('move here')}`) : ''}`;
}
