import { TextField, useRecordContext } from 'react-admin';
import { recordPointerField } from '../../../fields/RecordPointerField';
import { WEBHOOKS } from '../../../webhooks/texts';

const SubscriptionField = recordPointerField(() => WEBHOOKS);

/** Who a message goes to: an address as written, a webhook by its subscription's name (its recipient is the subscription's id). */
const RecipientField = ({ source, sortable }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  if (record?.channel === 'webhook') return <SubscriptionField source={source} sortable={sortable} />;
  return <TextField source={source} sortable={sortable} dir="auto" />;
};

export default RecipientField;
