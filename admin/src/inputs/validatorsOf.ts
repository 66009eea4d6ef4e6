import { maxLengthOf, type Field, type NumberField, type TextField } from '@club/schema';
import { email, maxLength, maxValue, minLength, minValue, required, type Validator } from 'react-admin';
import { matchesPattern } from './matchesPattern';
import type { FormMode } from './types';

const textValidators = (field: TextField): Validator[] => [
  ...(field.minLength !== undefined ? [minLength(field.minLength)] : []),
  maxLength(maxLengthOf(field)),
  ...(field.pattern !== undefined ? [matchesPattern(field.pattern)] : []),
];

const numberValidators = (field: NumberField): Validator[] => [
  ...(field.min !== undefined ? [minValue(field.min)] : []),
  ...(field.max !== undefined ? [maxValue(field.max)] : []),
];

const kindValidators = (field: Field): Validator[] => {
  switch (field.kind) {
    case 'email':
      return [...textValidators(field), email()];
    case 'text':
    case 'longText':
    case 'phone':
    case 'url':
    case 'password':
      return textValidators(field);
    case 'integer':
    case 'decimal':
    case 'money':
      return numberValidators(field);
    default:
      return [];
  }
};

/**
 * The schema's rules as react-admin validators; the server checks the same rules again.
 * On edit a blank password keeps the current one, so it is never required there.
 */
export const validatorsOf = (field: Field, mode: FormMode): Validator[] => {
  const optional = field.kind === 'password' && mode === 'edit';
  return [...(field.required && !optional ? [required()] : []), ...kindValidators(field)];
};
