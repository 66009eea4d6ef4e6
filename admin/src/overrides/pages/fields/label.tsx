import { en } from '@club/locales';
import { PermissionLabelField } from '../parts/PermissionLabelField';

/** The English permission label (SPEC §6), the product's own when no one renamed the page. */
const EnglishPermissionLabel = ({ source, sortable }: { source: string; sortable?: boolean }) => (
  <PermissionLabelField source={source} sortable={sortable} messages={en} lang="en" />
);

export default EnglishPermissionLabel;
