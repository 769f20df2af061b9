// The app's one icon set: inline SVG on a 24px grid in currentColor, hidden
// from assistive technology (the links and buttons around them carry the
// names). Line icons are drawn from one table of their marks with one shared
// stroke; the social networks' glyphs are filled. This file holds the icons
// of every page's frame (the header, the footer, the bar, the search box),
// which the first load carries; icons.tsx has them all (decision 248).
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const frame = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

const stroked: IconProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

/** What makes an icon that points (an arrow, a chevron) point the other way on a right-to-left page. */
const MIRRORED = 'rtl:-scale-x-100';

function icon(name: string, drawing: ReactNode, look: IconProps, mirrored = false) {
  function Icon(props: IconProps) {
    const className = mirrored ? `${MIRRORED} ${props.className ?? ''}`.trim() : props.className;
    return (
      <svg {...frame} {...look} {...props} className={className}>
        {drawing}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/** One mark of a line icon: a path (its `d`), a circle or a rounded rectangle. */
type Mark = string | { cx: number; cy: number; r: number } | { x: number; y: number; width: number; height: number; rx: number };

export function circle(cx: number, cy: number, r: number): Mark {
  return { cx, cy, r };
}

export function rect(x: number, y: number, width: number, height: number, rx: number): Mark {
  return { x, y, width, height, rx };
}

/**
 * A line icon: its marks, and a bolder (or finer) stroke than the frame's
 * where it needs one; one that points is mirrored on a right-to-left page
 * (one that does not, the cart or a phone, stays).
 */
export type Line = { shapes: readonly Mark[]; strokeWidth?: number; mirrored?: boolean };

function drawMark(mark: Mark, index: number) {
  if (typeof mark === 'string') {
    return <path key={index} d={mark} />;
  }
  return 'r' in mark ? <circle key={index} {...mark} /> : <rect key={index} {...mark} />;
}

const lines = {
  SearchIcon: { shapes: [circle(11, 11, 6.5), 'm16 16 4.5 4.5'] },
  BagIcon: { shapes: ['M5.5 8h13l-1 12.5h-11z', 'M9 10.5V7a3 3 0 0 1 6 0v3.5'] },
  UserIcon: { shapes: [circle(12, 8, 3.75), 'M4.75 20.25c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5'] },
  HomeIcon: { shapes: ['M3.75 10.5 12 3.75l8.25 6.75', 'M5.75 9v11.25h12.5V9', 'M10 20.25v-5.5h4v5.5'] },
  DressIcon: { shapes: ['M9.25 3.25 10 7.5 6 20.75h12L14 7.5l.75-4.25', 'M10 7.5h4', 'M9.25 3.25c.9 1 1.8 1.5 2.75 1.5s1.85-.5 2.75-1.5'] },
  ApplianceIcon: { shapes: [rect(4.25, 3.25, 15.5, 17.5, 2), 'M4.25 7.5h15.5', circle(12, 14, 4), 'M7.25 5.4h.01M9.75 5.4h.01'] },
  GridIcon: { shapes: [rect(3.75, 3.75, 7, 7, 1.5), rect(13.25, 3.75, 7, 7, 1.5), rect(3.75, 13.25, 7, 7, 1.5), rect(13.25, 13.25, 7, 7, 1.5)] },
  // Scissors: tailoring.
  ScissorsIcon: { shapes: [circle(6, 6, 3), circle(6, 18, 3), 'M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12'] },
  CloseIcon: { shapes: ['M6 6l12 12M18 6 6 18'] },
  PhoneIcon: { shapes: ['M5.25 3.75h3.1l1.55 4.1-2.05 1.3a11.5 11.5 0 0 0 5 5l1.3-2.05 4.1 1.55v3.1a2 2 0 0 1-2.15 2A16.5 16.5 0 0 1 3.25 5.9a2 2 0 0 1 2-2.15z'] },
  ChatIcon: { shapes: ['M20.25 11.6a8.1 8.1 0 0 1-11.9 7.15L3.75 20.25l1.5-4.45A8.1 8.1 0 1 1 20.25 11.6z', 'M9 10.25c.4 1.9 2.3 3.9 4.5 4.5l1.25-1.25 1.75.75'] },
  MapPinIcon: { shapes: ['M12 21s-6.75-6.1-6.75-11.25a6.75 6.75 0 0 1 13.5 0C18.75 14.9 12 21 12 21z', circle(12, 9.75, 2.5)] },
  ExternalIcon: { shapes: ['M13.75 4.75h5.5v5.5M19.25 4.75 11 13', 'M17.25 13.5v4.25a1.5 1.5 0 0 1-1.5 1.5h-9.5a1.5 1.5 0 0 1-1.5-1.5v-9.5a1.5 1.5 0 0 1 1.5-1.5h4.25'], mirrored: true },
} satisfies Record<string, Line>;

function lineIcon(name: string, { shapes, strokeWidth, mirrored }: Line) {
  return icon(name, shapes.map(drawMark), strokeWidth === undefined ? stroked : { ...stroked, strokeWidth }, mirrored);
}

/** The icons of a table of line icons, by name. */
export function lineIconsOf<T extends Record<string, Line>>(table: T): Record<keyof T, ReturnType<typeof lineIcon>> {
  return Object.fromEntries(Object.entries(table).map(([name, line]) => [name, lineIcon(name, line)])) as Record<keyof T, ReturnType<typeof lineIcon>>;
}

export const {
  SearchIcon,
  BagIcon,
  UserIcon,
  HomeIcon,
  DressIcon,
  ApplianceIcon,
  GridIcon,
  ScissorsIcon,
  CloseIcon,
  PhoneIcon,
  ChatIcon,
  MapPinIcon,
  ExternalIcon,
} = lineIconsOf(lines);


/** Brand glyphs of the social networks, filled in currentColor. */
function filledIcon(name: string, drawing: ReactNode) {
  return icon(name, drawing, { fill: 'currentColor' });
}

export const FacebookIcon = filledIcon('FacebookIcon', <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />);

export const InstagramIcon = filledIcon(
  'InstagramIcon',
  <>
    <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM16.8 6.1a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z" />
    <path d="M12 3c-2.4 0-2.7 0-3.7.1-1 0-1.6.2-2.2.4-.6.2-1.1.6-1.6 1.1-.5.5-.8 1-1.1 1.6-.2.6-.4 1.2-.4 2.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c0 1 .2 1.6.4 2.2.2.6.6 1.1 1.1 1.6.5.5 1 .8 1.6 1.1.6.2 1.2.4 2.2.4 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c1 0 1.6-.2 2.2-.4.6-.2 1.1-.6 1.6-1.1.5-.5.8-1 1.1-1.6.2-.6.4-1.2.4-2.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c0-1-.2-1.6-.4-2.2-.2-.6-.6-1.1-1.1-1.6-.5-.5-1-.8-1.6-1.1-.6-.2-1.2-.4-2.2-.4C14.7 3 14.4 3 12 3zm0 1.6c2.4 0 2.6 0 3.6.1.9 0 1.4.2 1.7.3.4.2.7.4 1 .7.3.3.5.6.7 1 .1.3.3.8.3 1.7.1.9.1 1.2.1 3.6s0 2.6-.1 3.6c0 .9-.2 1.4-.3 1.7-.2.4-.4.7-.7 1-.3.3-.6.5-1 .7-.3.1-.8.3-1.7.3-.9.1-1.2.1-3.6.1s-2.6 0-3.6-.1c-.9 0-1.4-.2-1.7-.3-.4-.2-.7-.4-1-.7-.3-.3-.5-.6-.7-1-.1-.3-.3-.8-.3-1.7-.1-.9-.1-1.2-.1-3.6s0-2.6.1-3.6c0-.9.2-1.4.3-1.7.2-.4.4-.7.7-1 .3-.3.6-.5 1-.7.3-.1.8-.3 1.7-.3.9-.1 1.2-.1 3.6-.1z" />
  </>,
);

export const TwitterIcon = filledIcon('TwitterIcon', <path d="M17.6 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2 3.5h6.2l4.3 5.8zm-1 16.2h1.7L7.5 5.2H5.7z" />);
