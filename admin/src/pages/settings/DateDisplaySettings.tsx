import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DIGITS, HIJRI_SHOWN, type Digits, type HijriShown } from '../../preferences/dateDisplay';
import { usePreferences } from '../../preferences/usePreferences';
import { ChoiceCards } from './ChoiceCards';

/** The digits of Arabic screens and where Hijri dates show; each applies at once and is kept (cookie). */
export const DateDisplaySettings = () => {
  const translate = useTranslate();
  const { dateDisplay, setDigits, setHijriShown } = usePreferences();
  const t = (key: string) => translate(`app.settings.display.${key}`);
  return (
    <Stack spacing={2.5}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('datesAndNumbers')}
      </Typography>
      <ChoiceCards<Digits>
        name="digits"
        label={t('digits')}
        value={dateDisplay.digits}
        onChange={setDigits}
        choices={DIGITS.map((value) => ({ value, label: t(`digitChoices.${value}`) }))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {t('digitsHelp')}
      </Typography>
      <ChoiceCards<HijriShown>
        name="hijri"
        label={t('hijri')}
        value={dateDisplay.hijri}
        onChange={setHijriShown}
        choices={HIJRI_SHOWN.map((value) => ({ value, label: t(`hijriChoices.${value}`) }))}
      />
    </Stack>
  );
};
