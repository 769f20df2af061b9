// A list of lines of text, each line its own key: a product's specifications,
// the details of a refused save, the answers of a test message.
import type { ComponentProps } from 'react';

type TextListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  lines: readonly string[];
  /** A line's direction: the owner's words take their own on a Dhivehi page (useOwnDirection). */
  dirOf?: ((line: string) => 'auto' | undefined) | undefined;
};

export function TextList({ lines, dirOf, ...list }: TextListProps) {
  return (
    <ul {...list}>
      {lines.map((line) => (
        <li key={line} dir={dirOf?.(line)}>
          {line}
        </li>
      ))}
    </ul>
  );
}
