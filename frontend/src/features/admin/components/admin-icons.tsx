// Icons of the admin area: stroke icons on a 24px grid in currentColor,
// hidden from assistive technology (their controls carry the names).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V7.75a3.5 3.5 0 0 1 7 0v2.75" />
      <path d="M12 14.5v2" />
    </StrokeIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </StrokeIcon>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 4.75H7.25a2 2 0 0 0-2 2v10.5a2 2 0 0 0 2 2H14" />
      <path d="M10.5 12h9.25M16.75 8.75 20 12l-3.25 3.25" />
    </StrokeIcon>
  );
}

/** Six dots: a handle to drag a row by. */
export function DragHandleIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={3} {...props}>
      <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
    </StrokeIcon>
  );
}

/** A picture frame: where a category or product has no image. */
export function ImagePlaceholderIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="m20 16-4.5-4.5L7 19" />
    </StrokeIcon>
  );
}

/** A magnifying glass: search. */
export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="6.25" />
      <path d="m20 20-4.5-4.5" />
    </StrokeIcon>
  );
}

/** An arrow into a tray: download a file. */
export function DownloadIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 4.5v10.25M7.75 10.5 12 14.75l4.25-4.25" />
      <path d="M5 15.5v2.25a1.75 1.75 0 0 0 1.75 1.75h10.5A1.75 1.75 0 0 0 19 17.75V15.5" />
    </StrokeIcon>
  );
}

/** A speech bubble: message someone (WhatsApp). */
export function ChatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20 11.5a7.75 7.75 0 0 1-11.4 6.85L4.5 19.5l1.2-3.85A7.75 7.75 0 1 1 20 11.5Z" />
    </StrokeIcon>
  );
}
