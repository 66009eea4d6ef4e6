import { checkValue, formatNameOf, type Field, type KindProblem } from '@club/schema';
import { required, type ValidationErrorMessageWithArgs, type Validator } from 'react-admin';
import type { FormMode } from './types';

type Message = ValidationErrorMessageWithArgs;

/** A kind's problem as a translatable message: react-admin's own where it has one, else the app's. */
const MESSAGE_OF: { [K in KindProblem['key']]: (problem: Extract<KindProblem, { key: K }>, field: Field) => Message } = {
  maxLength: ({ max }) => ({ message: 'ra.validation.maxLength', args: { max } }),
  minLength: ({ min }) => ({ message: 'ra.validation.minLength', args: { min } }),
  min: ({ min }) => ({ message: 'ra.validation.minValue', args: { min } }),
  max: ({ max }) => ({ message: 'ra.validation.maxValue', args: { max } }),
  email: () => ({ message: 'ra.validation.email', args: {} }),
  phone: () => ({ message: 'app.validation.phone', args: {} }),
  // What the format looks like, in words with an example (schema/src/formats.ts), never the pattern itself.
  invalidFormat: (_, field) => {
    const name = formatNameOf('pattern' in field ? field.pattern : undefined);
    return name ? { message: `app.formats.${name}`, args: {} } : { message: 'app.validation.format', args: {} };
  },
  mustBeText: () => ({ message: 'app.validation.mustBeText', args: {} }),
  noNul: () => ({ message: 'app.validation.noNul', args: {} }),
  url: () => ({ message: 'app.validation.url', args: {} }),
  wholeNumber: () => ({ message: 'app.validation.wholeNumber', args: {} }),
  number: ({ decimals }) => ({ message: 'app.validation.number', args: { decimals } }),
  amount: () => ({ message: 'app.validation.amount', args: {} }),
  boolean: () => ({ message: 'app.validation.boolean', args: {} }),
  date: () => ({ message: 'app.validation.date', args: {} }),
  dateTime: () => ({ message: 'app.validation.dateTime', args: {} }),
  time: () => ({ message: 'app.validation.time', args: {} }),
  list: () => ({ message: 'app.validation.list', args: {} }),
  noRepeats: () => ({ message: 'app.validation.noRepeats', args: {} }),
  recordId: () => ({ message: 'app.validation.recordId', args: {} }),
  idList: () => ({ message: 'app.validation.idList', args: {} }),
  json: () => ({ message: 'app.validation.json', args: {} }),
  oneOf: ({ values }) => ({ message: 'app.validation.oneOf', args: { values: values.join(', ') } }),
  eachOneOf: ({ values }) => ({ message: 'app.validation.eachOneOf', args: { values: values.join(', ') } }),
  maxIds: ({ max }) => ({ message: 'app.validation.maxIds', args: { max } }),
  file: () => ({ message: 'app.validation.file', args: {} }),
  fileList: () => ({ message: 'app.validation.fileList', args: {} }),
  maxFiles: ({ max }) => ({ message: 'app.validation.maxFiles', args: { max } }),
};

/** The field kind's own check (schema/src/kinds.ts), the very one the API runs on the same value. */
export const kindValidator =
  (field: Field): Validator =>
  (value: unknown) => {
    if (value === '') return undefined;
    const problem = checkValue(field, value);
    return problem ? (MESSAGE_OF[problem.key] as (problem: KindProblem, field: Field) => Message)(problem, field) : undefined;
  };

/**
 * The schema's rules as react-admin validators: presence, then the kind's check, the same as the
 * server's. On edit a blank password keeps the current one, so it is never required there.
 */
export const validatorsOf = (field: Field, mode: FormMode): Validator[] => {
  const optional = field.kind === 'password' && mode === 'edit';
  return [...(field.required && !optional ? [required()] : []), kindValidator(field)];
};
