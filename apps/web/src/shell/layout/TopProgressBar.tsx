import LinearProgress from '@mui/material/LinearProgress';

export default function TopProgressBar() {
  return (
    <LinearProgress
      color="secondary"
      // Decorative: the page that follows is what gets announced.
      aria-hidden
      sx={{ position: 'fixed', top: 0, insetInline: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
