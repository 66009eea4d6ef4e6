import { savedViews } from '@club/schema/resources/savedViews';
import type { TranslateFunction } from 'react-admin';

/** The saved views' API name, from their declaration. */
export const SAVED_VIEWS = savedViews.name;

/** The saved views' own words (`resources.savedViews.texts.*` in locales/). */
export const savedViewsText = (translate: TranslateFunction, key: string, values?: Record<string, unknown>) => translate(`resources.${SAVED_VIEWS}.texts.${key}`, values);
