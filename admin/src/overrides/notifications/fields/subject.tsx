import { TextField, useRecordContext } from 'react-admin';
import { WebhookEventName } from '../../../webhooks/WebhookEventName';

/** The event a webhook delivery tells (its body's `type`), as the reader says it. */
const typeOf = (body: unknown): string | undefined => {
  try {
    const type = (JSON.parse(String(body)) as { type?: unknown }).type;
    return typeof type === 'string' ? type : undefined;
  } catch {
    return undefined;
  }
};

/** A message's subject as written; a webhook's (its event's id) by the event it tells instead. */
const SubjectField = ({ source, sortable }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  if (record?.channel !== 'webhook') return <TextField source={source} sortable={sortable} dir="auto" />;
  const type = typeOf(record.body);
  return type ? <WebhookEventName type={type} /> : null;
};

export default SubjectField;
