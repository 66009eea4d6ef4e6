import type { Field, FilterOp } from '@club/schema';
import type { TranslateFunction } from 'react-admin';

/** What the kind map gets to build the filter inputs of one field. */
export interface FilterRenderProps {
  source: string;
  field: Field;
  apiName: string;
  ops: readonly FilterOp[];
  alwaysOn: boolean;
  /** The field's translated label. */
  label: string;
  translate: TranslateFunction;
}
