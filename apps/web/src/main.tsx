import { preloadPage } from './app/pages';
import { startApp } from './app/start';

// The server lists the opened page's scripts in its HTML, so they are usually on their way
// already; asking here covers the rest (and the dev server). Not awaited at the top level:
// page chunks import modules of this same start-up chunk, which must finish evaluating first.
void startApp(preloadPage(window.location.pathname));
