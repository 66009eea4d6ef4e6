import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FONT_FAMILIES, FONTS, type Font } from '../../preferences/font';
import { THEME_PREFERENCES, type ThemePreference } from '../../preferences/themePreference';
import { usePreferences } from '../../preferences/usePreferences';
import { AppearancePreview } from './AppearancePreview';
import { ChoiceCards } from './ChoiceCards';
import { SettingsLayout } from './SettingsLayout';
import { ThemeSwatch } from './ThemeSwatch';

const FontSample = ({ font }: { font: Font }) => (
  <Typography aria-hidden sx={{ fontFamily: FONT_FAMILIES[font], fontSize: 22, lineHeight: 1.4 }}>
    Aa أب
  </Typography>
);

/** /settings/appearance: theme and font, each applied and stored (cookie) as soon as it is picked. */
export const AppearancePage = () => {
  const translate = useTranslate();
  const { theme, font, setTheme, setFont } = usePreferences();
  return (
    <SettingsLayout section="appearance">
      <Stack spacing={4}>
        <ChoiceCards<ThemePreference>
          name="theme"
          label={translate('app.settings.appearance.theme')}
          value={theme}
          onChange={setTheme}
          choices={THEME_PREFERENCES.map((value) => ({ value, label: translate(`app.theme.${value}`), preview: <ThemeSwatch theme={value} /> }))}
        />
        <ChoiceCards<Font>
          name="font"
          label={translate('app.settings.appearance.font')}
          value={font}
          onChange={setFont}
          choices={FONTS.map((value) => ({ value, label: translate(`app.settings.appearance.fonts.${value}`), preview: <FontSample font={value} /> }))}
        />
        <AppearancePreview />
      </Stack>
    </SettingsLayout>
  );
};
