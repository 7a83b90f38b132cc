// A builder's action on the setup guide as POST /api/setup receives it, read with a refusal in
// words for anything else: which action is unknown, which field it lacks or does not take.
import { Value } from '@sinclair/typebox/value';
import { SETUP_STEP_ORDER, SetupAction, type SetupActionBody } from '#protocol';

const FIELDS: Record<SetupActionBody['action'], readonly string[]> = {
  next: [],
  skip: [],
  back: ['step'],
  restart: [],
  tare: [],
  weight: ['grams'],
  enrol: ['deck'],
};
const ACTIONS = Object.keys(FIELDS);
const quoted = (v: unknown): string => JSON.stringify(v)?.slice(0, 40) ?? String(v);

export function readSetupAction(raw: unknown): { action: SetupActionBody } | { problem: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { problem: 'the body must be a JSON object with an "action", e.g. {"action":"next"}' };
  const o = raw as Record<string, unknown>;
  const action = o.action;
  if (typeof action !== 'string' || !ACTIONS.includes(action))
    return { problem: `"action" must be one of ${ACTIONS.join(', ')}${action === undefined ? '' : `, not ${quoted(action)}`}` };
  const takes = FIELDS[action as SetupActionBody['action']];
  const extra = Object.keys(o).find((k) => k !== 'action' && !takes.includes(k));
  if (extra !== undefined)
    return { problem: `"${action}" takes ${takes.length ? `only "${takes.join('", "')}"` : 'nothing beside "action"'}, not "${extra.slice(0, 40)}"` };
  if (action === 'back' && !(SETUP_STEP_ORDER as readonly unknown[]).includes(o.step))
    return { problem: `"back" needs "step", one of ${SETUP_STEP_ORDER.join(', ')}${o.step === undefined ? '' : `, not ${quoted(o.step)}`}` };
  if (action === 'weight' && !(typeof o.grams === 'number' && o.grams > 0 && o.grams <= 5000))
    return {
      problem: `"weight" needs "grams", the known weight in the cup: a number more than 0 and at most 5000${o.grams === undefined ? '' : `, not ${quoted(o.grams)}`}`,
    };
  if (!Value.Check(SetupAction, raw)) return { problem: `"${action}": ${Value.Errors(SetupAction, raw).First()?.message ?? 'not a setup action'}` };
  return { action: raw };
}
