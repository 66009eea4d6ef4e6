import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';

export interface EnumChipProps {
  apiName: string;
  field: string;
  value: string;
}

/** One enum value as a chip with its translated label. */
export const EnumChip = ({ apiName, field, value }: EnumChipProps) => {
  const translate = useTranslate();
  return <Chip size="small" label={translate(enumValueKey(apiName, field, value), { _: value })} />;
};
