// The shop's logo, drawn in its own colours (the icons of ui/icons take the
// text's colour); hidden from assistive technology like them, as the link or
// heading beside it names the shop.
import type { SVGProps } from 'react';

/** The brand mark: a dhoni (the Maldivian sailing boat) on a wave. */
export function DhoniMark(props: SVGProps<SVGSVGElement>) {
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
