import { registry } from '@club/schema/browser';
import { checksOn, type ReferenceField } from '@club/schema';
import { useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { useWatchedValues } from '../rules/useWatchedValues';
import { fieldLabelKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { usableReferenceFilter } from '../rules/usableReferences';

/**
 * A reference's picker, offering only the records the resource's declared `refersTo` checks
 * allow for the form's values (a leave request picks among active employees, not one on leave
 * whom the server would refuse). Without such a check it is react-admin's picker as is.
 */
export const DeclaredReferenceInput = ({ source, field, apiName, validate }: { source: string; field: ReferenceField; apiName: string; validate: Validator[] }) => {
  const definition = registry.get(apiName);
  // The form's fields the checks' conditions read (their `when`).
  const watched = useMemo(() => [...new Set(checksOn(definition, 'refersTo', source).flatMap((check) => Object.keys(check.when ?? {})))], [definition, source]);
  const values = useWatchedValues(watched);
  const filter = usableReferenceFilter(definition, source, field.target, values);
  return (
    <ReferenceInput source={source} reference={resourceNameFor(field.target)} filter={filter}>
      <AutocompleteInput label={fieldLabelKey(apiName, source)} validate={validate} />
    </ReferenceInput>
  );
};
