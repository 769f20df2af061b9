// The looks of the app's buttons (and of links that act as buttons): round,
// ocean for the main action, outlined for the others, rose for a deletion.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ocean-700 text-white hover:bg-ocean-800 disabled:cursor-wait disabled:bg-ink-500',
  secondary: 'border border-ink-300 bg-white text-ink-800 hover:bg-sand-100 disabled:cursor-wait disabled:text-ink-500',
  danger: 'border border-rose-300 bg-white text-rose-700 hover:bg-rose-50 disabled:cursor-wait disabled:opacity-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-10 px-4',
  md: 'h-11 px-6',
  lg: 'h-12 px-6',
};

/** The classes of a button of this variant and size; `extra` adds layout (margins, widths). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors ${sizes[size]} ${variants[variant]}${
    extra === '' ? '' : ` ${extra}`
  }`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button that does not submit a form unless told to (type="submit"). */
export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

type SubmitButtonProps = {
  /** True while the form's request runs: the button waits and says so. */
  busy: boolean;
  /** What it says meanwhile: "Sending...". */
  busyLabel: string;
  size?: ButtonSize;
  /** Layout (margins, widths). */
  className?: string;
  children: ReactNode;
};

/** A form's main button: submits, then waits with busyLabel until the answer. */
export function SubmitButton({ busy, busyLabel, size = 'md', className = '', children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} className={buttonClass('primary', size, className)}>
      {busy ? busyLabel : children}
    </button>
  );
}

type IconButtonProps = {
  /** What the button does, for screen readers ("Close filters"). */
  label: string;
  onClick: () => void;
  /** Its size and colours. */
  className: string;
  ref?: Ref<HTMLButtonElement>;
  /** The icon. */
  children: ReactNode;
};

/** A round button that shows only an icon: the close and dismiss buttons. */
export function IconButton({ label, onClick, className, ref, children }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`inline-flex items-center justify-center rounded-full ${className}`}
    >
      {children}
    </button>
  );
}
