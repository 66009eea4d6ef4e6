import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A small picture of the choice above its label. */
  preview?: ReactNode;
}

/** A radio group drawn as cards; the selected card is outlined in the primary colour. */
export const ChoiceCards = <T extends string>({
  name,
  label,
  value,
  choices,
  onChange,
}: {
  name: string;
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) => (
  <FormControl component="fieldset" sx={{ width: '100%' }}>
    <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
      {label}
    </FormLabel>
    <RadioGroup
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}
    >
      {choices.map((choice) => (
        <Box
          key={choice.value}
          component="label"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            p: 1.5,
            cursor: 'pointer',
            borderRadius: 2,
            border: 2,
            borderColor: choice.value === value ? 'primary.main' : 'divider',
          }}
        >
          {choice.preview}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Radio value={choice.value} size="small" sx={{ p: 0.5 }} />
            <Typography variant="body2">{choice.label}</Typography>
          </Box>
        </Box>
      ))}
    </RadioGroup>
  </FormControl>
);
