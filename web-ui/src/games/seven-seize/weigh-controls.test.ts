// The weigh-off's controls at each stage (weigh-controls.ts): each one the lesson explains by its
// label (games/seven-seize/teach/weigh-off.ts), and the lesson lists only those on the screen.
import { describe, expect, it } from 'vitest';
import type { Awaited } from '../../../../games/core/teach.ts';
import { Scenario } from '../../../../games/seven-seize/testing/scripted-table.ts';
import { inputsToWeighOff } from '../../../../games/seven-seize/testing/to-weigh-off.ts';
import { explain } from '../../../../games/seven-seize/teach/explain.ts';
import type { SeizeView } from '../../../../games/seven-seize/teach/view.ts';
import { onlyShown } from '../../teach/shown-controls.ts';
import { weighControls } from './weigh-controls.ts';

const STAGES = ['idle', 'tare', 'loading', 'weighing', 'undecided', 'lifting', 'verdict', 'tiebreak', 'calibrating'];

/** The weigh-off's first contest of three players, explained. */
function atWeighOff() {
  const s = new Scenario(['Ann', 'Bob', 'Cy']);
  s.table = { module: null, last: null };
  for (const i of inputsToWeighOff(3, 1).inputs) s.do(i);
  const explanation = explain(s.view as SeizeView, s.awaiting as Awaited | null);
  if (!explanation) throw new Error('the weigh-off has no explanation');
  return explanation;
}

const host = { isHost: true, onePan: false, liftedOut: false, canPickAnother: true, contest: true };

describe("the weigh-off's controls and its lesson", () => {
  const explanation = atWeighOff();
  const explained = explanation.choices.map((c) => c.choice);

  it('every control of every stage is explained by its label', () => {
    for (const stage of STAGES)
      for (const flags of [host, { ...host, onePan: true }, { ...host, liftedOut: true }, { ...host, canPickAnother: false }])
        for (const label of weighControls({ stage, ...flags })) expect(explained, `${label} at ${stage}`).toContain(label);
  });

  it('at each stage only its own controls: Tare before the weighing, the choices of a tie only when undecided', () => {
    expect(weighControls({ stage: 'tare', ...host })).toEqual(['Tare', 'Pick another contest', 'No scale? Judge by hand']);
    expect(weighControls({ stage: 'loading', ...host, canPickAnother: false })).toEqual(['All in, weigh!', 'No scale? Judge by hand']);
    expect(weighControls({ stage: 'weighing', ...host })).toEqual(['Weigh again', 'No scale? Judge by hand']);
    expect(weighControls({ stage: 'weighing', ...host, onePan: true })).toEqual(['No scale? Judge by hand']);
    expect(weighControls({ stage: 'undecided', ...host })).toEqual(['Call it a tie', 'Lift both out', 'Weigh longer', 'No scale? Judge by hand']);
    expect(weighControls({ stage: 'undecided', ...host, liftedOut: true })).toEqual(['Call it a tie', 'No scale? Judge by hand']);
    expect(weighControls({ stage: 'tiebreak', ...host })).toEqual(['Removed', 'No scale? Judge by hand']);
    expect(weighControls({ stage: 'tare', ...host, isHost: false })).toEqual([]);
  });

  it('the lesson lists the controls on the screen, and every choice when its screen names none', () => {
    const lesson = { explanation, topics: [], why: null };
    const at = (labels: readonly string[] | null) => onlyShown(lesson, labels).explanation?.choices.map((c) => c.choice);
    expect(at(weighControls({ stage: 'tare', ...host }))).toEqual(['Tare', 'No scale? Judge by hand', 'Pick another contest']);
    expect(at(weighControls({ stage: 'undecided', ...host }))).toEqual(['Call it a tie', 'Weigh longer', 'Lift both out', 'No scale? Judge by hand']);
    expect(at(null)).toEqual(explained);
    expect(onlyShown(lesson, ['Tare']).explanation?.now).toBe(explanation.now);
  });
});
