/**
 * Records open in an edit form: a change by someone else does not reload them under the person
 * typing (their edits would be lost); the form warns instead and reloads when asked.
 */
const held = new Map<string, number>();
const keyOf = (apiName: string, id: string) => `${apiName}/${id}`;

export const holdRecord = (apiName: string, id: string): (() => void) => {
  const key = keyOf(apiName, id);
  held.set(key, (held.get(key) ?? 0) + 1);
  return () => {
    const count = (held.get(key) ?? 1) - 1;
    if (count > 0) held.set(key, count);
    else held.delete(key);
  };
};

export const isHeld = (apiName: string, id: string): boolean => held.has(keyOf(apiName, id));
