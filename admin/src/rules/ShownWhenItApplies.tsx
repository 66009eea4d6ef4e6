import { checksOn, holdsValue, meetsCondition, type AnyResource } from '@club/schema';
import { useMemo, type ReactNode } from 'react';
import { useWatchedValues } from './useWatchedValues';

type AbsentChecks = ReturnType<typeof checksOn<'absent'>>;

/**
 * A form's input, left out while the record's values make its field meaningless: an `absent` check
 * applies (a leave request has no amount or asset, a cash voucher no cheque number). Declared once,
 * the server empties it (`clear`) or refuses it, and the form does not offer it. An input whose
 * field still holds a value the server would refuse stays, so the person sees what to remove.
 */
export const ShownWhenItApplies = ({ definition, field, children }: { definition: AnyResource; field: string; children: ReactNode }) => {
  // The states in which the field holds nothing.
  const checks = useMemo(() => checksOn(definition, 'absent', field), [definition, field]);
  if (checks.length === 0) return children;
  return (
    <Watched checks={checks} field={field}>
      {children}
    </Watched>
  );
};

const Watched = ({ checks, field, children }: { checks: AbsentChecks; field: string; children: ReactNode }) => {
  const names = useMemo(() => [...new Set([field, ...checks.flatMap((check) => Object.keys(check.when))])], [checks, field]);
  const values = useWatchedValues(names);
  const hidden = checks.some((check) => meetsCondition(values, check.when) && (check.clear || !holdsValue(values[field])));
  return hidden ? null : children;
};
