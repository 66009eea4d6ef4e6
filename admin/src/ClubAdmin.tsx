import { useMemo, useState } from 'react';
import { Admin, Resource } from 'react-admin';
import { dataProvider } from './data/dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { ClubLayout } from './layout/ClubLayout';
import { createStore } from './preferences/createStore';
import { themeFor } from './preferences/theme';
import { usePreferences } from './preferences/usePreferences';
import { RESOURCE_DESCRIPTORS } from './resources/descriptors';

export const ClubAdmin = () => {
  const { direction, font, locale } = usePreferences();
  const [store] = useState(() => createStore(locale));
  const [i18nProvider] = useState(() => createI18nProvider(locale));
  const theme = useMemo(() => themeFor(direction, font), [direction, font]);
  return (
    <Admin
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={ClubLayout}
      disableTelemetry
    >
      {RESOURCE_DESCRIPTORS.map((descriptor) => (
        <Resource key={descriptor.name} {...descriptor} />
      ))}
    </Admin>
  );
};
