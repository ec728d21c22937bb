import type { AvatarProps } from '@mui/material/Avatar';
import { PhotoAvatar } from './files/PhotoAvatar';

/** 'Ana Clara Souza' → 'AS': first and last initials, '?' for no name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Dark shades that keep white initials readable (contrast above 4.5) in light and dark presets alike. */
const shades = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00695c',
  '#4527a0',
  '#ad1457',
  '#37474f',
  '#5d4037',
  '#01579b',
];

/** The same person gets the same colour everywhere (list, history, chat). */
function shadeOf(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return shades[hash % shades.length] ?? '#37474f';
}

export interface PersonAvatarProps extends Omit<AvatarProps, 'children' | 'src'> {
  name: string;
  photoURL?: string;
  size?: number;
}

/** A person's photo, or their initials on a readable colour when there is none (or it fails to load). */
export function PersonAvatar({ name, photoURL, size = 32, sx, ...props }: PersonAvatarProps) {
  return (
    <PhotoAvatar
      photoURL={photoURL}
      {...props}
      sx={[
        { width: size, height: size, fontSize: size * 0.42, bgcolor: shadeOf(name), color: '#fff' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(name)}
    </PhotoAvatar>
  );
}
