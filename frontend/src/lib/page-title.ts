// The text of the browser tab for a screen: "Home · Dhoni".

export const SHOP_NAME = 'Dhoni';

export function pageTitle(screen: string): string {
  const name = screen.trim();
  return name === '' ? SHOP_NAME : `${name} · ${SHOP_NAME}`;
}
