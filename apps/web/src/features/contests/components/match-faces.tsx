// The match game's six winter pictures, drawn inline (no emoji font needed, crisp at any size).
// Decoration: each card's label names its picture.
import type { MatchFace } from '@spc/domain/contests';
import type { ReactNode } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const ART: Record<MatchFace, ReactNode> = {
  snowflake: (
    <g {...stroke} className="text-sky-600">
      <path d="M32 8v48M11 20l42 24M11 44l42-24" />
      <path d="M26 12l6 6 6-6M26 52l6-6 6 6M12 28l8-2-2-8M52 36l-8 2 2 8M12 36l8 2-2 8M52 28l-8-2 2-8" />
    </g>
  ),
  mitten: (
    <g>
      <path d="M22 52V24a12 12 0 0 1 24 0v10l6-6a4 4 0 0 1 6 6l-12 14v4z" fill="#dc2626" />
      <rect x="20" y="48" width="28" height="8" rx="2" fill="#f8fafc" stroke="#94a3b8" strokeWidth="2" />
    </g>
  ),
  skate: (
    <g>
      <path
        d="M16 10h14v20l16 6a6 6 0 0 1 4 6v4H16z"
        fill="#f8fafc"
        stroke="#334155"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M12 52h40a4 4 0 0 0 4-4" fill="none" stroke="#64748b" strokeWidth="3" strokeLinecap="round" />
      <path d="M22 46v6M44 46v6" stroke="#64748b" strokeWidth="3" />
    </g>
  ),
  scarf: (
    <g>
      <path d="M10 18c8-6 36-6 44 0v10c-8-6-36-6-44 0z" fill="#2563eb" />
      <path d="M36 26h10v28H36z" fill="#2563eb" />
      <path d="M36 34h10M36 42h10" stroke="#fbbf24" strokeWidth="3" />
      <path d="M38 54v4M42 54v4M46 54v4" stroke="#2563eb" strokeWidth="2" strokeLinecap="round" />
    </g>
  ),
  snowman: (
    <g>
      <circle cx="32" cy="44" r="14" fill="#f8fafc" stroke="#94a3b8" strokeWidth="2" />
      <circle cx="32" cy="22" r="10" fill="#f8fafc" stroke="#94a3b8" strokeWidth="2" />
      <path d="M22 12h20M26 12V4h12v8" fill="#1e293b" stroke="#1e293b" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="28" cy="20" r="1.5" fill="#1e293b" />
      <circle cx="36" cy="20" r="1.5" fill="#1e293b" />
      <path d="M32 24l7 2-7 1z" fill="#f97316" />
      <circle cx="32" cy="40" r="1.5" fill="#1e293b" />
      <circle cx="32" cy="47" r="1.5" fill="#1e293b" />
    </g>
  ),
  cocoa: (
    <g>
      <path d="M14 28h30v18a10 10 0 0 1-10 10H24a10 10 0 0 1-10-10z" fill="#92400e" />
      <path d="M44 32h4a6 6 0 0 1 0 12h-4" fill="none" stroke="#92400e" strokeWidth="4" />
      <path d="M22 20c-3-4 3-6 0-10M30 20c-3-4 3-6 0-10M38 20c-3-4 3-6 0-10" {...stroke} className="text-slate-400" />
    </g>
  ),
};

export function MatchFaceArt({ face }: { face: MatchFace }) {
  return (
    <svg viewBox="0 0 64 64" className="size-3/5" aria-hidden="true" focusable="false">
      {ART[face]}
    </svg>
  );
}
