import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece of a line written in one direction, at its place from the line's start on the left. */
export interface BidiRun {
  text: string;
  rtl: boolean;
  /** Its place among the line's runs from the left (visual order). */
  visualIndex: number;
}

/**
 * A line's runs of one embedding level (Unicode's bidirectional algorithm, through bidi-js), in
 * the order they were written, each knowing its place from the left: a PDF draws them where they
 * are seen, in the order they are read, so a reader that extracts the text gets it as written.
 * Brackets in right-to-left runs are mirrored.
 */
export const bidiRunsOf = (line: string, direction: 'ltr' | 'rtl'): BidiRun[] => {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, { levels, paragraphs: [] } as never);
  // Cut on UTF-16 units, as bidi-js counts them.
  const text = line.split('').map((char, index) => mirrored.get(index) ?? char);
  const runs: { text: string; level: number }[] = [];
  for (let index = 0; index < text.length; index++) {
    const level = levels[index]!;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += text[index];
    else runs.push({ text: text[index]!, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence at or above it.
  const order = runs.map((_, index) => index);
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < order.length; ) {
      if (runs[order[start]!]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < order.length && runs[order[end + 1]!]!.level >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return runs.map((run, index) => ({ text: run.text, rtl: run.level % 2 === 1, visualIndex: order.indexOf(index) }));
};
