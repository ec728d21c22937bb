/** A run of text, marked when it is one of the searched words. */
export interface TextRun {
  text: string;
  match: boolean;
}

/** The letter as searches compare it: no accents, lower case ("Ç" and "c" alike), as the server's `unaccent`. */
const fold = (character: string) => character.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** The words of a search box's text, folded, longest first (so "senhas" is marked whole, not as "senha"). */
export function searchWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .map((word) => Array.from(word, fold).join(''))
    .filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * `text` in runs, the parts that match a searched word marked, ignoring case and accents ("seguranca" marks
 * "Segurança"): what the server found, shown where it is.
 */
export function highlightWords(text: string, words: readonly string[]): TextRun[] {
  if (!words.length || !text) return [{ text, match: false }];
  // The folded text, and for each of its letters the index in `text` it came from.
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const letters = fold(character);
    for (let n = 0; n < letters.length; n += 1) origin.push(index);
    folded += letters;
    index += character.length;
  }
  origin.push(text.length);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      const start = origin[at] as number;
      const end = origin[at + word.length] as number;
      for (let i = start; i < end; i += 1) marked[i] = true;
    }
  }
  const runs: TextRun[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = runs.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else runs.push({ text: text[i] as string, match: Boolean(marked[i]) });
  }
  return runs;
}
