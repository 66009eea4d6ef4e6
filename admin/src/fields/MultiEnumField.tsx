import Stack from '@mui/material/Stack';
import { useFieldValue, type FieldProps } from 'react-admin';
import { EnumChip } from './EnumChip';

export interface MultiEnumFieldProps extends FieldProps {
  source: string;
  apiName: string;
}

export const MultiEnumField = ({ source, apiName }: MultiEnumFieldProps) => {
  const value: unknown = useFieldValue({ source });
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {value.map((item) => (
        <EnumChip key={String(item)} apiName={apiName} field={source} value={String(item)} />
      ))}
    </Stack>
  );
};
