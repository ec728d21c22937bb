// The one endpoint lives in the shell: the navigation search's palette asks it too.
export { type ConsoleSearchArgs as SearchArgs, useSearchConsoleQuery } from '../../shell/search/consoleSearch';
