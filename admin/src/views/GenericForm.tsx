import { useMemo, type ReactElement } from 'react';
import { SimpleForm, useResourceContext } from 'react-admin';
import { renderInput } from '../inputs/renderInput';
import type { FormMode } from '../inputs/types';
import { presetDefaults, routeEntryOf } from '../resources/resourceRoutes';
import { useSchemaResource } from '../resources/useSchemaResource';
import { defaultValuesOf } from './defaultValuesOf';
import { FocusOnServerErrors } from './FocusOnServerErrors';
import { LinesInput } from './LinesInput';

/** The one form of Create and Edit: an input per writable field, with the schema's rules, then the record's lines. */
export const GenericForm = ({ mode, toolbar }: { mode: FormMode; toolbar?: ReactElement }) => {
  const { apiName, definition, facts } = useSchemaResource();
  // A new record at a preset path starts as one of its records (a stadium, at the stadiums' path).
  const preset = routeEntryOf(useResourceContext() ?? '')?.preset;
  const defaultValues = useMemo(() => (mode === 'create' ? { ...defaultValuesOf(definition), ...presetDefaults(preset) } : undefined), [mode, definition, preset]);
  return (
    <SimpleForm defaultValues={defaultValues} toolbar={toolbar} sx={{ maxWidth: definition.lines ? 1100 : 720 }}>
      {facts.writable.map((name) => renderInput(name, definition.fields[name], apiName, mode))}
      {Object.entries(definition.lines ?? {}).map(([source, lines]) => (
        <LinesInput key={source} source={source} lines={lines} mode={mode} />
      ))}
      <FocusOnServerErrors order={facts.writable} />
    </SimpleForm>
  );
};
