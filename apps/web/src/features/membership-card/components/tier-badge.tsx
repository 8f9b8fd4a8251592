// The membership's tier as its logo: SPC in the brand's blue, SPC+ (the bank's co-branded tier) in
// navy with the gold plus, as the header's logos draw them.
import type { MembershipCard } from '@spc/domain/membership';

export function TierBadge({ tier, label }: { tier: MembershipCard['tier']; label: string }) {
  const plus = tier === 'spc_plus';
  return (
    <svg viewBox="0 0 72 40" width="72" height="40" role="img" aria-label={label} data-tier={tier}>
      <rect width="72" height="40" rx="10" fill={plus ? '#0f172a' : '#1d3fbb'} />
      <path d="M14 30c12 4 32 4 44 0" fill="none" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
      <text x="36" y="24" textAnchor="middle" fontSize="17" fontWeight="800" fill="#fff" fontFamily="inherit">
        SPC
        {plus ? (
          <tspan fill="#fbbf24" dx="1">
            +
          </tspan>
        ) : null}
      </text>
    </svg>
  );
}
