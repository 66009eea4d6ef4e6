import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  TimeInput,
} from 'react-admin';
import { enumChoices } from '../inputs/enumChoices';
import { formatTime, parseTime } from '../inputs/timeValue';
import type { KindMap } from '../resources/kinds';
import { resourceNameFor } from '../resources/names';
import { registry } from '@club/schema/browser';
import { KeyedReferenceFilter } from './KeyedReferenceFilter';
import { rangeFilters } from './rangeFilters';
import type { FilterRenderProps } from './types';

type FilterRenderer = (props: FilterRenderProps) => ReactElement[];

const textFilter: FilterRenderer = ({ source, label, alwaysOn, ops }) =>
  ops.includes('eq') ? [<TextInput key={source} source={source} label={label} alwaysOn={alwaysOn} />] : [];

const noFilter: FilterRenderer = () => [];

const numberFilter: FilterRenderer = (props) =>
  rangeFilters(<NumberInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} />, props);

const referenceFilter = ({ source, label, alwaysOn, target }: FilterRenderProps & { target: string }) =>
  registry.get(target)?.naturalKey
    ? [<KeyedReferenceFilter key={source} source={source} label={label} alwaysOn={alwaysOn} target={target} />]
    : [
  <ReferenceInput key={source} source={source} reference={resourceNameFor(target)} label={label} alwaysOn={alwaysOn}>
    <AutocompleteInput label={label} />
  </ReferenceInput>,
];

/** The list filter inputs of each kind, limited to the operators the schema allows. */
export const FILTER_BY_KIND: KindMap<FilterRenderProps, ReactElement[]> = {
  text: textFilter,
  email: textFilter,
  phone: textFilter,
  url: textFilter,
  longText: noFilter,
  password: noFilter,
  json: noFilter,
  integer: numberFilter,
  decimal: numberFilter,
  money: numberFilter,
  date: (props) => rangeFilters(<DateInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} />, props),
  datetime: (props) =>
    rangeFilters(<DateTimeInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} />, props),
  time: (props) =>
    rangeFilters(
      <TimeInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} format={formatTime} parse={parseTime} />,
      props,
    ),
  boolean: ({ source, label, alwaysOn }) => [
    <NullableBooleanInput key={source} source={source} label={label} alwaysOn={alwaysOn} />,
  ],
  enum: ({ source, label, alwaysOn, ops, field, apiName }) => {
    const choices = enumChoices(apiName, source, field.values);
    return ops.includes('in')
      ? [<SelectArrayInput key={source} source={source} label={label} alwaysOn={alwaysOn} choices={choices} />]
      : [<SelectInput key={source} source={source} label={label} alwaysOn={alwaysOn} choices={choices} />];
  },
  multiEnum: ({ source, label, alwaysOn, field, apiName }) => [
    <SelectInput key={source} source={source} label={label} alwaysOn={alwaysOn} choices={enumChoices(apiName, source, field.values)} />,
  ],
  reference: (props) => referenceFilter({ ...props, target: props.field.target }),
  referenceMany: (props) => referenceFilter({ ...props, target: props.field.target }),
};
