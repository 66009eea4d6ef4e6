import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A user's preferences are what the app keeps for them (kept by the app, not typed by people):
 * their page says how many there are, in words, rather than their stored form.
 */
const PreferencesField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  const count = value && typeof value === 'object' ? Object.keys(value as object).length : 0;
  return <span>{translate('app.users.savedPreferences', { smart_count: count })}</span>;
};

export default PreferencesField;
