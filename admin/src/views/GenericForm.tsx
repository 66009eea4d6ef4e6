import { Suspense, useMemo, type ReactElement } from 'react';
import { SimpleForm, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { renderInput } from '../inputs/renderInput';
import { overrideOf } from '../overrides';
import type { FormMode } from '../inputs/types';
import { presetDefaults, routeEntryOf } from '../resources/resourceRoutes';
import { useSchemaResource } from '../resources/useSchemaResource';
import { checkValidatorsOf, dependentFieldsOf } from '../rules/checkValidators';
import { RevalidateDependents } from '../rules/RevalidateDependents';
import { ShownWhenItApplies } from '../rules/ShownWhenItApplies';
import { initialStateOf, StateInput } from '../rules/StateInput';
import { defaultValuesOf } from './defaultValuesOf';
import { FocusOnServerErrors } from './FocusOnServerErrors';
import { LinesInput } from './LinesInput';

/**
 * The one form of Create and Edit: an input per writable field that applies to the values given
 * so far, with the schema's rules (its declared checks among them), then the record's lines. A workflow's state is not edited here.
 */
export const GenericForm = ({ mode, toolbar }: { mode: FormMode; toolbar?: ReactElement }) => {
  const { apiName, definition, facts } = useSchemaResource();
  const translate = useTranslate();
  const record = useRecordContext();
  // A new record at a preset path starts as one of its records (a stadium, at the stadiums' path).
  const preset = routeEntryOf(useResourceContext() ?? '')?.preset;
  const defaultValues = useMemo(() => {
    if (mode !== 'create') return undefined;
    const defaults = { ...defaultValuesOf(definition), ...presetDefaults(preset) };
    return { ...defaults, ...initialStateOf(definition, defaults) };
  }, [mode, definition, preset]);
  const original = mode === 'edit' ? record : undefined;
  const dependents = useMemo(() => dependentFieldsOf(definition), [definition]);
  const stateField = definition.workflow?.field;
  // The resource's own part under the inputs, reading the values typed so far.
  const Panel = overrideOf(apiName, 'FormPanel');
  return (
    <SimpleForm defaultValues={defaultValues} toolbar={toolbar} sx={{ maxWidth: definition.lines ? 1100 : 720 }}>
      {facts.writable.map((name) =>
        name === stateField ? (
          <StateInput key={name} apiName={apiName} definition={definition} mode={mode} />
        ) : (
          <ShownWhenItApplies key={name} definition={definition} field={name}>
            {renderInput(name, definition.fields[name]!, apiName, mode, checkValidatorsOf(apiName, definition, name, translate, original))}
          </ShownWhenItApplies>
        ),
      )}
      {Object.entries(definition.lines ?? {}).map(([source, lines]) => (
        <LinesInput key={source} source={source} lines={lines} mode={mode} />
      ))}
      {Panel && (
        <Suspense fallback={null}>
          <Panel />
        </Suspense>
      )}
      <RevalidateDependents dependents={dependents} />
      <FocusOnServerErrors order={facts.writable} />
    </SimpleForm>
  );
};
