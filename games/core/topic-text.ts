// A game's rule topics (teach.ts's RuleTopic) written as text, the way a rules writer drafts them:
//
//   # capture: Capturing a merchant ship (L15, L14)
//   The full explanation, a short paragraph over as many lines as it needs.
//   > The one line that reminds the table of it later.
//
// one topic after another. Read strictly: a topic without its explanation or its reminder, a ruling
// that is not an id, or an id used twice throws, naming the topic, when the game's module loads.
import type { RuleTopic } from './teach.ts';

const HEADER = /^# ([a-z][a-z0-9-]*): (.+) \(([A-Z]\d+(?:, [A-Z]\d+)*)\)$/;

export function ruleTopics(text: string): readonly RuleTopic[] {
  const topics: RuleTopic[] = [];
  let at: { id: string; title: string; rules: string[]; full: string[]; reminder: string | null } | null = null;
  const close = (): void => {
    if (!at) return;
    if (at.full.length === 0 || at.reminder === null) throw new Error(`rule topic "${at.id}" needs its explanation and then its reminder ("> …")`);
    topics.push({ id: at.id, title: at.title, rules: at.rules, full: at.full.join(' '), reminder: at.reminder });
    at = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const header = HEADER.exec(line);
    if (header) {
      close();
      const [, id = '', title = '', rules = ''] = header;
      if (topics.some((t) => t.id === id)) throw new Error(`rule topic "${id}" is written twice`);
      at = { id, title, rules: rules.split(', '), full: [], reminder: null };
    } else if (!at) throw new Error(`a rule topic opens with "# id: Title (R1, R2)", not "${line.slice(0, 60)}"`);
    else if (at.reminder !== null) throw new Error(`rule topic "${at.id}" goes on after its reminder: "${line.slice(0, 60)}"`);
    else if (line.startsWith('> ')) at.reminder = line.slice(2);
    else at.full.push(line);
  }
  close();
  return topics;
}
