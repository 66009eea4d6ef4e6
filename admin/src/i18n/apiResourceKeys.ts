import type { I18nProvider } from 'react-admin';
import { apiNameOf } from '../resources/names';
import { routeEntryOf } from '../resources/resourceRoutes';

const PREFIX = 'resources.';

/**
 * react-admin builds keys from its resource name ('resources.Assets/Assets.fields.name');
 * the locales are keyed by API name ('resources.assets.fields.name').
 */
export const toApiResourceKey = (key: string): string => {
  if (!key.startsWith(PREFIX)) return key;
  const rest = key.slice(PREFIX.length);
  const end = rest.indexOf('.');
  const name = end === -1 ? rest : rest.slice(0, end);
  const apiName = apiNameOf(name);
  // A preset path has a name of its own (the stadiums among the places).
  const view = routeEntryOf(name)?.view;
  if (view && rest.slice(end) === '.name') return `${PREFIX}${apiName}.views.${view}`;
  return apiName === name ? key : `${PREFIX}${apiName}${end === -1 ? '' : rest.slice(end)}`;
};

export const withApiResourceKeys = (provider: I18nProvider): I18nProvider => ({
  ...provider,
  translate: (key, options) => provider.translate(toApiResourceKey(key), options),
});
