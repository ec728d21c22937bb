export const roles = ['admin', 'staff', 'user'] as const;
export type Role = (typeof roles)[number];

/** Who may pass a guard (console-core §6). An empty list means guests only. */
export const authRoles = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  onlyGuest: [],
} as const satisfies Record<string, readonly Role[]>;

/** Visibility rule of §6: no list → everyone; empty list → guests only; else one matching role. */
export function hasPermission(required: readonly string[] | undefined | null, userRole: unknown): boolean {
  if (required == null) return true;
  const userRoles = Array.isArray(userRole) ? userRole.filter((r): r is string => typeof r === 'string') : [];
  if (required.length === 0) return userRoles.length === 0;
  return userRoles.some((role) => required.includes(role));
}
