// Inline SVG icons for the site chrome: stroke icons on a 24px grid, drawn in
// currentColor and hidden from assistive technology (their links carry names).
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

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </StrokeIcon>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5.5 8h13l-1 12.5h-11z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </StrokeIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8" r="3.75" />
      <path d="M4.75 20.25c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
    </StrokeIcon>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3.75 10.5 12 3.75l8.25 6.75" />
      <path d="M5.75 9v11.25h12.5V9" />
      <path d="M10 20.25v-5.5h4v5.5" />
    </StrokeIcon>
  );
}

export function DressIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9.25 3.25 10 7.5 6 20.75h12L14 7.5l.75-4.25" />
      <path d="M10 7.5h4" />
      <path d="M9.25 3.25c.9 1 1.8 1.5 2.75 1.5s1.85-.5 2.75-1.5" />
    </StrokeIcon>
  );
}

export function ApplianceIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4.25" y="3.25" width="15.5" height="17.5" rx="2" />
      <path d="M4.25 7.5h15.5" />
      <circle cx="12" cy="14" r="4" />
      <path d="M7.25 5.4h.01M9.75 5.4h.01" />
    </StrokeIcon>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3.75" y="3.75" width="7" height="7" rx="1.5" />
      <rect x="13.25" y="3.75" width="7" height="7" rx="1.5" />
      <rect x="3.75" y="13.25" width="7" height="7" rx="1.5" />
      <rect x="13.25" y="13.25" width="7" height="7" rx="1.5" />
    </StrokeIcon>
  );
}

/** Scissors: tailoring. */
export function ScissorsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="6" cy="6" r="3" />
      <circle cx="6" cy="18" r="3" />
      <path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

/** The brand mark: a dhoni (the Maldivian sailing boat) on a wave. */
export function DhoniMark(props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect width="32" height="32" rx="9" fill="#0f5e6b" />
      <path d="M16 6.5v11.5" stroke="#f8f1e4" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16.8 7.5c3.4 2.4 5.2 5.6 5.6 9.7h-5.6z" fill="#f4b6c2" />
      <path d="M8 18.5h16.5l-2.2 3.2H10.4z" fill="#f8f1e4" />
      <path
        d="M6 25c2.2 0 2.2-1.5 4.4-1.5s2.2 1.5 4.4 1.5 2.2-1.5 4.4-1.5 2.2 1.5 4.4 1.5"
        fill="none"
        stroke="#aed9df"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5.25 3.75h3.1l1.55 4.1-2.05 1.3a11.5 11.5 0 0 0 5 5l1.3-2.05 4.1 1.55v3.1a2 2 0 0 1-2.15 2A16.5 16.5 0 0 1 3.25 5.9a2 2 0 0 1 2-2.15z" />
    </StrokeIcon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20.25 11.6a8.1 8.1 0 0 1-11.9 7.15L3.75 20.25l1.5-4.45A8.1 8.1 0 1 1 20.25 11.6z" />
      <path d="M9 10.25c.4 1.9 2.3 3.9 4.5 4.5l1.25-1.25 1.75.75" />
    </StrokeIcon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 21s-6.75-6.1-6.75-11.25a6.75 6.75 0 0 1 13.5 0C18.75 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.75" r="2.5" />
    </StrokeIcon>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M13.75 4.75h5.5v5.5M19.25 4.75 11 13" />
      <path d="M17.25 13.5v4.25a1.5 1.5 0 0 1-1.5 1.5h-9.5a1.5 1.5 0 0 1-1.5-1.5v-9.5a1.5 1.5 0 0 1 1.5-1.5h4.25" />
    </StrokeIcon>
  );
}

/** Brand glyphs of the social networks, filled in currentColor. */
function FilledIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <FilledIcon {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />
    </FilledIcon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <FilledIcon {...props}>
      <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM16.8 6.1a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z" />
      <path d="M12 3c-2.4 0-2.7 0-3.7.1-1 0-1.6.2-2.2.4-.6.2-1.1.6-1.6 1.1-.5.5-.8 1-1.1 1.6-.2.6-.4 1.2-.4 2.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c0 1 .2 1.6.4 2.2.2.6.6 1.1 1.1 1.6.5.5 1 .8 1.6 1.1.6.2 1.2.4 2.2.4 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c1 0 1.6-.2 2.2-.4.6-.2 1.1-.6 1.6-1.1.5-.5.8-1 1.1-1.6.2-.6.4-1.2.4-2.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c0-1-.2-1.6-.4-2.2-.2-.6-.6-1.1-1.1-1.6-.5-.5-1-.8-1.6-1.1-.6-.2-1.2-.4-2.2-.4C14.7 3 14.4 3 12 3zm0 1.6c2.4 0 2.6 0 3.6.1.9 0 1.4.2 1.7.3.4.2.7.4 1 .7.3.3.5.6.7 1 .1.3.3.8.3 1.7.1.9.1 1.2.1 3.6s0 2.6-.1 3.6c0 .9-.2 1.4-.3 1.7-.2.4-.4.7-.7 1-.3.3-.6.5-1 .7-.3.1-.8.3-1.7.3-.9.1-1.2.1-3.6.1s-2.6 0-3.6-.1c-.9 0-1.4-.2-1.7-.3-.4-.2-.7-.4-1-.7-.3-.3-.5-.6-.7-1-.1-.3-.3-.8-.3-1.7-.1-.9-.1-1.2-.1-3.6s0-2.6.1-3.6c0-.9.2-1.4.3-1.7.2-.4.4-.7.7-1 .3-.3.6-.5 1-.7.3-.1.8-.3 1.7-.3.9-.1 1.2-.1 3.6-.1z" />
    </FilledIcon>
  );
}

export function TwitterIcon(props: IconProps) {
  return (
    <FilledIcon {...props}>
      <path d="M17.6 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2 3.5h6.2l4.3 5.8zm-1 16.2h1.7L7.5 5.2H5.7z" />
    </FilledIcon>
  );
}
