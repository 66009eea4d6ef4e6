import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { DateDisplaySettings } from './DateDisplaySettings';
import { DirectionSettings } from './DirectionSettings';
import { SettingsLayout } from './SettingsLayout';
import { SidebarSettings } from './SidebarSettings';

/** /settings/display: text direction, how dates and numbers are written, and what the sidebar shows. */
export const DisplayPage = () => (
  <SettingsLayout section="display">
    <Stack spacing={3} divider={<Divider flexItem />}>
      <DirectionSettings />
      <DateDisplaySettings />
      <SidebarSettings />
    </Stack>
  </SettingsLayout>
);
