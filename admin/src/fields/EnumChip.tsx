import { toneOf, type Tone } from '@club/schema';
import { registry } from '@club/schema/browser';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';

export interface EnumChipProps {
  apiName: string;
  field: string;
  value: string;
}

/** A tone as MUI's chip colours it: the theme's main colour and its contrast text (4.5:1 in both themes). */
const CHIP_COLOR: Record<Tone, ChipProps['color']> = { success: 'success', warning: 'warning', error: 'error', info: 'info', neutral: 'default' };

/** The tone the schema declares for one value of a resource's enum field. */
const toneOfValue = (apiName: string, field: string, value: string): Tone => {
  const definition = registry.get(apiName);
  const declared = definition?.fields[field];
  return declared?.kind === 'enum' ? toneOf(field, declared, value, definition?.workflow?.field === field) : 'neutral';
};

/** One enum value as a chip with its translated label, coloured by its declared tone (paid green, cancelled red). */
export const EnumChip = ({ apiName, field, value }: EnumChipProps) => {
  const translate = useTranslate();
  const tone = toneOfValue(apiName, field, value);
  return <Chip size="small" color={CHIP_COLOR[tone]} data-tone={tone} label={translate(enumValueKey(apiName, field, value), { _: value })} />;
};
