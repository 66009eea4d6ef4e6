import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { eventLabel } from '../../../webhooks/texts';

/** An event (`tasks.created`) as the reader says it: the kind of record and what happened to it. */
const EventTypeField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const type = record?.[source];
  if (typeof type !== 'string') return null;
  const [resource = '', event = ''] = type.split('.');
  return (
    <Typography variant="body2" title={type}>
      {`${translate(`resources.${resource}.name`, { smart_count: 1, _: resource })} · ${eventLabel(translate, resource, event)}`}
    </Typography>
  );
};

export default EventTypeField;
