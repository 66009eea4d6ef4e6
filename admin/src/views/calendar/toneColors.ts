import type { Tone } from '@club/schema';
import { alpha, type Theme } from '@mui/material/styles';

/** A tone's colour in the theme (its chips' colour): the neutral one is the secondary text's grey. */
const mainOf = (theme: Theme, tone: Tone | undefined): string => (tone === undefined || tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main);

/**
 * An event's colours by its state's tone: a tinted ground and a strong edge at its start, the text
 * the page's own (readable at 4.5:1 whatever the tone); the state is also said in words.
 */
export const toneColors = (tone: Tone | undefined) => (theme: Theme) => ({
  backgroundColor: alpha(mainOf(theme, tone), theme.palette.mode === 'dark' ? 0.28 : 0.14),
  borderInlineStart: `4px solid ${mainOf(theme, tone)}`,
  color: theme.palette.text.primary,
});
