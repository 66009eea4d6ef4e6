import { invitationSettings } from '@club/schema/resources/invitationSettings';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { validatorsOf } from '../../../inputs/validatorsOf';
import { fillPlaceholders, SAMPLE_VISITS } from './samples';

/**
 * One of SPEC §3's message texts: the text with its placeholders, and a live preview of the
 * message as a visitor would read it, with a sample visit in English and in Arabic.
 */
export const MessageTemplateInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const text = (useWatch({ name: source }) as string | null | undefined) ?? '';
  const enabled = useWatch({ name: `${source}Enabled` }) as boolean | undefined;
  const field = invitationSettings.fields[source as keyof typeof invitationSettings.fields];
  return (
    <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }} className={`message-template-${source}`}>
      <TextInput
        source={source}
        validate={validatorsOf(field, 'edit')}
        multiline
        minRows={2}
        fullWidth
        helperText={translate('app.invitationSettings.placeholders')}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      {text.trim() && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} aria-label={translate('app.invitationSettings.preview')} role="group">
          {SAMPLE_VISITS.map((sample) => (
            <Paper key={sample.lang} variant="outlined" lang={sample.lang} dir={sample.lang === 'ar' ? 'rtl' : 'ltr'} sx={{ flex: 1, p: 1.5, bgcolor: 'action.hover', opacity: enabled === false ? 0.7 : 1 }} className={`message-preview-${sample.lang}`}>
              <Typography variant="caption" color="text.secondary" component="p">
                {translate(`app.invitationSettings.previewIn.${sample.lang}`)}
                {enabled === false ? ` · ${translate('app.invitationSettings.notSent')}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} dir="auto">
                {fillPlaceholders(text, sample.values)}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
};
