import { holdsValue, meetsCondition, type AnyResource } from '@club/schema';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

/** The `absent` checks on a field: the states in which it holds nothing. */
const absentChecksOf = (definition: AnyResource, field: string) =>
  Object.values(definition.checks ?? {}).flatMap((check) => (check.kind === 'absent' && check.field === field ? [check] : []));

/**
 * A form's input, left out while the record's values make its field meaningless: an `absent` check
 * applies (a leave request has no amount or asset, a cash voucher no cheque number). Declared once,
 * the server empties it (`clear`) or refuses it, and the form does not offer it. An input whose
 * field still holds a value the server would refuse stays, so the person sees what to remove.
 */
export const ShownWhenItApplies = ({ definition, field, children }: { definition: AnyResource; field: string; children: ReactNode }) => {
  const checks = useMemo(() => absentChecksOf(definition, field), [definition, field]);
  if (checks.length === 0) return children;
  return (
    <Watched checks={checks} field={field}>
      {children}
    </Watched>
  );
};

const Watched = ({ checks, field, children }: { checks: ReturnType<typeof absentChecksOf>; field: string; children: ReactNode }) => {
  const names = useMemo(() => [...new Set([field, ...checks.flatMap((check) => Object.keys(check.when))])], [checks, field]);
  const read = useWatch({ name: names }) as unknown[];
  const values = Object.fromEntries(names.map((name, index) => [name, read[index]]));
  const hidden = checks.some((check) => meetsCondition(values, check.when) && (check.clear || !holdsValue(values[field])));
  return hidden ? null : children;
};
