// A button that asks before it acts: pressed, it shows the question with yes and no.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { YesNo } from './YesNo.tsx';

export function AskFirst({ label, question, yes, onYes }: { label: string; question?: ComponentChildren; yes: string; onYes: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" class="btn" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <div class="choices">
      {question ? <span>{question}</span> : null}
      <YesNo
        yes={yes}
        yesClass="btn-danger"
        onYes={() => {
          onYes();
          setAsking(false);
        }}
        onNo={() => setAsking(false)}
      />
    </div>
  );
}
