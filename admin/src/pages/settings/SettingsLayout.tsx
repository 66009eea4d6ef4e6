import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { sectionDescriptionKey, sectionTitleKey, type SettingsSectionName } from './sections';
import { SettingsNav } from './SettingsNav';

/**
 * The frame of every settings page (after shadcn-admin's): the settings heading, the section
 * nav, then the section's own title, description and content.
 */
export const SettingsLayout = ({ section, children }: { section?: SettingsSectionName; children: ReactNode }) => {
  const translate = useTranslate();
  const title = translate('app.settings.title');
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Title title={section ? `${title} · ${translate(sectionTitleKey(section))}` : title} />
      <Typography variant="h4" component={section ? 'p' : 'h1'} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.subtitle')}
      </Typography>
      <Divider sx={{ mb: 3 }} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 5 } }}>
        <Box sx={{ width: { md: 220 }, flexShrink: 0 }}>
          <SettingsNav current={section} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 680 }}>
          {section ? (
            <Box sx={{ mb: 3 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
                {translate(sectionTitleKey(section))}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(sectionDescriptionKey(section))}
              </Typography>
            </Box>
          ) : null}
          {children}
        </Box>
      </Box>
    </Box>
  );
};
