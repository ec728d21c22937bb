import Box from '@mui/material/Box';
import type { NavigationBadge, NavigationItem } from '../navigation';
import { visuallyHidden } from '../visuallyHidden';

/** A badge beside an entry: its title, and its label for assistive technology when it has one. */
function Badge({ badge, id }: { badge: NavigationBadge; id: string }) {
  return (
    <>
      <Box
        component="span"
        data-testid={`navigation-badge-${id}`}
        // With a label, assistive technology reads that instead of the bare title.
        aria-hidden={badge.label ? true : undefined}
        sx={{ px: 1, borderRadius: 2, fontSize: 11, fontWeight: 700, bgcolor: badge.bg, color: badge.fg }}
      >
        {badge.title}
      </Box>
      {badge.label && (
        <Box component="span" sx={visuallyHidden}>
          {badge.label}
        </Box>
      )}
    </>
  );
}

/** An entry's live badge: its hook is called here, once per render, for as long as the entry is shown. */
function LiveBadge({ useBadge, id }: { useBadge: NonNullable<NavigationItem['useBadge']>; id: string }) {
  const badge = useBadge();
  return badge ? <Badge badge={badge} id={id} /> : null;
}

/** An entry's badge, live (`useBadge`) or fixed (`badge`), or nothing: for every navigation that shows entries. */
export function EntryBadge({ item }: { item: NavigationItem }) {
  if (item.useBadge) return <LiveBadge useBadge={item.useBadge} id={item.id} />;
  return item.badge ? <Badge badge={item.badge} id={item.id} /> : null;
}
