// Ask the rules' words in each language a rules page is written in: the filler a question is made
// of that names no rule (question words, articles, pronouns, auxiliaries, the commonest
// prepositions), and the endings a plural or a verb takes, so that a question and a rule meet
// whichever form each used. Written with their accents; compared folded (`fold`), as the index is.

/** The languages a rules page and its questions may be in. */
export const RULES_LANGUAGES = ['en', 'de', 'fr', 'es', 'pl'] as const;
export type RulesLanguage = (typeof RULES_LANGUAGES)[number];

export function isRulesLanguage(tag: unknown): tag is RulesLanguage {
  return RULES_LANGUAGES.some((l) => l === tag);
}

/** Letters no Unicode decomposition takes apart, spelled as a reader without them would. */
const LETTERS: Readonly<Record<string, string>> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' };

/** Lower case, accents taken off (`é` → `e`, `ł` → `l`, `ß` → `ss`, `ñ` → `n`): a question typed
 * without them meets a page written with them. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßłøæœđ]/g, (c) => LETTERS[c] ?? c);
}

/** English: `stealing` → `steal`, `moved` → `mov`, `ships` → `ship`, `parties` → `party`. */
function englishStem(t: string): string | null {
  if (t.length > 5 && t.endsWith('ing')) return t.slice(0, -3);
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && t.endsWith('ed')) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return null;
}

/** A stemmer that takes off the longest of `endings` (folded) that leaves at least `least` letters. */
function endingStem(endings: string, least: number): (t: string) => string | null {
  const list = endings
    .split(' ')
    .map(fold)
    .sort((a, b) => b.length - a.length);
  return (t) => {
    const end = list.find((e) => t.length - e.length >= least && t.endsWith(e));
    return end ? t.slice(0, -end.length) : null;
  };
}

const germanEndings = endingStem('ern en er es em e n s', 4);

/** German: `Schiffen` → `schiff`, and a past participle as its verb's stem (`gezählt` → `zahl`,
 * `gemischt` → `misch`), so that a question in the perfect meets a rule in the present. */
function germanStem(t: string): string | null {
  const participle = /^ge(.{3,})(?:t|en)$/.exec(t);
  return participle ? (participle[1] as string) : germanEndings(t);
}

interface Words {
  /** Words that say nothing of which rule is meant (folded when the set is built). */
  readonly filler: string;
  /** A word's stem (folded word in), or null when it has no ending to take off. */
  readonly stem: (t: string) => string | null;
}

const WORDS: Readonly<Record<RulesLanguage, Words>> = {
  en: {
    filler:
      'a able allowed am an and any anyone anybody are at be but by can could did do does done ever for from get gets go goes going had happen happens happened has have how i if in is it its just like me much must my need needs of on or should so someone something than that the their them then there thing this to us was we what whenever when where which who whom why will with would you your',
    stem: englishStem,
  },
  de: {
    filler:
      'der die das den dem des ein eine einer einen einem eines und oder aber wenn ob dass was wer wen wem wessen wie wo wann warum wieso welche welcher welches welchen womit wohin woher ich du er sie es wir ihr mich dich sich uns euch mir dir ihm ihnen mein meine meinen meinem meiner dein deine deinen deinem deiner sein seine seinen seinem seiner ihre ihren ihrem ihrer unser unsere euer eure ist sind bin bist war waren wird werden wurde kann kannst können darf darfst dürfen muss musst müssen soll sollen hat hast habe haben hatte man mit von zu zum zur im in an am auf aus bei für um so da dann noch schon auch nur denn passiert passieren gibt etwas jemand',
    stem: germanStem,
  },
  fr: {
    filler:
      'le la les l un une des du de d au aux et ou mais si que qu qui quoi quel quelle quels quelles quand comment combien pourquoi où est sont suis es être ai a avons avez ont peut peux peuvent puis pouvoir doit dois doivent faut fait faire je tu il elle on nous vous ils elles me te se moi toi lui leur leurs notre nos votre vos mon ma mes ton ta tes son sa ses ce cet cette ces ça cela en y dans sur avec pour par ne pas arrive quelqu quelque chose',
    stem: endingStem('ent ons es er ez s x e', 4),
  },
  es: {
    filler:
      'el la lo los las un una unos unas y o u e ni pero si que qué quien quién quienes cual cuál cuales cuando cuándo como cómo donde dónde cuanto cuánto cuanta cuantos cuántos cuantas cuántas por para de del al a en con se me te le les nos os mi mis tu tus su sus mío mía nuestro nuestra nuestros nuestras yo él ella ellos ellas usted nosotros vosotros es son soy eres ser está están estar estoy hay ha han he has había haber puede pueden puedo puedes podemos poder debe deben debo tengo tiene tienen tener hace hacer ocurre este esta esto estos estas ese esa eso algo alguien',
    stem: endingStem('amente aciones ación iendo ando ieron aron ados adas idos idas ado ada ido ida ar er ir an en as es os a o e s', 3),
  },
  pl: {
    filler:
      'co czego czym kim czy jak jaki jaka jakie jakiego kto kogo komu kiedy gdzie ile ilu dlaczego czemu który która które którego i a o w we z ze na do od po za przez dla przy się mi mnie ja ty on ona ono my wy oni one go mu jej ich ten ta te to tego tej tym tę jest są być był była było mogę może możesz można mogą musi muszę trzeba jeśli jeżeli gdy czyli się dzieje stanie coś ktoś robi robić zrobić mam masz ma mamy macie mają mój moja moje mojego mojej moim moją moich twój twoja twoje twojego twojej swój swoja swoje swojego swojej swoim swoją swoich już jeszcze',
    stem: endingStem(
      'owania ania enia ować owała owali ował ujesz ujemy owi owie ami ach ego emu ymi imi ych ich ują ają uje ać ić eć yć om ów em ej ie ią ię ło ła li ły a ą ę e i o u y ć ł',
      3,
    ),
  },
};

/** A language's filler (folded) and stemmer, ready to use. */
export interface LanguageWords {
  readonly filler: ReadonlySet<string>;
  readonly stem: (t: string) => string | null;
}

export function languageWords(language: RulesLanguage): LanguageWords {
  const w = WORDS[language];
  return { filler: new Set(w.filler.split(' ').map(fold)), stem: w.stem };
}
