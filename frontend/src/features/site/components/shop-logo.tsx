// The owner's logo (settings.branding.logoUrl) where the header and the
// splash screen show the shop's name: the picture while it loads, or what
// stands in for it (the Dhoni mark and the name) when there is none or it
// fails to load.
import { type ReactNode, useState } from 'react';

import { SHOP_NAME } from '@/lib/page-head';

type ShopLogoProps = {
  /** The logo's address; blank for none. */
  src: string;
  /** The picture's size and fit. */
  imageClassName: string;
  /** What shows without a logo that loads. */
  children: ReactNode;
};

export function ShopLogo({ src, imageClassName, children }: ShopLogoProps) {
  // The address of a logo that failed to load: another address is tried again.
  const [broken, setBroken] = useState<string | null>(null);
  const logo = src.trim();
  if (logo === '' || broken === logo) {
    return children;
  }
  return (
    <img
      src={logo}
      alt={SHOP_NAME}
      onError={() => {
        setBroken(logo);
      }}
      className={imageClassName}
    />
  );
}
