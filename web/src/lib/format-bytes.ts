const UNITS = ['bytes', 'KB', 'MB', 'GB'];

/**
 * "340 KB", "2.4 MB", counted in 1024s as the 25 MB limit is (FILE_LIMITS.maxBytes), so a file shown as 25 MB
 * is one the limit allows.
 */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}
