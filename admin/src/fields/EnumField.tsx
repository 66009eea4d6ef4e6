import { useFieldValue, type FieldProps } from 'react-admin';
import { EnumChip } from './EnumChip';

export interface EnumFieldProps extends FieldProps {
  source: string;
  apiName: string;
}

export const EnumField = ({ source, apiName }: EnumFieldProps) => {
  const value: unknown = useFieldValue({ source });
  if (value === undefined || value === null || value === '') return null;
  return <EnumChip apiName={apiName} field={source} value={String(value)} />;
};
