import { registry } from '@club/schema/browser';
import type { LinesDefinition } from '@club/schema';
import { cloneElement, type ReactElement } from 'react';
import { ArrayField, Datagrid, useTranslate } from 'react-admin';
import { renderField } from '../fields/renderField';
import { fieldLabelKey } from '../i18n/keys';

/** A record's child lines on its show page: a table of the lines' own columns, in their order. */
// `label` is for SimpleShowLayout, which titles each row with it.
export const LinesField = ({ source, lines }: { source: string; lines: LinesDefinition; label?: string }) => {
  const translate = useTranslate();
  const child = registry.get(lines.resource)!;
  const columns = child.list.columns.filter((name) => name !== lines.parentField && name !== 'position' && child.fields[name]);
  return (
    <ArrayField source={source}>
        <Datagrid className="record-lines" bulkActionButtons={false} rowClick={false} empty={<span>{translate('app.noResults')}</span>}>
          {columns.map((name) => cloneElement(renderField(name, child.fields[name]!, child.name, false) as ReactElement<{ label?: string }>, { key: name, label: fieldLabelKey(child.name, name) }))}
        </Datagrid>
    </ArrayField>
  );
};
