import LinkIcon from '@mui/icons-material/Link';
import type { MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { manifestEntryOf } from '../resources/manifest';

/** A public address of the record: its page (and the form there), or one of the page's other forms by key. */
export interface PublicLink {
  route: string;
  formKey?: string;
}

/** The record's public addresses (its resource's `publicPage` and `publicPage.forms`), none when it has no page. */
export const publicLinksOf = (apiName: string): PublicLink[] => {
  const entry = manifestEntryOf(apiName);
  if (!entry?.publicRoute) return [];
  return [{ route: entry.publicRoute }, ...Object.entries(entry.publicFormRoutes ?? {}).map(([formKey, route]) => ({ route, formKey }))];
};

/**
 * Copies the address of the record's public page, to share with someone outside the office. A page
 * may name its links itself (SPEC §2: «نسخ رابط المتطوعين», «نسخ رابط الحضور»).
 */
export const PublicLinkButton = ({ apiName, link }: { apiName: string; link: PublicLink }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  // A page that opens only for some records (a task marked shareable, a published survey) is not offered for the others.
  const entry = manifestEntryOf(apiName);
  const shownWhen = entry?.publicShownWhen;
  const hidden = Object.entries(entry?.publicStates ?? {}).some(([field, values]) => !values.includes(record?.[field] as string));
  if (!record || (shownWhen && record[shownWhen] !== true) || hidden) return null;
  const texts = link.formKey ? `resources.${apiName}.publicForms.${link.formKey}` : `resources.${apiName}.publicForm`;
  const label = translate(`${texts}.copyLink`, { _: translate('app.publicPage.copyLink') });
  const copy = async (event: MouseEvent) => {
    // In a list row, copying does not open the record.
    event.stopPropagation();
    const address = `${window.location.origin}${link.route}/${record.id}`;
    try {
      await navigator.clipboard.writeText(address);
      notify('app.publicPage.linkCopied', { type: 'success', messageArgs: { address } });
    } catch {
      // No clipboard (an insecure origin): the address is shown to copy by hand.
      notify(address, { type: 'info' });
    }
  };
  return (
    <Button label={label} onClick={(event) => void copy(event)}>
      <LinkIcon />
    </Button>
  );
};
