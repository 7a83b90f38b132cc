// A button that asks before it acts: pressed, it shows the question with yes and no.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../i18n/i18n.ts';

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
      <button
        type="button"
        class="btn btn-danger"
        onClick={() => {
          onYes();
          setAsking(false);
        }}
      >
        {yes}
      </button>
      <button type="button" class="btn" onClick={() => setAsking(false)}>
        {t('No')}
      </button>
    </div>
  );
}
