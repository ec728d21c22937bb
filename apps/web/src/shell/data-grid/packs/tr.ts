import { trTR } from '@mui/x-data-grid/locales';

/** The Data Grid's own texts in this language (its library's pack), a chunk of its own. */
export default trTR.components.MuiDataGrid.defaultProps.localeText;
