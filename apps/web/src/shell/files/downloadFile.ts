import { getBearerToken } from '../../app/session/bearerToken';

/**
 * Downloads a file the API makes (a CSV export, an invoice's PDF) with the user's token: an `<a href>` cannot send
 * it. The browser gathers the answer into a file and hands it to the user under the name the server chose.
 */
export async function downloadFile(path: string, params: Record<string, string>, fallbackName: string): Promise<void> {
  const query = new URLSearchParams(params).toString();
  const token = await getBearerToken();
  const response = await fetch(`/api${path}${query ? `?${query}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Download failed with ${response.status}`);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
