import Box, { type BoxProps } from '@mui/material/Box';

/** The Conecta mark. Served from /logo.svg, the same file the static splash already fetched. */
export function Logo({ size = 40, sx, ...props }: { size?: number } & Omit<BoxProps<'img'>, 'component'>) {
  return (
    <Box
      component="img"
      src="/logo.svg"
      alt="Conecta"
      width={size}
      height={size}
      sx={[{ display: 'block', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
