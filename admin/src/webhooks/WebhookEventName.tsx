import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { eventLabel } from './texts';

/** An event (`tasks.created`) as the reader says it: the kind of record and what happened to it. */
export const WebhookEventName = ({ type }: { type: string }) => {
  const translate = useTranslate();
  const [resource = '', event = ''] = type.split('.');
  return <Typography variant="body2">{`${translate(`resources.${resource}.name`, { smart_count: 1, _: resource })} · ${eventLabel(translate, resource, event)}`}</Typography>;
};
