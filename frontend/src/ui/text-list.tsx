// A list of lines of text, each line its own key: a product's specifications,
// the details of a refused save, the answers of a test message.
import type { ComponentProps } from 'react';

type TextListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  lines: readonly string[];
};

export function TextList({ lines, ...list }: TextListProps) {
  return (
    <ul {...list}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
