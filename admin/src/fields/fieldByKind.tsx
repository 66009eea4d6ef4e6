import {
  BooleanField,
  EmailField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  UrlField,
} from 'react-admin';
import type { ReactElement } from 'react';
import type { KindMap } from '../resources/kinds';
import { resourceNameFor } from '../resources/names';
import { EnumField } from './EnumField';
import { JsonField } from './JsonField';
import { LocalizedDateField } from './LocalizedDateField';
import { LocalizedNumberField } from './LocalizedNumberField';
import { MultiEnumField } from './MultiEnumField';
import type { FieldRenderProps } from './types';

const SAR = { style: 'currency', currency: 'SAR' } as const;

/** One display field per kind, for lists and show pages. A secret is never displayed. */
export const FIELD_BY_KIND: KindMap<FieldRenderProps, ReactElement | null> = {
  text: ({ source, sortable }) => <TextField source={source} sortable={sortable} />,
  longText: ({ source }) => <TextField source={source} sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />,
  email: ({ source, sortable }) => <EmailField source={source} sortable={sortable} />,
  phone: ({ source, sortable }) => <TextField source={source} sortable={sortable} dir="ltr" />,
  url: ({ source, sortable }) => <UrlField source={source} sortable={sortable} target="_blank" rel="noopener noreferrer" />,
  password: () => null,
  integer: ({ source, sortable }) => <LocalizedNumberField source={source} sortable={sortable} textAlign="right" />,
  decimal: ({ source, sortable }) => <LocalizedNumberField source={source} sortable={sortable} textAlign="right" />,
  money: ({ source, sortable }) => (
    <LocalizedNumberField source={source} sortable={sortable} textAlign="right" options={SAR} />
  ),
  boolean: ({ source, sortable }) => <BooleanField source={source} sortable={sortable} />,
  date: ({ source, sortable }) => <LocalizedDateField source={source} sortable={sortable} />,
  datetime: ({ source, sortable }) => <LocalizedDateField source={source} sortable={sortable} showTime />,
  time: ({ source, sortable }) => <TextField source={source} sortable={sortable} dir="ltr" />,
  enum: ({ source, sortable, apiName }) => <EnumField source={source} sortable={sortable} apiName={apiName} />,
  multiEnum: ({ source, apiName }) => <MultiEnumField source={source} sortable={false} apiName={apiName} />,
  reference: ({ source, sortable, field }) => (
    <ReferenceField source={source} sortable={sortable} reference={resourceNameFor(field.target)} link="show" />
  ),
  referenceMany: ({ source, field }) => (
    <ReferenceArrayField source={source} sortable={false} reference={resourceNameFor(field.target)}>
      <SingleFieldList linkType="show" />
    </ReferenceArrayField>
  ),
  json: ({ source }) => <JsonField source={source} sortable={false} />,
};
