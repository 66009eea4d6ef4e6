import type { ReactElement } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
import { registry } from '@club/schema/browser';
import { resourceNameFor } from '../resources/names';
import { KeyedReferenceFilter } from './KeyedReferenceFilter';
import { rangeFilters } from './rangeFilters';
import type { FilterRenderProps } from './types';

// Filter inputs that several kinds share (see admin/src/kinds/adminKinds.tsx).

export type FilterRenderer = (props: FilterRenderProps) => ReactElement[];

export const textFilter: FilterRenderer = ({ source, label, alwaysOn, ops }) =>
  ops.includes('eq') ? [<TextInput key={source} source={source} label={label} alwaysOn={alwaysOn} />] : [];

export const noFilter: FilterRenderer = () => [];

export const numberFilter: FilterRenderer = (props) =>
  rangeFilters(<NumberInput source={props.source} label={props.label} alwaysOn={props.alwaysOn} />, props);

/** A reference's records to choose from; by key when the target has a natural key (a user's role). */
export const referenceFilter = ({ source, label, alwaysOn, target }: FilterRenderProps & { target: string }): ReactElement[] =>
  registry.get(target)?.naturalKey
    ? [<KeyedReferenceFilter key={source} source={source} label={label} alwaysOn={alwaysOn} target={target} />]
    : [
        <ReferenceInput key={source} source={source} reference={resourceNameFor(target)} label={label} alwaysOn={alwaysOn}>
          <AutocompleteInput label={label} />
        </ReferenceInput>,
      ];
