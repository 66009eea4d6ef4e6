import { EditButton, Show, SimpleShowLayout, TopToolbar, useResourceDefinition, useTranslate } from 'react-admin';
import { RecordHistory } from '../history/RecordHistory';
import { useSchemaResource } from '../resources/useSchemaResource';
import { manifestEntryOf } from '../resources/manifest';
import { LinesField } from './LinesField';
import { PublicLinkButton } from './PublicLinkButton';
import { renderColumn } from './renderColumn';

/** react-admin's show toolbar (edit), with the public page's link first where the resource has one. */
const ShowActions = ({ publicRoute }: { publicRoute: string }) => {
  const { hasEdit } = useResourceDefinition();
  return (
    <TopToolbar>
      <PublicLinkButton route={publicRoute} />
      {hasEdit && <EditButton />}
    </TopToolbar>
  );
};

/** Every field but the secret ones, then when the record was created and last updated; its history beside. */
export const GenericShow = () => {
  const schema = useSchemaResource();
  const translate = useTranslate();
  const names = Object.keys(schema.definition.fields).filter((name) => !schema.facts.secret.has(name));
  const publicRoute = manifestEntryOf(schema.apiName)?.publicRoute;
  return (
    // Read-only records (the audit log itself) have no history of their own.
    <Show aside={schema.definition.readOnly ? undefined : <RecordHistory apiName={schema.apiName} />} actions={publicRoute ? <ShowActions publicRoute={publicRoute} /> : undefined}>
      <SimpleShowLayout>
        {[...names, 'createdAt', 'updatedAt'].map((name) => renderColumn(name, schema, false))}
        {Object.entries(schema.definition.lines ?? {}).map(([source, lines]) => (
          <LinesField key={source} source={source} lines={lines} label={translate(`resources.${lines.resource}.name`, { smart_count: 2 })} />
        ))}
      </SimpleShowLayout>
    </Show>
  );
};
