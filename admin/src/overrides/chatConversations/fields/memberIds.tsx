import { chatContacts } from '@club/schema/resources/chatContacts';
import Typography from '@mui/material/Typography';
import { useGetList, useRecordContext } from 'react-admin';
import { resourceNameFor } from '../../../resources/names';

const CONTACTS = resourceNameFor(chatContacts.name);

/** A conversation's members by name (the chat's contacts), readable by everyone who chats. */
const MemberNames = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const ids = ((record?.[source] as string[] | undefined) ?? []).slice(0, 100);
  const { data = [] } = useGetList(CONTACTS, { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { userId: ids } }, { enabled: ids.length > 0 });
  const names = new Map(data.map((contact) => [String(contact.userId), String(contact.name)]));
  return (
    <Typography variant="body2" dir="auto">
      {ids.map((id) => names.get(id) ?? '…').join('، ')}
    </Typography>
  );
};

export default MemberNames;
