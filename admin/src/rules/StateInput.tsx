import type { AnyResource } from '@club/schema';
import { Labeled, required, SelectInput } from 'react-admin';
import { EnumField } from '../fields/EnumField';
import { enumChoices } from '../inputs/enumChoices';
import type { FormMode } from '../inputs/types';

/**
 * A workflow's state in the form: never edited by hand (it changes through its moves' buttons).
 * On edit it reads as text; a new record offers only the states it may start in, and no input at
 * all when there is one (the server starts it there).
 */
export const StateInput = ({ apiName, definition, mode }: { apiName: string; definition: AnyResource; mode: FormMode }) => {
  const { field, initial } = definition.workflow!;
  if (mode === 'edit') {
    return (
      <Labeled source={field} label={`resources.${apiName}.fields.${field}`} className="workflow-state">
        <EnumField source={field} apiName={apiName} />
      </Labeled>
    );
  }
  if (initial.length < 2) return null;
  return <SelectInput source={field} choices={enumChoices(apiName, field, initial)} validate={required()} />;
};

/** A new record's state: the field's default when the workflow may start there, else its first initial state. */
export const initialStateOf = (definition: AnyResource, defaults: Record<string, unknown>): Record<string, unknown> => {
  const workflow = definition.workflow;
  if (!workflow) return {};
  const given = defaults[workflow.field] as string | undefined;
  return { [workflow.field]: given && workflow.initial.includes(given) ? given : workflow.initial[0] };
};
