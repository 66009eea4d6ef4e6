import { ar } from '@club/locales';
import { PermissionLabelField } from '../parts/PermissionLabelField';

/** The Arabic permission label, the product's own (its definite plural) when no one renamed the page. */
const ArabicPermissionLabel = ({ source, sortable }: { source: string; sortable?: boolean }) => (
  <PermissionLabelField source={source} sortable={sortable} messages={ar} lang="ar" />
);

export default ArabicPermissionLabel;
