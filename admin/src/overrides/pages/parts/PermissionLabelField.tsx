import type { Messages } from '@club/locales';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

type Language = 'en' | 'ar';

/** Where a resource name keeps its plural label: English 'Task |||| Tasks', Arabic's form 2 (see ResourceLocale). */
const PLURAL_FORM: Record<Language, number> = { en: 1, ar: 2 };

/** A page's permission label in one language: the locale's `permission`, else its plural name (a custom screen: its title; a grant: its name). */
export const defaultPermissionLabel = (messages: Messages, lang: Language, page: string): string => {
  const resource = messages.resources[page];
  if (!resource) return (messages.screens as Record<string, { title: string } | undefined>)[page]?.title ?? messages.grants[page]?.name ?? page;
  return resource.permission ?? resource.name.split('||||')[PLURAL_FORM[lang]]?.trim() ?? page;
};

/**
 * The label an administrator set, or (shown muted) the one the product gives the page: a page's
 * permission label is never blank, in either language.
 */
export const PermissionLabelField = ({ source, messages, lang }: { source: string; sortable?: boolean; messages: Messages; lang: Language }) => {
  const record = useRecordContext();
  if (!record) return null;
  const own = typeof record[source] === 'string' ? (record[source] as string).trim() : '';
  if (own) return <Typography variant="body2">{own}</Typography>;
  return (
    <Typography variant="body2" color="text.secondary" lang={lang}>
      {defaultPermissionLabel(messages, lang, String(record.key))}
    </Typography>
  );
};
