import { preloadPage } from './app/pages';

// The entry holds only the route tables: the opened page's code and the framework are then
// fetched side by side, instead of the page waiting until the framework has run.
const firstPageLoaded = preloadPage(window.location.pathname);
const { startApp } = await import('./app/start');
await startApp(firstPageLoaded);
