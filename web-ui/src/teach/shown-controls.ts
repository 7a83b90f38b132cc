// The controls a game's screen shows now, by the labels its lesson explains them under: a lesson
// that explains the controls of its screen (a scale's Tare, say) lists only those on
// the screen at that moment. A screen that says nothing leaves its lesson's choices as they are.
import { useEffect } from 'preact/hooks';
import type { Lesson } from '#games';
import { createStore, useStore } from '../store.ts';

const shown = createStore<{ labels: readonly string[] | null }>({ labels: null });

/** A game's screen: the labels of the controls it shows now (until it is no longer drawn). */
export function useShownControls(labels: readonly string[]): void {
  const key = labels.join('\n');
  useEffect(() => shown.set({ labels: key ? key.split('\n') : [] }), [key]);
  useEffect(() => () => shown.set({ labels: null }), []);
}

/** The labels the game's screen shows now, or null when it says nothing of them. */
export const useControlsShown = (): readonly string[] | null => useStore(shown, (s) => s.labels);

/** `lesson` with only the choices the screen shows (all of them when `labels` is null). */
export function onlyShown(lesson: Lesson, labels: readonly string[] | null): Lesson {
  const e = lesson.explanation;
  if (!e || labels === null) return lesson;
  return { ...lesson, explanation: { ...e, choices: e.choices.filter((c) => labels.includes(c.choice)) } };
}
