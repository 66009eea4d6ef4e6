import { useRecordContext } from 'react-admin';
import { WebhookEventName } from '../../../webhooks/WebhookEventName';

/** The delivery's event (`tasks.created`) as the reader says it. */
const EventTypeField = ({ source }: { source: string; sortable?: boolean }) => {
  const type = useRecordContext()?.[source];
  return typeof type === 'string' ? <WebhookEventName type={type} /> : null;
};

export default EventTypeField;
