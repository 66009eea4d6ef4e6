import { registry } from '@club/schema/browser';
import type { ReferenceField } from '@club/schema';
import { useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fieldLabelKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { refersToChecksOf, usableReferenceFilter } from '../rules/usableReferences';

/**
 * A reference's picker, offering only the records the resource's declared `refersTo` checks
 * allow for the form's values (a leave request picks among active employees, not one on leave
 * whom the server would refuse). Without such a check it is react-admin's picker as is.
 */
export const DeclaredReferenceInput = ({ source, field, apiName, validate }: { source: string; field: ReferenceField; apiName: string; validate: Validator[] }) => {
  const definition = registry.get(apiName);
  // The form's fields the checks' conditions read (their `when`).
  const watched = useMemo(() => [...new Set(refersToChecksOf(definition, source).flatMap((check) => Object.keys(check.when ?? {})))], [definition, source]);
  const read = useWatch({ name: watched });
  const values = Object.fromEntries(watched.map((name, index) => [name, (read as unknown[])[index]]));
  const filter = usableReferenceFilter(definition, source, field.target, values);
  return (
    <ReferenceInput source={source} reference={resourceNameFor(field.target)} filter={filter}>
      <AutocompleteInput label={fieldLabelKey(apiName, source)} validate={validate} />
    </ReferenceInput>
  );
};
