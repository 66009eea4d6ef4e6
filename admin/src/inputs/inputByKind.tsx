import { PasswordWithConfirmation } from './PasswordWithConfirmation';
import { parseDateTime } from './dateTimeValue';
import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  TimeInput,
} from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import type { KindMap } from '../resources/kinds';
import { resourceNameFor } from '../resources/names';
import { enumChoices } from './enumChoices';
import { JsonInput } from './JsonInput';
import { formatTime, parseTime } from './timeValue';
import type { InputRenderProps } from './types';

/** One input per kind, for Create and Edit. */
export const INPUT_BY_KIND: KindMap<InputRenderProps, ReactElement> = {
  text: ({ source, validate }) => <TextInput source={source} validate={validate} />,
  longText: ({ source, validate }) => <TextInput source={source} validate={validate} multiline minRows={3} />,
  email: ({ source, validate }) => <TextInput source={source} validate={validate} type="email" />,
  phone: ({ source, validate }) => <TextInput source={source} validate={validate} type="tel" />,
  url: ({ source, validate }) => <TextInput source={source} validate={validate} type="url" />,
  password: ({ source, validate }) => <PasswordWithConfirmation source={source} validate={validate} />,
  integer: ({ source, validate }) => <NumberInput source={source} validate={validate} step={1} />,
  decimal: ({ source, validate }) => <NumberInput source={source} validate={validate} step="any" />,
  money: ({ source, validate }) => <NumberInput source={source} validate={validate} step={0.01} />,
  boolean: ({ source, validate }) => <BooleanInput source={source} validate={validate} />,
  date: ({ source, validate }) => <DateInput source={source} validate={validate} />,
  datetime: ({ source, validate }) => <DateTimeInput source={source} validate={validate} parse={parseDateTime} />,
  time: ({ source, validate }) => <TimeInput source={source} validate={validate} format={formatTime} parse={parseTime} />,
  enum: ({ source, validate, field, apiName }) => (
    <SelectInput source={source} validate={validate} choices={enumChoices(apiName, source, field.values)} />
  ),
  multiEnum: ({ source, validate, field, apiName }) => (
    <SelectArrayInput source={source} validate={validate} choices={enumChoices(apiName, source, field.values)} />
  ),
  reference: ({ source, validate, field, apiName }) => (
    <ReferenceInput source={source} reference={resourceNameFor(field.target)}>
      <AutocompleteInput label={fieldLabelKey(apiName, source)} validate={validate} />
    </ReferenceInput>
  ),
  referenceMany: ({ source, validate, field, apiName }) => (
    <ReferenceArrayInput source={source} reference={resourceNameFor(field.target)}>
      <AutocompleteArrayInput label={fieldLabelKey(apiName, source)} validate={validate} />
    </ReferenceArrayInput>
  ),
  json: ({ source, validate }) => <JsonInput source={source} validate={validate} />,
};
