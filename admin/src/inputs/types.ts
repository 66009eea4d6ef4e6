import type { Field } from '@club/schema';
import type { Validator } from 'react-admin';

/** Create and Edit share one form; only a password input behaves differently. */
export type FormMode = 'create' | 'edit';

/** What the kind map gets to build an input. */
export interface InputRenderProps {
  source: string;
  field: Field;
  apiName: string;
  validate: Validator[];
  mode: FormMode;
}
