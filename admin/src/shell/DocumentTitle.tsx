import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { readScreenTitle } from './screenTitle';
import { useDocumentText } from './useDocumentText';

/**
 * The browser tab's title follows the screen, in the screen's language (WCAG 2.4.2): "Tasks — Club
 * Back Office" / «المهام — ...». One place for every screen, signed in or not.
 */
export const DocumentTitle = () => {
  const translate = useTranslate();
  const screen = useDocumentText(readScreenTitle, '');
  const app = translate('app.title');
  useEffect(() => {
    document.title = screen && screen !== app ? `${screen} — ${app}` : app;
  }, [screen, app]);
  return null;
};
