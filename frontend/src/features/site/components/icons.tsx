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
