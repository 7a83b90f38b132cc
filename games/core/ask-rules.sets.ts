// Ask the rules' question sets, for its tests: ask-rules.questions.txt (the questions its search is
// tuned on), ask-rules.held-out.txt (those it is measured on, never tuned on) and each other
// language's ask-rules.questions.<lang>.txt and ask-rules.held-out.<lang>.txt, one question a line
// with the rules that answer it, under "= SET" and "== GAME" headings ("#" lines are notes).
import { readFileSync } from 'node:fs';

/** For each game, its questions, each with the rules that answer it. */
export type Questions = Readonly<Record<string, readonly (readonly [question: string, answers: readonly string[]])[]>>;

/** A question file: the English ones, or one language's (`ask-rules.questions.es.txt`). */
export type QuestionFile = 'ask-rules.questions.txt' | 'ask-rules.held-out.txt' | `ask-rules.${'questions' | 'held-out'}.${'de' | 'fr' | 'es' | 'pl'}.txt`;

/** The set `name` of the question file `file` (beside this one). */
export function questionSet(file: QuestionFile, name: string): Questions {
  const sets = new Map<string, Record<string, [string, string[]][]>>();
  let games: Record<string, [string, string[]][]> | undefined;
  let questions: [string, string[]][] | undefined;
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  for (const [i, line] of lines.entries()) {
    const at = `${file}:${i + 1}`;
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (line.startsWith('== ')) {
      if (!games) throw new Error(`${at}: a game before any "= SET"`);
      questions = games[line.slice(3).trim()] = [];
    } else if (line.startsWith('= ')) {
      games = {};
      sets.set(line.slice(2).trim(), games);
      questions = undefined;
    } else {
      const [question, answers] = line.split(' → ');
      if (!questions || !question || !answers) throw new Error(`${at}: not "QUESTION → RULES" under a "== GAME": ${line}`);
      questions.push([question, answers.split(' ')]);
    }
  }
  const set = sets.get(name);
  if (!set) throw new Error(`${file} has no set ${name}`);
  return set;
}
