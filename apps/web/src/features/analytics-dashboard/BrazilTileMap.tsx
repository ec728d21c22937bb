import type { BrazilianState } from '@conecta/contracts/devices';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { deviceListLink } from './deviceLinks';

/**
 * Where each of the 27 states sits on a tile grid of Brazil (column, row): every state the same square in about
 * its place, the North at the top. A tile map keeps the small states (DF, SE, AL) as easy to read and to click
 * as the large ones.
 */
export const stateTiles: Record<BrazilianState, readonly [number, number]> = {
  RR: [1, 0], AP: [3, 0],
  AM: [1, 1], PA: [2, 1], MA: [3, 1], CE: [4, 1], RN: [5, 1],
  AC: [0, 2], RO: [1, 2], MT: [2, 2], TO: [3, 2], PI: [4, 2], PB: [5, 2],
  MS: [2, 3], GO: [3, 3], BA: [4, 3], PE: [5, 3], AL: [6, 3],
  DF: [3, 4], MG: [4, 4], SE: [6, 4],
  SP: [3, 5], RJ: [4, 5], ES: [5, 5],
  PR: [3, 6], SC: [3, 7], RS: [3, 8],
}; // biome-ignore format: the grid reads as the map

const columns = 7;
const rows = 9;

/** The states as tiles coloured by their count; each tile is a link to the device list of that state. */
export function BrazilTileMap({
  counts,
  describe,
}: {
  counts: readonly { key: BrazilianState; count: number }[];
  /** What a tile says: its title and its accessible name ("SP · São Paulo: 1.234 dispositivos"). */
  describe: (state: BrazilianState, count: number) => string;
}) {
  const highest = Math.max(1, ...counts.map((row) => row.count));
  return (
    <Box
      component="ul"
      data-testid="analytics-state-map"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, auto)`,
        gap: 0.5,
        maxWidth: 420,
        mx: 'auto',
        // The map keeps west on the left in every language.
        direction: 'ltr',
      }}
    >
      {counts.map(({ key, count }) => {
        const [column, row] = stateTiles[key];
        const share = count / highest;
        return (
          <Box
            component="li"
            key={key}
            sx={{ gridColumn: column + 1, gridRow: row + 1, aspectRatio: '1', minWidth: 0 }}
          >
            <Box
              component={RouterLink}
              to={deviceListLink({ state: key })}
              aria-label={describe(key, count)}
              title={describe(key, count)}
              data-testid={`analytics-state-${key}`}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: '100%',
                height: '100%',
                borderRadius: 1,
                fontSize: { xs: 11, sm: 13 },
                fontWeight: 600,
                textDecoration: 'none',
                color: 'text.primary',
                // Tinted by the share of the largest state: light tints keep the text readable in both modes.
                bgcolor: alpha(theme.palette.primary.main, count === 0 ? 0.04 : 0.1 + 0.35 * share),
                border: 1,
                borderColor: alpha(theme.palette.primary.main, 0.3),
                '&:hover': { borderColor: 'primary.main' },
                '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
              })}
            >
              {key}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
