import Box from '@mui/material/Box';
import { useFieldValue, type FieldProps } from 'react-admin';

export interface JsonFieldProps extends FieldProps {
  source: string;
}

/** A read-only, pretty-printed JSON value. */
export const JsonField = ({ source }: JsonFieldProps) => {
  const value: unknown = useFieldValue({ source });
  if (value === undefined || value === null) return null;
  return (
    <Box
      component="pre"
      dir="ltr"
      sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};
