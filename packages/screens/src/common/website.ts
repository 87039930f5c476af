/** A scheme at the start of a URL, as in `https://` or `ftp://`. */
const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The website address as the workspace stores it (SPEC.md section 5): trimmed, with
 * `https://` put in front when the person typed no scheme (`example.com`,
 * `//example.com`); `undefined` when nothing was typed, so the field is left out.
 */
export function normalizeWebsiteUrl(input: string): string | undefined {
  const value = input.trim();
  if (value === '') return undefined;
  if (SCHEME.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}

/** Whether a normalised address is a web page on a named host: http(s), a dot in the host, no spaces. */
export function isWebsiteUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    const host = parsed.hostname;
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(host);
  } catch {
    return false;
  }
}
