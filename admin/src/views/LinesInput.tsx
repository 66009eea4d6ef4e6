import { registry } from '@club/schema/browser';
import type { LinesDefinition } from '@club/schema';
import { cloneElement } from 'react';
import { ArrayInput, SimpleFormIterator, useTranslate, type Validator } from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import { renderInput } from '../inputs/renderInput';
import { checkValidatorsOf } from '../rules/checkValidators';
import type { FormMode } from '../inputs/types';
import { defaultValuesOf } from './defaultValuesOf';

/** The values of the line an input is in, by its full source (`hearings.0.nextHearingAt`). */
const lineOf = (values: Record<string, unknown>, source: string | undefined): Record<string, unknown> => {
  const [key, index] = (source ?? '').split('.');
  const lines = values[key!];
  return Array.isArray(lines) ? ((lines[Number(index)] as Record<string, unknown> | undefined) ?? {}) : values;
};

/**
 * A record's child lines (an invoice's items) edited in its own form and saved with it: one row
 * of the child's inputs per line, lines added, removed and reordered in place. Values the server
 * derives (a line's amount) are not inputs: the saved record shows them.
 */
export const LinesInput = ({ source, lines, mode }: { source: string; lines: LinesDefinition; mode: FormMode }) => {
  const translate = useTranslate();
  const child = registry.get(lines.resource)!;
  const inputs = registry.facts(child.name).writable.filter((name) => name !== lines.parentField);
  // A new line starts from the child's defaults (the iterator reads each input's defaultValue).
  const defaults = defaultValuesOf(child);
  // The line's declared checks (a hearing's next date after it), judged on its own values as the server judges each line.
  const validatorsOf = (name: string): Validator[] =>
    checkValidatorsOf(child.name, child, name, translate, undefined).map((validate) => (value, all, props) => validate(value, lineOf(all, (props as { finalSource?: string } | undefined)?.finalSource), props));
  return (
    <ArrayInput source={source} label={translate(`resources.${child.name}.name`, { smart_count: 2 })} sx={{ width: '100%' }}>
      <SimpleFormIterator inline fullWidth getItemLabel={(index) => `${index + 1}`}>
        {inputs.map((name) => cloneElement(renderInput(name, child.fields[name]!, child.name, mode, validatorsOf(name)), { label: fieldLabelKey(child.name, name), defaultValue: defaults[name] }))}
      </SimpleFormIterator>
    </ArrayInput>
  );
};
