import GlobalStyles from '@mui/material/GlobalStyles';

/** The 'custom scrollbars' setting: thin scrollbars in the theme's colours. */
export default function ThinScrollbars() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '*': { scrollbarWidth: 'thin', scrollbarColor: `${theme.palette.text.disabled} transparent` },
      })}
    />
  );
}
