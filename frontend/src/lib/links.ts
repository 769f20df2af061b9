// Telling apart the kinds of link an owner can type into the settings: a path
// inside the shop ("/shop"), a web address ("https://..."), or something not
// to be made clickable at all (javascript:, typos).

/** A path inside this shop, for the router. "//host" is another site. */
export function isInternalPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** An absolute http(s) address of another site. */
export function isWebUrl(link: string): boolean {
  if (!/^https?:\/\//i.test(link)) {
    return false;
  }
  try {
    new URL(link);
    return true;
  } catch {
    return false;
  }
}
