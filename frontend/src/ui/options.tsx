// The <option>s of a native select, drawn from a list: every select of the
// app lists its choices the same way (the value as the key).

/** A choice whose words differ from its value. */
export type Choice = { value: string; label: string };

type OptionsProps = {
  /** Plain values are shown as they are, unless `labels` names them. */
  choices: readonly (string | Choice)[];
  labels?: Readonly<Record<string, string>>;
};

export function Options({ choices, labels }: OptionsProps) {
  return choices.map((choice) => {
    const { value, label } = typeof choice === 'string' ? { value: choice, label: labels?.[choice] ?? choice } : choice;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
