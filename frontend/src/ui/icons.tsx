// The app's one icon set: inline SVG on a 24px grid in currentColor, hidden
// from assistive technology (the links and buttons around them carry the
// names). Stroke icons share one frame; the social networks' glyphs are filled.
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

function icon(name: string, drawing: ReactNode, look: IconProps) {
  function Icon(props: IconProps) {
    return (
      <svg {...frame} {...look} {...props}>
        {drawing}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/** A line icon; `look` changes the frame's defaults (a bolder stroke). */
function strokeIcon(name: string, drawing: ReactNode, look: IconProps = {}) {
  return icon(name, drawing, { ...stroked, ...look });
}

/** Brand glyphs of the social networks, filled in currentColor. */
function filledIcon(name: string, drawing: ReactNode) {
  return icon(name, drawing, { fill: 'currentColor' });
}

export const SearchIcon = strokeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);

export const BagIcon = strokeIcon(
  'BagIcon',
  <>
    <path d="M5.5 8h13l-1 12.5h-11z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </>,
);

export const UserIcon = strokeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="3.75" />
    <path d="M4.75 20.25c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
  </>,
);

export const HomeIcon = strokeIcon(
  'HomeIcon',
  <>
    <path d="M3.75 10.5 12 3.75l8.25 6.75" />
    <path d="M5.75 9v11.25h12.5V9" />
    <path d="M10 20.25v-5.5h4v5.5" />
  </>,
);

export const DressIcon = strokeIcon(
  'DressIcon',
  <>
    <path d="M9.25 3.25 10 7.5 6 20.75h12L14 7.5l.75-4.25" />
    <path d="M10 7.5h4" />
    <path d="M9.25 3.25c.9 1 1.8 1.5 2.75 1.5s1.85-.5 2.75-1.5" />
  </>,
);

export const ApplianceIcon = strokeIcon(
  'ApplianceIcon',
  <>
    <rect x="4.25" y="3.25" width="15.5" height="17.5" rx="2" />
    <path d="M4.25 7.5h15.5" />
    <circle cx="12" cy="14" r="4" />
    <path d="M7.25 5.4h.01M9.75 5.4h.01" />
  </>,
);

export const GridIcon = strokeIcon(
  'GridIcon',
  <>
    <rect x="3.75" y="3.75" width="7" height="7" rx="1.5" />
    <rect x="13.25" y="3.75" width="7" height="7" rx="1.5" />
    <rect x="3.75" y="13.25" width="7" height="7" rx="1.5" />
    <rect x="13.25" y="13.25" width="7" height="7" rx="1.5" />
  </>,
);

/** Scissors: tailoring. */
export const ScissorsIcon = strokeIcon(
  'ScissorsIcon',
  <>
    <circle cx="6" cy="6" r="3" />
    <circle cx="6" cy="18" r="3" />
    <path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12" />
  </>,
);

export const CloseIcon = strokeIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const PhoneIcon = strokeIcon('PhoneIcon', <path d="M5.25 3.75h3.1l1.55 4.1-2.05 1.3a11.5 11.5 0 0 0 5 5l1.3-2.05 4.1 1.55v3.1a2 2 0 0 1-2.15 2A16.5 16.5 0 0 1 3.25 5.9a2 2 0 0 1 2-2.15z" />);

export const ChatIcon = strokeIcon(
  'ChatIcon',
  <>
    <path d="M20.25 11.6a8.1 8.1 0 0 1-11.9 7.15L3.75 20.25l1.5-4.45A8.1 8.1 0 1 1 20.25 11.6z" />
    <path d="M9 10.25c.4 1.9 2.3 3.9 4.5 4.5l1.25-1.25 1.75.75" />
  </>,
);

export const MapPinIcon = strokeIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-6.75-6.1-6.75-11.25a6.75 6.75 0 0 1 13.5 0C18.75 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.75" r="2.5" />
  </>,
);

export const ExternalIcon = strokeIcon(
  'ExternalIcon',
  <>
    <path d="M13.75 4.75h5.5v5.5M19.25 4.75 11 13" />
    <path d="M17.25 13.5v4.25a1.5 1.5 0 0 1-1.5 1.5h-9.5a1.5 1.5 0 0 1-1.5-1.5v-9.5a1.5 1.5 0 0 1 1.5-1.5h4.25" />
  </>,
);

export const FacebookIcon = filledIcon('FacebookIcon', <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />);

export const InstagramIcon = filledIcon(
  'InstagramIcon',
  <>
    <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM16.8 6.1a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z" />
    <path d="M12 3c-2.4 0-2.7 0-3.7.1-1 0-1.6.2-2.2.4-.6.2-1.1.6-1.6 1.1-.5.5-.8 1-1.1 1.6-.2.6-.4 1.2-.4 2.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c0 1 .2 1.6.4 2.2.2.6.6 1.1 1.1 1.6.5.5 1 .8 1.6 1.1.6.2 1.2.4 2.2.4 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c1 0 1.6-.2 2.2-.4.6-.2 1.1-.6 1.6-1.1.5-.5.8-1 1.1-1.6.2-.6.4-1.2.4-2.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c0-1-.2-1.6-.4-2.2-.2-.6-.6-1.1-1.1-1.6-.5-.5-1-.8-1.6-1.1-.6-.2-1.2-.4-2.2-.4C14.7 3 14.4 3 12 3zm0 1.6c2.4 0 2.6 0 3.6.1.9 0 1.4.2 1.7.3.4.2.7.4 1 .7.3.3.5.6.7 1 .1.3.3.8.3 1.7.1.9.1 1.2.1 3.6s0 2.6-.1 3.6c0 .9-.2 1.4-.3 1.7-.2.4-.4.7-.7 1-.3.3-.6.5-1 .7-.3.1-.8.3-1.7.3-.9.1-1.2.1-3.6.1s-2.6 0-3.6-.1c-.9 0-1.4-.2-1.7-.3-.4-.2-.7-.4-1-.7-.3-.3-.5-.6-.7-1-.1-.3-.3-.8-.3-1.7-.1-.9-.1-1.2-.1-3.6s0-2.6.1-3.6c0-.9.2-1.4.3-1.7.2-.4.4-.7.7-1 .3-.3.6-.5 1-.7.3-.1.8-.3 1.7-.3.9-.1 1.2-.1 3.6-.1z" />
  </>,
);

export const TwitterIcon = filledIcon('TwitterIcon', <path d="M17.6 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2 3.5h6.2l4.3 5.8zm-1 16.2h1.7L7.5 5.2H5.7z" />);

export const FilterIcon = strokeIcon('FilterIcon', <path d="M4 6.5h16M7 12h10M10 17.5h4" />);

export const CheckIcon = strokeIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />, { strokeWidth: 2.5 });

export const MinusIcon = strokeIcon('MinusIcon', <path d="M5.5 12h13" />, { strokeWidth: 2 });

export const PlusIcon = strokeIcon('PlusIcon', <path d="M12 5.5v13M5.5 12h13" />, { strokeWidth: 2 });

export const ChevronRightIcon = strokeIcon('ChevronRightIcon', <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />);

export const ArrowRightIcon = strokeIcon('ArrowRightIcon', <path d="M4.5 12h15M13.5 6l6 6-6 6" />);

export const TruckIcon = strokeIcon(
  'TruckIcon',
  <>
    <path d="M2.75 6.25h11v9.5h-11zM13.75 9.75h4l3.5 3.5v2.5h-7.5" />
    <circle cx="7" cy="17.5" r="1.75" />
    <circle cx="17.25" cy="17.5" r="1.75" />
  </>,
);

export const CashIcon = strokeIcon(
  'CashIcon',
  <>
    <rect x="2.75" y="6.25" width="18.5" height="11.5" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v.01M18 14.5v.01" />
  </>,
);

export const ShieldIcon = strokeIcon(
  'ShieldIcon',
  <>
    <path d="M12 3.25 4.75 6v5.5c0 4.4 3 7.9 7.25 9.25 4.25-1.35 7.25-4.85 7.25-9.25V6z" />
    <path d="m9 12 2.25 2.25L15.5 10" />
  </>,
);

/** A hanger: the stand-in for a product or category without a picture. */
export const HangerIcon = strokeIcon(
  'HangerIcon',
  <>
    <path d="M12 8.5V7.25a1.75 1.75 0 1 1 1.75-1.75" />
    <path d="M12 8.5 3.5 14.75c-.75.55-.35 1.75.6 1.75h15.8c.95 0 1.35-1.2.6-1.75z" />
  </>, { strokeWidth: 1.25 },
);

export const TrashIcon = strokeIcon('TrashIcon', <path d="M4.5 7h15M10 11v6M14 11v6M6.5 7l.8 12.2a1 1 0 0 0 1 .8h7.4a1 1 0 0 0 1-.8L17.5 7M9.5 7V4.8a.8.8 0 0 1 .8-.8h3.4a.8.8 0 0 1 .8.8V7" />);

export const LockIcon = strokeIcon(
  'LockIcon',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7.75a3.5 3.5 0 0 1 7 0v2.75" />
    <path d="M12 14.5v2" />
  </>,
);

export const MenuIcon = strokeIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);

export const LogoutIcon = strokeIcon(
  'LogoutIcon',
  <>
    <path d="M14 4.75H7.25a2 2 0 0 0-2 2v10.5a2 2 0 0 0 2 2H14" />
    <path d="M10.5 12h9.25M16.75 8.75 20 12l-3.25 3.25" />
  </>,
);

/** Six dots: a handle to drag a row by. */
export const DragHandleIcon = strokeIcon('DragHandleIcon', <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />, { strokeWidth: 3 });

/** A picture frame: where a category or product has no image. */
export const ImagePlaceholderIcon = strokeIcon(
  'ImagePlaceholderIcon',
  <>
    <rect x="4" y="5" width="16" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="m20 16-4.5-4.5L7 19" />
  </>,
);

/** An arrow into a tray: download a file. */
export const DownloadIcon = strokeIcon(
  'DownloadIcon',
  <>
    <path d="M12 4.5v10.25M7.75 10.5 12 14.75l4.25-4.25" />
    <path d="M5 15.5v2.25a1.75 1.75 0 0 0 1.75 1.75h10.5A1.75 1.75 0 0 0 19 17.75V15.5" />
  </>,
);
