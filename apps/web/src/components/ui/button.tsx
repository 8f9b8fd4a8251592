// The one place for button looks (primary, secondary, ghost, inverse, icon), used by <button>s and by
// links styled as buttons: `<Link className={buttonClasses({ variant: 'primary' })}>`.
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'icon';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700',
  ghost: 'text-slate-800 hover:bg-slate-100 hover:text-brand-700',
  // On the brand gradient (home hero).
  inverse: 'bg-white text-brand-700 shadow hover:bg-brand-50 focus-visible:outline-white',
  icon: 'text-slate-700 hover:bg-slate-100 hover:text-brand-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-5 py-2.5 text-base',
  lg: 'px-6 py-3 text-base',
};

/** Classes for a button look. `pill` rounds fully; otherwise the radius follows the size. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  pill = false,
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; pill?: boolean; className?: string } = {}): string {
  const sizing = variant === 'icon' ? 'size-11 p-0' : sizes[size];
  const radius = pill ? 'rounded-full' : size === 'lg' ? 'rounded-xl' : 'rounded-lg';
  return `${base} ${variants[variant]} ${sizing} ${radius} ${className}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
