/** Where the user-data pages live. */
export const userListPath = '/conecta/userdatalist';

export function userPagePath(id: string): string {
  return `${userListPath}/${encodeURIComponent(id)}`;
}

/** The device list filtered to one owner's devices. */
export function ownerDevicesPath(id: string): string {
  return `/conecta/devicelist?${new URLSearchParams({ owner: id })}`;
}
