import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Sign-in, registration and callback pages: the page alone, no toolbar, navigation or footer. */
export function BareLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.default',
      }}
    >
      <Outlet />
    </Box>
  );
}
