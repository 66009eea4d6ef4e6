import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { eventLabel, webhooksText } from '../../../webhooks/texts';

/** The events a webhook sends, by their names in the reader's language. */
const EventsField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const events = record?.[source];
  if (!Array.isArray(events)) return null;
  return <Typography variant="body2">{events.map((event) => eventLabel(translate, record?.resource as string | undefined, String(event))).join(webhooksText(translate, 'separator'))}</Typography>;
};

export default EventsField;
