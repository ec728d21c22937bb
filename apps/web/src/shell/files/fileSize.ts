/** A file's size in the user's language: 772 → "772 bytes", 1536 → "1.5 kB". */
export function fileSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  const power = Math.min(units.length - 1, bytes > 0 ? Math.floor(Math.log(bytes) / Math.log(1024)) : 0);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[power],
    // Bytes in full: their short form reads "772 byte" in English.
    unitDisplay: power === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(bytes / 1024 ** power);
}
