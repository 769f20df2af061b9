// The item count over a cart icon. The number is decoration; screen readers
// get the count through the element named by descriptionId, which the cart
// link references with aria-describedby. That element is hidden, so it adds
// nothing to the link's name ("Cart") but still describes it.
import { useT } from '@/i18n/use-t';

type CartCountBadgeProps = {
  count: number;
  descriptionId: string;
  className?: string;
};

export function cartBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function CartCountBadge({ count, descriptionId, className = '' }: CartCountBadgeProps) {
  const t = useT();
  if (count <= 0) {
    return null;
  }
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="cart-badge"
        className={`pointer-events-none absolute flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white ${className}`}
      >
        {cartBadgeText(count)}
      </span>
      <span id={descriptionId} hidden>
        {t('site.cartItems', { count })}
      </span>
    </>
  );
}
