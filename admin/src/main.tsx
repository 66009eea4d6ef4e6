import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadMessages } from './i18n/messages';
import { localeOf, readDirection } from './preferences/direction';
import './preferences/fonts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The screen's language is loaded before the first paint, so no text appears as a key first.
void loadMessages(localeOf(readDirection())).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
