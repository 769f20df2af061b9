// Its own module, without imports: the log channel reads the element in the
// app's first task, before the store's code is evaluated (main.tsx).

/** The id of the element in which index.html carries the server's settings. */
export const BOOTSTRAP_ELEMENT_ID = 'dhoni-bootstrap';

/**
 * What index.html carries in its bootstrap element (the settings, whether the
 * server takes browser logs), or undefined when it carries nothing readable.
 */
export function readBootstrap(
  doc: Document | null | undefined = typeof document === 'undefined' ? undefined : document,
): Record<string, unknown> | undefined {
  const text = doc?.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent ?? '';
  if (text === '') {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
