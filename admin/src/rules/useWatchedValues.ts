import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';

/** The form's current values of some fields, by name (re-rendering when one of them changes). */
export const useWatchedValues = (names: readonly string[]): Readonly<Record<string, unknown>> => {
  const read = useWatch({ name: names as string[] }) as unknown[];
  return useMemo(() => Object.fromEntries(names.map((name, index) => [name, read[index]])), [names, read]);
};
