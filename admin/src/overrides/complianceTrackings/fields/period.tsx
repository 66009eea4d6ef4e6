import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { enumValueKey } from '../../../i18n/keys';

/** The server names a one-off standard's period `once`: said as the standard's frequency says it ("Once"), not as the key. */
const Period = ({ source }: { source: string; sortable?: boolean }) => {
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source });
  if (typeof value !== 'string' || !value) return null;
  return <Typography variant="body2">{value === 'once' ? translate(enumValueKey('complianceStandards', 'frequency', 'once')) : <bdi>{value}</bdi>}</Typography>;
};

export default Period;
