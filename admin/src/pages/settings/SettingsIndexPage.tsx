import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SETTINGS_SECTIONS, sectionDescriptionKey, sectionTitleKey } from './sections';
import { SettingsLayout } from './SettingsLayout';

/** /settings: every section with what it holds. */
export const SettingsIndexPage = () => {
  const translate = useTranslate();
  return (
    <SettingsLayout>
      <Stack spacing={1.5}>
        {SETTINGS_SECTIONS.map(({ name, path, icon: Icon }) => (
          <Card key={name} variant="outlined">
            <CardActionArea component={Link} to={path}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Icon color="primary" />
                <div>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translate(sectionTitleKey(name))}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(sectionDescriptionKey(name))}
                  </Typography>
                </div>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </SettingsLayout>
  );
};
