import type { ChipProps } from '@mui/material/Chip';

/** A settings colour (a task state's, a request status's) as the theme's chip colour, readable in both themes. */
export const chipColorOf = (color: unknown): ChipProps['color'] =>
  ({ blue: 'info', amber: 'warning', green: 'success', red: 'error' } as const)[String(color) as 'blue'] ?? 'default';
