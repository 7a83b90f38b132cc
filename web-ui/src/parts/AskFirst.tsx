// A button that asks before it acts: pressed, it shows the question with yes and no.
import type { ComponentChildren } from 'preact';
import { Unfolding } from './Unfolding.tsx';
import { YesNo } from './YesNo.tsx';

export function AskFirst({ label, question, yes, onYes }: { label: string; question?: ComponentChildren; yes: string; onYes: () => void }) {
  return (
    <Unfolding label={label} quiet={false}>
      {(fold) => (
        <div class="choices">
          {question ? <span>{question}</span> : null}
          <YesNo
            yes={yes}
            yesClass="btn-danger"
            onYes={() => {
              onYes();
              fold();
            }}
            onNo={fold}
          />
        </div>
      )}
    </Unfolding>
  );
}
