// The saved feature's icons (24 px grid, currentColor), decorative: the button around them is named.
import type { SVGProps } from 'react';

const common = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A heart, filled when the item is a favourite. */
export function HeartIcon({ filled = false, ...props }: SVGProps<SVGSVGElement> & { filled?: boolean }) {
  return (
    <svg {...common} fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
    </svg>
  );
}

/** A bookmark with a plus: save to a list. */
export function SaveToListIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...common} fill="none" {...props}>
      <path d="M6 3.5h12v17l-6-4-6 4z" />
      <path d="M12 7.5v5M9.5 10h5" />
    </svg>
  );
}
