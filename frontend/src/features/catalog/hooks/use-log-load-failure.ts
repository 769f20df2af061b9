// "A loading failure is only logged; the user sees no message" (spec sections
// 2 and 8): the error goes to the console (and on to the server's log).
import { useEffect } from 'react';

export function useLogLoadFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error !== undefined) {
      console.error(`${what} could not be loaded`, error);
    }
  }, [what, error]);
}
