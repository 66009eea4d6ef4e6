import { useRecordContext } from 'react-admin';
import { TextWithLinksField } from '../../../fields/TextWithLinksField';

/** The message as sent, its web addresses as links; a webhook's body is machine content (JSON for the receiver), not written out. */
const BodyField = ({ source, sortable }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  if (record?.channel === 'webhook') return null;
  return <TextWithLinksField source={source} sortable={sortable} />;
};

export default BodyField;
