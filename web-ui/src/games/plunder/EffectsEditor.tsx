// The card's result entered by touch (P16–P23): start from the kind of card played (card-presets.ts),
// then a row per effect with the fields its primitive needs, each said back in plain words and
// checked by the engine's parseEffect beside the row.
// Resolve sends only when every row is valid; the server's refusal still shows above the table.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type PlunderInput, type TreasureColour as Colour, TREASURE_COLOURS as COLOURS } from '#games';
import { COUNT_MAX, changeRow, checkRow, checkRows, describeRow, type EffectRow, FIELDS, KINDS, N_MAX, newRow, othersOf } from './effect-rows.ts';
import { CARD_PRESETS } from './card-presets.ts';
import { previewRows, type RowLedger } from './effect-preview.ts';
import { colourWord, holderWords, type PlunderView } from './model.ts';
import { useMove } from '../../parts/use-move.ts';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

function Stepper(props: { id: string; label: string; value: number; min: number; max: number; onChange: (n: number) => void; class?: string }) {
  const { id, label, value, min, max, onChange } = props;
  return (
    <span class={`plunder-stepper ${props.class ?? ''}`}>
      <span class="stepper-label">{label}</span>
      <button
        type="button"
        class="btn"
        aria-label={t('{label} one less', { label })}
        data-testid={`${id}-down`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output data-testid={id}>{value}</output>
      <button
        type="button"
        class="btn"
        aria-label={t('{label} one more', { label })}
        data-testid={`${id}-up`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}

function Row(props: {
  row: EffectRow;
  index: number;
  seats: string[];
  cardPlayer: string;
  ledger: RowLedger | undefined;
  set: (r: EffectRow) => void;
  remove: () => void;
}) {
  const { row, index, seats, cardPlayer, ledger, set } = props;
  const f = FIELDS[row.kind];
  const id = `effect-${index}`;
  const change = (c: Partial<EffectRow>) => set(changeRow(row, c, seats));
  const check = checkRow(row, index, cardPlayer);
  return (
    <li class="plunder-effect" data-testid={id} data-kind={row.kind}>
      <p class="effect-summary" data-testid={`${id}-summary`}>
        {describeRow(row)}
      </p>
      {/* What is wrong with the row comes first, under what it says, before the fields that mend it. */}
      {'problem' in check ? (
        <p class="problem" data-testid={`${id}-problem`}>
          {sayText(check.problem)}
        </p>
      ) : ledger?.problem ? (
        <p class="problem" data-testid={`${id}-problem`}>
          {sayText(ledger.problem)}
        </p>
      ) : null}
      {ledger?.halved ? (
        <p class="hint" data-testid={`${id}-halved`}>
          {ledger.halved}
        </p>
      ) : null}
      {f.player && (
        <label>
          {row.kind === 'lose' || row.kind === 'loseCrew' ? t('who loses') : t('who')}
          <select data-testid={`${id}-player`} value={row.player} onChange={(e) => change({ player: (e.target as HTMLSelectElement).value })}>
            {seats.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      )}
      {f.other && (
        <label>
          {f.other === 'from' ? t('from') : t('to')}
          <select data-testid={`${id}-${f.other}`} value={row.other} onChange={(e) => change({ other: (e.target as HTMLSelectElement).value })}>
            {othersOf(seats, row.player).map((s) => (
              <option key={s} value={s}>
                {holderWords(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      {f.n && (
        <Stepper
          id={`${id}-n`}
          label={row.kind === 'steal' || row.kind === 'lose' ? t('how many') : 'n'}
          value={row.n}
          min={1}
          max={N_MAX}
          onChange={(n) => change({ n })}
        />
      )}
      {row.kind === 'steal' && (
        <label>
          {t('the card names')}
          <select
            data-testid={`${id}-colour`}
            value={row.colour ?? ''}
            onChange={(e) => change({ colour: ((e.target as HTMLSelectElement).value || null) as Colour | null })}
          >
            <option value="">{t('any colour')}</option>
            {COLOURS.map((c) => (
              <option key={c} value={c}>
                {t('{colour} only', { colour: colourWord(c) })}
              </option>
            ))}
          </select>
        </label>
      )}
      {f.treasures && (
        <div class="effect-treasures">
          <span class="stepper-label">
            {f.treasures === 'take' ? (row.kind === 'steal' ? t('taken:') : t('lost:')) : f.treasures === 'pay' ? t('paid:') : t('given:')}
          </span>
          {COLOURS.map((c) => (
            <Stepper
              key={c}
              id={`${id}-${c}`}
              label={colourWord(c)}
              class={`treasure-${c}`}
              value={row.treasures[c]}
              min={0}
              max={COUNT_MAX}
              onChange={(k) => change({ treasures: { ...row.treasures, [c]: k } })}
            />
          ))}
        </div>
      )}
      <button type="button" class="btn" data-testid={`${id}-remove`} onClick={props.remove}>
        ✕ {t('remove')}
      </button>
    </li>
  );
}

/** Mounted afresh for each card played (keyed by turn), so a refused result stays to be mended. */
export function EffectsEditor(props: { view: PlunderView; seats: string[]; cardPlayer: string; onEntered?: (entered: boolean) => void }) {
  const { view, seats, cardPlayer, onEntered } = props;
  const { move } = useMove<PlunderInput>();
  const [rows, setRows] = useState<EffectRow[]>([]);
  const [adding, setAdding] = useState(false);
  const [preset, setPreset] = useState<string | null>(null);
  const [presetsOpen, setPresetsOpen] = useState(false);
  const presetsBox = useRef<HTMLFieldSetElement>(null);
  // Opened again from under the rows: the first kind of card takes the focus, and so comes into view.
  useEffect(() => {
    if (presetsOpen) presetsBox.current?.querySelector('button')?.focus();
  }, [presetsOpen]);
  // Whether the card's result has a row yet (who may react folds away on a phone once it has).
  const entered = rows.length > 0;
  useEffect(() => onEntered?.(entered), [entered, onEntered]);
  const ledger = previewRows(
    view,
    rows.map((r, i) => {
      const c = checkRow(r, i, cardPlayer);
      return 'effect' in c ? c.effect : null;
    }),
    cardPlayer,
  );
  const effects = ledger.some((l) => l.problem) ? null : checkRows(rows, cardPlayer);
  return (
    <div class="plunder-effects" data-testid="effects-editor">
      <h3>{t("The card's result")}</h3>
      {rows.length === 0 || presetsOpen ? (
        <fieldset class="effect-presets" ref={presetsBox}>
          <legend class="hint">{t('Start from the kind of card played, then adjust (the rulebook prints no card texts, P4):')}</legend>
          {CARD_PRESETS.map((p) => (
            <button
              type="button"
              key={p.id}
              class="btn"
              data-testid={`preset-${p.id}`}
              aria-pressed={preset === p.id}
              onClick={() => {
                setRows(p.rows(view, seats, cardPlayer));
                setPreset(p.id);
                setAdding(false);
                setPresetsOpen(false);
              }}
            >
              {t(p.name)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {rows.length === 0 && <p>{t('No effects: the card did nothing (or was cancelled).')}</p>}
      <ol>
        {rows.map((row, i) => (
          <Row
            // Rows are fully controlled, so the index is key enough.
            key={i}
            row={row}
            index={i}
            seats={seats}
            cardPlayer={cardPlayer}
            ledger={ledger[i]}
            set={(r) => setRows(rows.map((x, j) => (j === i ? r : x)))}
            remove={() => setRows(rows.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      {adding ? (
        <div class="effect-kinds">
          {KINDS.map((k) => (
            <button
              type="button"
              key={k.kind}
              class="btn"
              data-testid={`effect-add-${k.kind}`}
              onClick={() => {
                setRows([...rows, newRow(k.kind, seats, cardPlayer)]);
                setAdding(false);
              }}
            >
              {t(k.words)}
            </button>
          ))}
          <button type="button" class="btn" onClick={() => setAdding(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <div class="effect-more">
          <button type="button" class="btn" data-testid="effect-add" onClick={() => setAdding(true)}>
            + {t('add an effect')}
          </button>
          {/* The kinds of card fold away once there are rows (they come up the screen); here they open again. */}
          {rows.length > 0 && !presetsOpen ? (
            <button type="button" class="btn btn-quiet" data-testid="presets-open" aria-expanded="false" onClick={() => setPresetsOpen(true)}>
              {t('Start again from a kind of card')}
            </button>
          ) : null}
        </div>
      )}
      {/* Held at the foot of the screen while the rows run on below it: Resolve is always in reach. */}
      <div class="resolve-bar">
        <button
          type="button"
          class="btn btn-go"
          data-testid="plunder-resolve-send"
          disabled={effects === null}
          onClick={() => effects && move({ type: 'resolve', effects })}
        >
          {t('Resolve')}
        </button>
      </div>
    </div>
  );
}
