import LinkIcon from '@mui/icons-material/Link';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';

/** Copies the address of the record's public page (its resource's `publicPage`), to share with someone outside the office. */
export const PublicLinkButton = ({ route }: { route: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  const copy = async () => {
    const address = `${window.location.origin}${route}/${record.id}`;
    try {
      await navigator.clipboard.writeText(address);
      notify('app.publicPage.linkCopied', { type: 'success', messageArgs: { address } });
    } catch {
      // No clipboard (an insecure origin): the address is shown to copy by hand.
      notify(address, { type: 'info' });
    }
  };
  return (
    <Button label={translate('app.publicPage.copyLink')} onClick={() => void copy()}>
      <LinkIcon />
    </Button>
  );
};
