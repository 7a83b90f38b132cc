// H9, H10: the game plays with a house deck, since the rulebook prints no card list. Owners of the
// printed game pick a card (or tap it on the reader), type its printed weight and value, and keep
// them: the server stores them with the deck and every later game starts with them.
import { useEffect, useRef, useState } from 'preact/hooks';
import { highSeizeCanonicalCard as canonicalCard, HIGH_SEIZE_DECK as DECK, HOUSE_DECK, MAX_NUMBER } from '#games';
import { NumberField } from '../../forms/Field.tsx';
import { readNumber } from '../../forms/number-field.ts';
import { CardChip } from './CardChip.tsx';
import { cardLabel, type Numbers } from './model.ts';
import type { NewGameProps } from '../types.ts';
import { type OwnNumbers, saveNumbers } from './numbers-api.ts';
import { t } from '../../i18n/i18n.ts';

const whole = (n: number) => (Number.isInteger(n) && n >= 0 && n <= MAX_NUMBER ? null : t('A whole number from 0 to {max}.', { max: MAX_NUMBER }));
const merged = (own: OwnNumbers, card: string): Numbers => ({ ...HOUSE_DECK[card]!, ...own[card] });

export function CardNumbers({ own, onSaved, tap }: { own: OwnNumbers; onSaved: (own: OwnNumbers) => void; tap: NewGameProps['tap'] }) {
  const [card, setCard] = useState<string>(DECK[0]!);
  const [weight, setWeight] = useState(String(merged(own, DECK[0]!).weight));
  const [value, setValue] = useState(String(merged(own, DECK[0]!).value));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const w = readNumber(weight, t('weight'), whole);
  const v = readNumber(value, t('value'), whole);
  const choose = (c: string) => {
    setCard(c);
    setWeight(String(merged(own, c).weight));
    setValue(String(merged(own, c).value));
  };
  const save = async (next: OwnNumbers) => {
    setSaving(true);
    setProblem(null);
    try {
      onSaved(await saveNumbers(next));
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  // A card of these decks tapped on the reader while the form is open is the card to enter.
  const opened = useRef(Date.now());
  useEffect(() => {
    const tapped = tap && tap.at >= opened.current && typeof tap.card === 'string' ? canonicalCard(tap.card) : null;
    if (tapped && (tap?.deck === undefined || tap.deck === 'the-high-seize')) choose(tapped);
  }, [tap?.at]);
  const keep = () => w.value !== null && v.value !== null && save({ ...own, [card]: { weight: w.value, value: v.value } });
  // Enter in a number keeps the card's numbers; it must not set sail (the form around is the new game's).
  const enterKeeps = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!saving) void keep();
  };
  const entered = Object.keys(own);
  return (
    <fieldset class="options hs-numbers" data-testid="hs-numbers">
      <legend>{t('Your printed card numbers')}</legend>
      <p class="hint">
        {t('Tap a card on the reader (or pick it here), type the weight and value printed on it, and keep them. Cards you leave alone keep the house numbers.')}
      </p>
      <label class="toggle">
        {t('Card')}
        <select data-testid="hs-numbers-card" value={card} onChange={(e) => choose((e.target as HTMLSelectElement).value)}>
          {DECK.map((c) => (
            <option key={c} value={c}>
              {c} · {cardLabel(c)}
            </option>
          ))}
        </select>
      </label>
      {[
        { id: 'weight', label: t('Weight'), text: weight, onText: setWeight, problem: w.problem },
        { id: 'value', label: t('Value'), text: value, onText: setValue, problem: v.problem },
      ].map((f) => (
        <NumberField
          key={f.id}
          label={f.label}
          mode="numeric"
          testId={`hs-numbers-${f.id}`}
          value={f.text}
          onText={f.onText}
          onKeyDown={enterKeeps}
          problemId={`hs-${f.id}-problem`}
          problem={f.problem}
        />
      ))}
      <button type="button" class="btn btn-go" data-testid="hs-numbers-keep" disabled={saving || w.value === null || v.value === null} onClick={keep}>
        {t('Keep {card}: weight {weight}, value {value}', { card, weight: w.value ?? '?', value: v.value ?? '?' })}
      </button>
      {problem ? (
        <p class="problem" role="alert" data-testid="hs-numbers-problem">
          {problem}
        </p>
      ) : null}
      {entered.length ? (
        <>
          <p data-testid="hs-numbers-entered">{t('Entered ({count}):', { count: entered.length })}</p>
          <div class="hs-numbers-grid">
            {entered.map((c) => (
              <button type="button" key={c} class="btn btn-quiet" title={t('change {card}', { card: c })} onClick={() => choose(c)}>
                <CardChip card={c} numbers={{ [c]: merged(own, c) }} />
              </button>
            ))}
          </div>
          <button type="button" class="btn btn-danger" data-testid="hs-numbers-house" disabled={saving} onClick={() => save({})}>
            {t('Forget them: back to the house deck')}
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
