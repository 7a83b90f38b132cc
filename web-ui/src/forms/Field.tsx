// A form field's problem, said where it was typed: the message beside the field, and the field
// marked for screen readers (aria-invalid, aria-describedby pointing at the message).
import './forms.css';

/** Props to spread on the input whose problem `problem` is (id: the message's element id). */
export function invalidProps(id: string, problem: string | null): { 'aria-invalid'?: 'true'; 'aria-describedby'?: string } {
  return problem ? { 'aria-invalid': 'true', 'aria-describedby': id } : {};
}

export function FieldProblem({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <span class="field-problem" id={id} data-testid={id}>
      {problem}
    </span>
  );
}

/** On a refused submit: the first field marked invalid inside `form` gets the focus (else the first matching `fallback`). */
export function focusFirstInvalid(form: HTMLElement | null, fallback?: string): void {
  (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? (fallback ? form?.querySelector<HTMLElement>(fallback) : null))?.focus();
}

type NumberFieldProps = {
  /** The words before the field, and the unit after it, if any. */
  label: string;
  unit?: string;
  mode: 'numeric' | 'decimal';
  testId: string;
  value: string;
  onText(text: string): void;
  onKeyDown?: (e: KeyboardEvent) => void;
  /** The problem's element id, and the problem with what is typed (null: none). */
  problemId: string;
  problem: string | null;
};

/** A number typed as text (a comma or a point, as the player writes it), its problem said beside it. */
export function NumberField({ label, unit, mode, testId, value, onText, onKeyDown, problemId, problem }: NumberFieldProps) {
  return (
    <>
      <label class="toggle">
        {label}
        <input
          type="text"
          inputMode={mode}
          data-testid={testId}
          value={value}
          onInput={(e) => onText((e.target as HTMLInputElement).value)}
          {...(onKeyDown ? { onKeyDown } : {})}
          {...invalidProps(problemId, problem)}
        />
        {unit ? <> {unit}</> : null}
      </label>
      <FieldProblem id={problemId} problem={problem} />
    </>
  );
}
