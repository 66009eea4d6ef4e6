import type { FieldKind, FieldOfKind } from '@club/schema';
import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateInput,
  DateTimeInput,
  EmailField,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SingleFieldList,
  TextField,
  TextInput,
  TimeInput,
  UrlField,
} from 'react-admin';
import { EnumField } from '../fields/EnumField';
import { FileField } from '../files/FileField';
import { FileInput } from '../files/FileInput';
import { JsonField } from '../fields/JsonField';
import { LocalizedDateField } from '../fields/LocalizedDateField';
import { LocalizedDateInput } from '../inputs/LocalizedDateInput';
import { LocalizedNumberField } from '../fields/LocalizedNumberField';
import { MultiEnumField } from '../fields/MultiEnumField';
import type { FieldRenderProps } from '../fields/types';
import { booleanCell, emptyCell, enumCell, enumListCell, fileCell, jsonCell, plainCell, referenceCell, referenceListCell, type CellWriter } from '../export/csvCells';
import { noFilter, numberFilter, referenceFilter, textFilter } from '../filters/kindFilters';
import { rangeFilters } from '../filters/rangeFilters';
import type { FilterRenderProps } from '../filters/types';
import { fieldLabelKey } from '../i18n/keys';
import { parseDateTime } from '../inputs/dateTimeValue';
import { enumChoices } from '../inputs/enumChoices';
import { JsonInput } from '../inputs/JsonInput';
import { PasswordWithConfirmation } from '../inputs/PasswordWithConfirmation';
import { formatTime, parseTime } from '../inputs/timeValue';
import type { InputRenderProps } from '../inputs/types';
import { DeclaredReferenceInput } from '../inputs/DeclaredReferenceInput';
import { resourceNameFor } from '../resources/names';

type Narrowed<Props, K extends FieldKind> = Omit<Props, 'field'> & { field: FieldOfKind<K> };

/** What the admin draws for a kind: the form's input, the list's and show page's field, the list's filters. */
export interface AdminKind<K extends FieldKind> {
  input(props: Narrowed<InputRenderProps, K>): ReactElement;
  /** Null for a value that is never shown (a secret). */
  field(props: Narrowed<FieldRenderProps, K>): ReactElement | null;
  /** One input per allowed operator; none for a kind that cannot be filtered. */
  filter(props: Narrowed<FilterRenderProps, K>): ReactElement[];
  /** The value as text in a CSV export. */
  csvCell: CellWriter;
  /** Its field is a link or holds links: a list's link to the record is put on another column. */
  linksItself?: true;
}

const SAR = { style: 'currency', currency: 'SAR' } as const;

/** Free text runs in its own direction (an Arabic message on an English screen, and the reverse). */
const AUTO_DIRECTION = { htmlInput: { dir: 'auto' } } as const;

/** A code (a sequence number, a patterned reference): read as one word, never broken over lines ("PLR-/2026-/0041"). */
const isCode = (field: FieldRenderProps['field']) => ('sequence' in field && !!field.sequence) || ('pattern' in field && !!field.pattern);

// Shown in its own direction too: a plate `9900 BUS` or an Arabic title keeps its order on either screen.
// Machine content (`opaque`: a hash, a correlation id) is drawn only by a field of its own, never written out.
const textField = ({ source, sortable, field }: FieldRenderProps) =>
  'opaque' in field && field.opaque ? null : <TextField source={source} sortable={sortable} dir="auto" sx={isCode(field) ? { whiteSpace: 'nowrap' } : undefined} />;
const numberField = ({ source, sortable, field }: FieldRenderProps) => (
  <LocalizedNumberField source={source} sortable={sortable} textAlign="right" options={'grouping' in field && field.grouping === false ? { useGrouping: false } : undefined} />
);

/**
 * The admin's half of the kind table (the rules are in schema/src/kinds.ts): one entry per kind.
 * Exhaustive: a new kind fails the type check until it has its entry here.
 */
export const ADMIN_KINDS: { [K in FieldKind]: AdminKind<K> } = {
  text: {
    input: ({ source, validate }) => <TextInput source={source} validate={validate} slotProps={AUTO_DIRECTION} />,
    field: textField,
    filter: textFilter,
    csvCell: plainCell,
  },
  longText: {
    input: ({ source, validate }) => <TextInput source={source} validate={validate} multiline minRows={3} slotProps={AUTO_DIRECTION} />,
    field: ({ source }) => <TextField source={source} sortable={false} dir="auto" sx={{ whiteSpace: 'pre-wrap' }} />,
    filter: noFilter,
    csvCell: plainCell,
  },
  email: {
    input: ({ source, validate }) => <TextInput source={source} validate={validate} type="email" />,
    field: ({ source, sortable }) => <EmailField source={source} sortable={sortable} />,
    linksItself: true,
    filter: textFilter,
    csvCell: plainCell,
  },
  phone: {
    input: ({ source, validate }) => <TextInput source={source} validate={validate} type="tel" />,
    field: ({ source, sortable }) => <TextField source={source} sortable={sortable} dir="ltr" />,
    filter: textFilter,
    csvCell: plainCell,
  },
  url: {
    input: ({ source, validate }) => <TextInput source={source} validate={validate} type="url" />,
    field: ({ source, sortable }) => <UrlField source={source} sortable={sortable} target="_blank" rel="noopener noreferrer" />,
    linksItself: true,
    filter: textFilter,
    csvCell: plainCell,
  },
  password: {
    input: ({ source, validate }) => <PasswordWithConfirmation source={source} validate={validate} />,
    // A secret is never displayed.
    field: () => null,
    filter: noFilter,
    csvCell: emptyCell,
  },
  integer: {
    input: ({ source, validate }) => <NumberInput source={source} validate={validate} step={1} />,
    field: numberField,
    filter: numberFilter,
    csvCell: plainCell,
  },
  decimal: {
    input: ({ source, validate }) => <NumberInput source={source} validate={validate} step="any" />,
    field: numberField,
    filter: numberFilter,
    csvCell: plainCell,
  },
  money: {
    input: ({ source, validate }) => <NumberInput source={source} validate={validate} step={0.01} />,
    field: ({ source, sortable }) => <LocalizedNumberField source={source} sortable={sortable} textAlign="right" options={SAR} />,
    filter: numberFilter,
    csvCell: plainCell,
  },
  boolean: {
    input: ({ source, validate }) => <BooleanInput source={source} validate={validate} />,
    field: ({ source, sortable }) => <BooleanField source={source} sortable={sortable} />,
    filter: ({ source, label, alwaysOn }) => [<NullableBooleanInput key={source} source={source} label={label} alwaysOn={alwaysOn} />],
    csvCell: booleanCell,
  },
  date: {
    input: ({ source, validate, field }) => <LocalizedDateInput source={source} validate={validate} hijri={field.hijri} />,
    field: ({ source, sortable, field }) => <LocalizedDateField source={source} sortable={sortable} hijri={field.hijri} />,
    filter: (props) => rangeFilters(<DateInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} />, props),
    csvCell: plainCell,
  },
  datetime: {
    input: ({ source, validate }) => <DateTimeInput source={source} validate={validate} parse={parseDateTime} />,
    field: ({ source, sortable }) => <LocalizedDateField source={source} sortable={sortable} showTime />,
    filter: (props) => rangeFilters(<DateTimeInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} />, props),
    csvCell: plainCell,
  },
  time: {
    input: ({ source, validate }) => <TimeInput source={source} validate={validate} format={formatTime} parse={parseTime} />,
    field: ({ source, sortable }) => <TextField source={source} sortable={sortable} dir="ltr" />,
    filter: (props) =>
      rangeFilters(<TimeInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} format={formatTime} parse={parseTime} />, props),
    csvCell: plainCell,
  },
  enum: {
    input: ({ source, validate, field, apiName }) => <SelectInput source={source} validate={validate} choices={enumChoices(apiName, source, field.values)} />,
    field: ({ source, sortable, apiName }) => <EnumField source={source} sortable={sortable} apiName={apiName} />,
    filter: ({ source, label, alwaysOn, ops, field, apiName }) => {
      const choices = enumChoices(apiName, source, field.values);
      return ops.includes('in')
        ? [<SelectArrayInput key={source} source={source} label={label} alwaysOn={alwaysOn} choices={choices} />]
        : [<SelectInput key={source} source={source} label={label} alwaysOn={alwaysOn} choices={choices} />];
    },
    csvCell: enumCell,
  },
  multiEnum: {
    input: ({ source, validate, field, apiName }) => <SelectArrayInput source={source} validate={validate} choices={enumChoices(apiName, source, field.values)} />,
    field: ({ source, apiName }) => <MultiEnumField source={source} sortable={false} apiName={apiName} />,
    filter: ({ source, label, alwaysOn, field, apiName }) => [
      <SelectInput key={source} source={source} label={label} alwaysOn={alwaysOn} choices={enumChoices(apiName, source, field.values)} />,
    ],
    csvCell: enumListCell,
  },
  reference: {
    input: ({ source, validate, field, apiName }) => <DeclaredReferenceInput source={source} field={field} apiName={apiName} validate={validate} />,
    field: ({ source, sortable, field }) => <ReferenceField source={source} sortable={sortable} reference={resourceNameFor(field.target)} link="show" />,
    linksItself: true,
    filter: (props) => referenceFilter({ ...props, target: props.field.target }),
    csvCell: referenceCell,
  },
  referenceMany: {
    input: ({ source, validate, field, apiName }) => (
      <ReferenceArrayInput source={source} reference={resourceNameFor(field.target)}>
        <AutocompleteArrayInput label={fieldLabelKey(apiName, source)} validate={validate} />
      </ReferenceArrayInput>
    ),
    linksItself: true,
    field: ({ source, field }) => (
      <ReferenceArrayField source={source} sortable={false} reference={resourceNameFor(field.target)}>
        <SingleFieldList linkType="show" />
      </ReferenceArrayField>
    ),
    filter: (props) => referenceFilter({ ...props, target: props.field.target }),
    csvCell: referenceListCell,
  },
  json: {
    input: ({ source, validate }) => <JsonInput source={source} validate={validate} />,
    field: ({ source }) => <JsonField source={source} sortable={false} />,
    filter: noFilter,
    csvCell: jsonCell,
  },
  file: {
    input: ({ source, validate, field, apiName }) => <FileInput source={source} validate={validate} field={field} apiName={apiName} />,
    field: ({ source }) => <FileField source={source} />,
    linksItself: true,
    filter: noFilter,
    csvCell: fileCell,
  },
  files: {
    input: ({ source, validate, field, apiName }) => <FileInput source={source} validate={validate} field={field} apiName={apiName} />,
    field: ({ source }) => <FileField source={source} />,
    linksItself: true,
    filter: noFilter,
    csvCell: fileCell,
  },
};

/** The admin entry of a field's kind, for code that knows the kind only at run time. */
export const adminKindOf = (kind: FieldKind): AdminKind<FieldKind> => ADMIN_KINDS[kind] as unknown as AdminKind<FieldKind>;
