import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

const WEB_ADDRESS = /(https?:\/\/[^\s<>"]+)/g;

/** A message as it was sent (an email's text): its web addresses as links, not as the long addresses they are. */
export const TextWithLinksField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const text = record?.[source];
  if (typeof text !== 'string') return null;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text.split(WEB_ADDRESS).map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
            {translate('ra.action.show')}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
};
