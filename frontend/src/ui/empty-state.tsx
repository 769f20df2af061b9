// Where a screen has nothing to show (an empty cart, a product that is not
// there): an icon in a sand circle, the screen's own heading and words, and
// a link on to somewhere that has something.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type EmptyStateProps = {
  /** The icon in the circle. */
  icon: ReactNode;
  /** Where the link leads, and its words. */
  to: string;
  action: string;
  /** The heading and the words under it. */
  children: ReactNode;
};

export function EmptyState({ icon, to, action, children }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center md:py-16">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-sand-100 text-sand-600">{icon}</span>
      {children}
      <Link
        to={to}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
      >
        {action}
      </Link>
    </div>
  );
}
