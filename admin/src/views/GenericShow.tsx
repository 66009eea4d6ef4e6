import { fieldsOfDocument, holdsValue, type RecordActionDefinition } from '@club/schema';
import { Suspense } from 'react';
import { EditButton, Show, SimpleShowLayout, TopToolbar, useRecordContext, useResourceDefinition, useTranslate } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { userCan } from '../auth/canAccess';
import { RecordHistory } from '../history/RecordHistory';
import { RecordComments } from '../comments/RecordComments';
import { WHOLE_RECORD } from '../data/wholeRecord';
import { useSchemaResource } from '../resources/useSchemaResource';
import { overrideOf } from '../overrides';
import { LinesField } from './LinesField';
import { PrintButton } from './PrintButton';
import { DocumentSheet } from '../documents/DocumentSheet';
import { DownloadPdfButton } from '../documents/DownloadPdfButton';
import { EmailDocumentButton } from '../documents/EmailDocumentButton';
import { OtherDetailsHeading } from '../documents/OtherDetailsHeading';
import { PublicLinkButton, publicLinksOf, type PublicLink } from './PublicLinkButton';
import { RecordActionButton } from './RecordActionButton';
import { RelatedRecords } from './RelatedRecords';
import { renderColumn } from './renderColumn';
import { useActionsNow } from '../rules/actionsNow';
import { isEditableRecord } from '../rules/finalState';
import { WaitingFor } from '../rules/WaitingFor';
import { RecordChangedNotice } from '../live/RecordChangedNotice';
import { RevealedDialog } from './RevealedDialog';

/**
 * react-admin's show toolbar (edit), with the public page's link first where the resource has one
 * and the record actions the user may take (an approval) before edit, as the server judges them for
 * this person now. A record in a final state has no edit.
 */
const ShowActions = ({ publicLinks, apiName, actions, printable }: { publicLinks: PublicLink[]; apiName: string; actions: [string, RecordActionDefinition][]; printable: boolean }) => {
  const { hasEdit } = useResourceDefinition();
  const { definition } = useSchemaResource();
  const record = useRecordContext();
  const now = useActionsNow(apiName, record, actions.length > 0);
  return (
    <TopToolbar>
      {printable && <PrintButton />}
      {printable && <DownloadPdfButton apiName={apiName} />}
      {definition.document?.sendTo && <EmailDocumentButton apiName={apiName} sendTo={definition.document.sendTo} />}
      {publicLinks.map((link) => (
        <PublicLinkButton key={link.route} apiName={apiName} link={link} />
      ))}
      {actions.map(([name, action]) => (
        <RecordActionButton key={name} apiName={apiName} name={name} action={action} now={now} />
      ))}
      {hasEdit && record && isEditableRecord(definition, record) && <EditButton />}
    </TopToolbar>
  );
};

/**
 * The record's fields that hold a value (an empty one was a bare caption: a record page reads as
 * what is known, not as the form's blanks); a yes/no always says which.
 */
const RecordFields = ({ names, schema, className, withLines = true }: { names: string[]; schema: ReturnType<typeof useSchemaResource>; className?: string; withLines?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const filled = names.filter((name) => schema.definition.fields[name]?.kind === 'boolean' || holdsValue(record?.[name]));
  return (
    <SimpleShowLayout className={className}>
      {filled.map((name) => renderColumn(name, schema, false))}
      {Object.entries(withLines ? (schema.definition.lines ?? {}) : {}).map(([source, lines]) => (
        <LinesField key={source} source={source} lines={lines} label={translate(`resources.${lines.resource}.name`, { smart_count: 2 })} />
      ))}
    </SimpleShowLayout>
  );
};

/** Every field but the secret ones, then when the record was created and last updated; its history beside. */
export const GenericShow = () => {
  const schema = useSchemaResource();
  const names = Object.keys(schema.definition.fields).filter((name) => !schema.facts.secret.has(name));
  const publicLinks = publicLinksOf(schema.apiName);
  const user = authStorage.read().user;
  const actions = Object.entries(schema.definition.actions ?? {}).filter(([, action]) => action.button !== false && userCan(user, schema.apiName, action.permission));
  const Panel = overrideOf(schema.apiName, 'ShowPanel');
  const layout = schema.definition.document;
  // A document shows its record as the paper reads; what the paper leaves out follows it on screen only.
  const onDocument = new Set(layout ? fieldsOfDocument(layout) : []);
  return (
    // Read-only records (the audit log itself) have no history of their own.
    <Show
      queryOptions={{ meta: WHOLE_RECORD }}
      // The history beside the record on a wide screen (never narrower than its 340 px), under it
      // below that (each its whole width): beside a long record on a laptop it was crushed to 26 px.
      sx={{ '& .RaShow-main': { flexDirection: { xs: 'column', lg: 'row' } }, '& .RaShow-card': { minWidth: 0 } }}
      aside={schema.definition.readOnly ? undefined : <RecordHistory apiName={schema.apiName} />}
      actions={publicLinks.length || actions.length || layout || schema.definition.workflow ? <ShowActions publicLinks={publicLinks} apiName={schema.apiName} actions={actions} printable={Boolean(layout)} /> : undefined}
    >
      <RecordChangedNotice apiName={schema.apiName} />
      <RevealedDialog apiName={schema.apiName} />
      <WaitingFor apiName={schema.apiName} />
      {layout && <DocumentSheet apiName={schema.apiName} />}
      {layout && <OtherDetailsHeading />}
      <RecordFields names={[...names, 'createdAt', 'updatedAt'].filter((name) => !onDocument.has(name))} schema={schema} className={layout ? 'no-print' : undefined} withLines={!layout?.lines} />
      {Panel && (
        <Suspense fallback={null}>
          <Panel />
        </Suspense>
      )}
      <RelatedRecords apiName={schema.apiName} />
      {/* Read-only records (the server's own) are not discussed. */}
      {schema.definition.readOnly ? null : <RecordComments apiName={schema.apiName} />}
    </Show>
  );
};
