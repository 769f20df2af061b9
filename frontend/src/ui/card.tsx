// A titled card of a page: a section with a rounded border, named by its
// heading for screen readers. The checkout, the order and tailoring screens
// build their pages from these.
import type { ReactNode } from 'react';

const headingLooks = {
  xl: 'font-display text-xl font-semibold text-ink-900',
  lg: 'font-display text-lg font-semibold text-ink-900',
  hidden: 'sr-only',
} as const;

const tones = {
  white: 'bg-white',
  sand: 'bg-sand-50',
} as const;

type CardProps = {
  /** The heading's id, unique on the page. */
  headingId: string;
  title: ReactNode;
  /** The heading's size; `hidden` keeps it for screen readers alone. */
  heading?: keyof typeof headingLooks;
  tone?: keyof typeof tones;
  /** Layout around the card (a margin). */
  className?: string;
  children: ReactNode;
};

export function Card({ headingId, title, heading = 'xl', tone = 'white', className, children }: CardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`${className === undefined ? '' : `${className} `}rounded-2xl border border-ink-200 ${tones[tone]} p-5 md:p-6`}
    >
      <h2 id={headingId} className={headingLooks[heading]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
