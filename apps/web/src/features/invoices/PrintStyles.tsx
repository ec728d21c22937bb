import GlobalStyles from '@mui/material/GlobalStyles';

/** The ancestors of the printed element; no shell part is named, so this holds whatever the layout is made of. */
const ancestors = 'body *:has([data-print-root])';

/**
 * While the page is printed, only the element marked `data-print-root` is shown, on one A4 sheet: every branch of
 * the page that does not lead to it (navigation, toolbar, footer, panels, the page's own buttons) is left out,
 * and its ancestors let it flow as a plain block (no scrolling box cutting it, no padding around it).
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '12mm' },
          'html, body': { height: 'auto !important', overflow: 'visible !important', background: '#fff !important' },
          // MUI sizes its text in rem: a smaller root makes the whole document fit an A4 sheet, in proportion.
          html: { fontSize: '12px !important' },
          [ancestors]: {
            display: 'block !important',
            position: 'static !important',
            overflow: 'visible !important',
            height: 'auto !important',
            minHeight: '0 !important',
            maxHeight: 'none !important',
            width: 'auto !important',
            margin: '0 !important',
            padding: '0 !important',
            border: 'none !important',
            transform: 'none !important',
            background: 'none !important',
          },
          [`body > *:not(:has([data-print-root])), ${ancestors} > *:not(:has([data-print-root])):not([data-print-root])`]:
            { display: 'none !important' },
          '[data-print-root]': {
            maxWidth: 'none !important',
            border: 'none !important',
            boxShadow: 'none !important',
            breakInside: 'avoid',
          },
        },
      }}
    />
  );
}
