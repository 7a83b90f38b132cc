// A button (quiet, unless told) that, pressed, gives its place to what it stands for (a picker, a form); what
// unfolds is handed the way to fold it back into the button.
import type { VNode } from 'preact';
import { useState } from 'preact/hooks';

export function Unfolding({
  label,
  open = false,
  quiet = true,
  children,
}: {
  label: string;
  open?: boolean;
  /** A quiet button (the default), or a plain one. */
  quiet?: boolean;
  children: (fold: () => void) => VNode;
}) {
  const [unfolded, setUnfolded] = useState(open);
  if (!unfolded)
    return (
      <button type="button" class={quiet ? 'btn btn-quiet' : 'btn'} onClick={() => setUnfolded(true)}>
        {label}
      </button>
    );
  return children(() => setUnfolded(false));
}
