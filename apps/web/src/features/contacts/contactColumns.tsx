import type { Contact } from '@conecta/contracts/contacts';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { PersonAvatar } from '../../shell/PersonAvatar';

export const fullName = (contact: Pick<Contact, 'name' | 'lastName'>) =>
  [contact.name, contact.lastName].filter(Boolean).join(' ');

/** The table's columns: the star, the person, then how to reach them and where they work. */
export function useContactColumns(t: TFunction<'contacts'>, onStar: (contact: Contact) => void): GridColDef<Contact>[] {
  return useMemo(
    () => [
      {
        field: 'starred',
        headerName: t('field_starred'),
        width: 64,
        sortable: false,
        renderHeader: () => <StarBorderIcon fontSize="small" aria-label={t('field_starred')} />,
        renderCell: ({ row }) => (
          <IconButton
            size="small"
            aria-label={t(row.starred ? 'unstarOne' : 'starOne', { name: fullName(row) })}
            aria-pressed={row.starred}
            onClick={(event) => {
              // The star is its own action, not the row's "open".
              event.stopPropagation();
              onStar(row);
            }}
            data-testid={`contacts-star-${row.id}`}
          >
            {row.starred ? (
              <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
            ) : (
              <StarBorderIcon fontSize="small" />
            )}
          </IconButton>
        ),
      },
      {
        field: 'name',
        headerName: t('field_name'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%' }}>
            <PersonAvatar name={fullName(row)} photoURL={row.avatar} alt="" />
            <span>{fullName(row)}</span>
          </Box>
        ),
      },
      { field: 'email', headerName: t('field_email'), flex: 1, minWidth: 200 },
      { field: 'phone', headerName: t('field_phone'), width: 170, sortable: false },
      { field: 'company', headerName: t('field_company'), width: 170 },
      { field: 'jobTitle', headerName: t('field_jobTitle'), width: 190 },
    ],
    [t, onStar],
  );
}
