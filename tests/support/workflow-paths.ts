import type { Workflow } from '@club/schema';

/** The moves a person takes (not those only effects make). */
export const personMoves = (workflow: Workflow) => Object.entries(workflow.moves).filter(([, move]) => move.by !== 'effect');

/** The moves a person takes from the first state to `target`, shortest first (none: not reachable so). */
export const pathTo = (workflow: Workflow, target: string, skip: Readonly<Record<string, string>> = {}): string[] | undefined => {
  const start = workflow.initial[0]!;
  const paths = new Map<string, string[]>([[start, []]]);
  const queue = [start];
  while (queue.length) {
    const state = queue.shift()!;
    if (state === target) return paths.get(state);
    for (const [name, move] of personMoves(workflow)) {
      if (move.from.includes(state) && !paths.has(move.to) && !skip[name]) {
        paths.set(move.to, [...paths.get(state)!, name]);
        queue.push(move.to);
      }
    }
  }
  return undefined;
};
