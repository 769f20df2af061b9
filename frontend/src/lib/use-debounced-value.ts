// A value that follows another once it has stopped changing for a moment:
// a search box asks the server when the person pauses, not on every key.
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return [settled, setSettled];
}
