/** A CSV export is downloaded like any file the API makes: with the user's token, under the server's name. */
export { downloadFile as downloadCsv } from '../files/downloadFile';
