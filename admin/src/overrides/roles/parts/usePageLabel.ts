import { useTranslate } from 'react-admin';
import { screenTitleKey } from '../../../i18n/keys';

/** A page's name in the matrix: a resource's permission label or plural name, a custom screen's title, a grant's name. */
export const usePageLabel = () => {
  const translate = useTranslate();
  return (page: string) =>
    translate(`resources.${page}.permission`, {
      _: translate(`resources.${page}.name`, { smart_count: 2, _: translate(screenTitleKey(page), { _: translate(`grants.${page}.name`, { _: page }) }) }),
    });
};
