import type { Field } from '@club/schema';

/** What the kind map gets to build a display field. */
export interface FieldRenderProps {
  source: string;
  field: Field;
  apiName: string;
  sortable: boolean;
}
