import { chatContacts } from '@club/schema/resources/chatContacts';
import { AutocompleteArrayInput, useGetList, useTranslate } from 'react-admin';
import { fieldLabelKey } from '../../../i18n/keys';
import { resourceNameFor } from '../../../resources/names';
import { useSearchText } from '../../../screens/parts/useSearchText';

const CONTACTS = resourceNameFor(chatContacts.name);

/**
 * A conversation's members picked among the colleagues (the chat's contacts, found by name as one
 * types): everyone on the staff may start a conversation without reading the users' page.
 */
const MemberIdsInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const [, setSearch, q] = useSearchText();
  const { data = [] } = useGetList(CONTACTS, { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: { active: true, ...(q ? { q } : {}) } });
  return (
    <AutocompleteArrayInput
      source={source}
      label={translate(fieldLabelKey('chatConversations', source))}
      choices={data}
      optionValue="userId"
      optionText="name"
      onInputChange={(_, value) => setSearch(value)}
      filterToQuery={(text) => ({ q: text })}
      isRequired
    />
  );
};

export default MemberIdsInput;
