// The server's rule for the URLs in the settings (backend settings.SafeURL,
// docs/decisions/009): empty, or an absolute http(s) URL with a host and no
// user name, or, where a path is allowed, a path on this site ("/shop").
// Refused: other schemes, "//host", and any whitespace, control character or
// backslash anywhere. The form checks it before sending, with the same words.

export const MSG_HTTP_URL = 'Must be an http or https URL';
export const MSG_HTTP_URL_OR_PATH = 'Must be an http or https URL or a path starting with /';

// Unicode White_Space and control characters, as Go's unicode.IsSpace / IsControl.
const UNSAFE_CHARACTER = /[\s\p{Cc}\\\u0085]/u;

export function isSafeUrl(value: string, allowPath: boolean): boolean {
  if (value === '' || UNSAFE_CHARACTER.test(value)) {
    return false;
  }
  if (allowPath && value.startsWith('/')) {
    return value.length === 1 || value[1] !== '/';
  }
  // scheme "://" authority: Go's url.Parse calls anything else opaque or host-less.
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/.exec(value);
  if (match === null) {
    return false;
  }
  const [, scheme = '', authority = ''] = match;
  if (!['http', 'https'].includes(scheme.toLowerCase()) || authority.includes('@')) {
    return false;
  }
  // A host, then an optional port of digits ("[::1]:8080" for IPv6).
  const parts = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(authority);
  const host = parts?.[1] ?? '';
  return host !== '' && host !== '[]';
}
