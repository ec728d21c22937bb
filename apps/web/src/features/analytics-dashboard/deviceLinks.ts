/** The device list's address with its filters in the search params, as the list reads them (`?status=active`). */
export function deviceListLink(filters: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return `/conecta/devicelist${query ? `?${query}` : ''}`;
}
