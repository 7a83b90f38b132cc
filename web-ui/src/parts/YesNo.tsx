// A question's two answers: yes acts, no puts the question away. The question and what holds them
// (a confirm box, a row of choices) are the caller's.
import { t } from '../i18n/i18n.ts';

export function YesNo({
  yes,
  yesClass,
  onYes,
  no = t('No'),
  onNo,
}: {
  yes: string;
  /** How the yes looks: going on (`btn-go`) or losing something (`btn-danger`). */
  yesClass: 'btn-go' | 'btn-danger';
  onYes: () => void;
  no?: string;
  onNo: () => void;
}) {
  return (
    <>
      <button type="button" class={`btn ${yesClass}`} onClick={onYes}>
        {yes}
      </button>
      <button type="button" class="btn" onClick={onNo}>
        {no}
      </button>
    </>
  );
}
