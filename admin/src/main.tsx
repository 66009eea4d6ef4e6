import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { authStorage } from './auth/authStorage';
import { loadMessages } from './i18n/messages';
import { localeOf, readDirection } from './preferences/direction';
import { preloadGenericViews } from './resources/lazyViews';
import './preferences/fonts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A signed-in user's first screen is most likely a generic view: its code comes with the language.
if (authStorage.read().user) preloadGenericViews();

// The screen's language is loaded before the first paint, so no text appears as a key first.
void loadMessages(localeOf(readDirection())).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
