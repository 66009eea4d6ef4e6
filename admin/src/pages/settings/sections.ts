import type { SvgIconComponent } from '@mui/icons-material';
import DisplaySettings from '@mui/icons-material/DisplaySettingsOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNone from '@mui/icons-material/NotificationsNoneOutlined';
import Palette from '@mui/icons-material/PaletteOutlined';

export const SETTINGS_PATH = '/settings';

export const SETTINGS_SECTION_NAMES = ['account', 'appearance', 'display', 'notifications'] as const;
export type SettingsSectionName = (typeof SETTINGS_SECTION_NAMES)[number];

export interface SettingsSection {
  name: SettingsSectionName;
  path: string;
  icon: SvgIconComponent;
}

const ICONS: Record<SettingsSectionName, SvgIconComponent> = {
  account: ManageAccounts,
  appearance: Palette,
  display: DisplaySettings,
  notifications: NotificationsNone,
};

/** The settings pages of SPEC §2, in the order of the section nav. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = SETTINGS_SECTION_NAMES.map((name) => ({
  name,
  path: `${SETTINGS_PATH}/${name}`,
  icon: ICONS[name],
}));

export const sectionTitleKey = (name: SettingsSectionName): string => `app.settings.${name}.title`;
export const sectionDescriptionKey = (name: SettingsSectionName): string => `app.settings.${name}.description`;
