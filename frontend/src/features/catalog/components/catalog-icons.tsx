// Inline SVG icons of the catalogue's screens (features keep their own; see
// ESLint's boundaries): stroke icons on a 24px grid in currentColor, hidden
// from assistive technology (the controls around them carry the names).
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

export function FilterIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6.5h16M7 12h10M10 17.5h4" />
    </StrokeIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2.5} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
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

export function MinusIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} {...props}>
      <path d="M5.5 12h13" />
    </StrokeIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} {...props}>
      <path d="M12 5.5v13M5.5 12h13" />
    </StrokeIcon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />
    </StrokeIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4.5 12h15M13.5 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2.75 6.25h11v9.5h-11zM13.75 9.75h4l3.5 3.5v2.5h-7.5" />
      <circle cx="7" cy="17.5" r="1.75" />
      <circle cx="17.25" cy="17.5" r="1.75" />
    </StrokeIcon>
  );
}

export function CashIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2.75" y="6.25" width="18.5" height="11.5" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v.01M18 14.5v.01" />
    </StrokeIcon>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3.25 4.75 6v5.5c0 4.4 3 7.9 7.25 9.25 4.25-1.35 7.25-4.85 7.25-9.25V6z" />
      <path d="m9 12 2.25 2.25L15.5 10" />
    </StrokeIcon>
  );
}

/** A hanger: the stand-in for a product or category without a picture. */
export function HangerIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={1.25} {...props}>
      <path d="M12 8.5V7.25a1.75 1.75 0 1 1 1.75-1.75" />
      <path d="M12 8.5 3.5 14.75c-.75.55-.35 1.75.6 1.75h15.8c.95 0 1.35-1.2.6-1.75z" />
    </StrokeIcon>
  );
}
