import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { firstWords, i18n } from './i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, the first render yields to the browser every few milliseconds
// instead of holding a phone's main thread for the whole frame at once.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });

// In Hindi the frame's words come in a file of their own: the first screen waits for it
// rather than show English and then change. Should it not come (the network failed),
// the site shows in English rather than bare keys.
void firstWords.then(async () => {
  if (!i18n.hasResourceBundle(i18n.language, 'common')) await i18n.changeLanguage('en');
  render();
});
