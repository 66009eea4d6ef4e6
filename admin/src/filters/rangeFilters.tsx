import type { FilterOp } from '@club/schema';
import { cloneElement, type ReactElement } from 'react';
import type { FilterRenderProps } from './types';

type RangeFilterProps = Pick<FilterRenderProps, 'source' | 'label' | 'ops' | 'translate'>;

const RANGE_SYMBOLS: Partial<Record<FilterOp, string>> = { gte: '≥', gt: '>', lte: '≤', lt: '<' };

/**
 * One input per declared range operator (`field_gte`, `field_lte`, …), labelled
 * `app.filters.{op}` with the field's label (e.g. '%{field} from'), or the field and the
 * operator's symbol when the locale has no such key; a plain equality input when no range
 * operator is allowed.
 */
export const rangeFilters = (
  input: ReactElement<{ source: string; label: string; alwaysOn: boolean }>,
  { source, label, ops, translate }: RangeFilterProps,
): ReactElement[] => {
  const ranges = ops.filter((op) => RANGE_SYMBOLS[op] !== undefined);
  if (ranges.length === 0) return ops.includes('eq') ? [cloneElement(input, { key: source, source, label })] : [];
  return ranges.map((op) =>
    cloneElement(input, {
      key: `${source}_${op}`,
      source: `${source}_${op}`,
      label: translate(`app.filters.${op}`, { field: label, _: `${label} ${RANGE_SYMBOLS[op]}` }),
    }),
  );
};
