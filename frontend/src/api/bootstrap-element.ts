// Its own module, without imports: the log channel reads the element in the
// app's first task, before the store's code is evaluated (main.tsx).

/** The id of the element in which index.html carries the server's settings. */
export const BOOTSTRAP_ELEMENT_ID = 'dhoni-bootstrap';
