// The SPC logos of spec §2 "Header", as inline SVG (no request, crisp at any size): the standard logo
// with its compact mobile variant, and the SPC+ logo for bank-linked members. Decorative: the home
// link around them carries the name.
type LogoVariant = 'standard' | 'plus';

function Wordmark({ variant }: { variant: LogoVariant }) {
  const plus = variant === 'plus';
  const ink = plus ? '#0f172a' : '#1d3fbb';
  return (
    <svg viewBox="0 0 100 40" width="100" height="40" aria-hidden="true" focusable="false">
      <text x="2" y="28" fontSize="30" fontWeight="900" letterSpacing="-1" fill={ink} fontFamily="inherit">
        SPC
        {plus ? (
          <tspan fill="#d97706" dx="2">
            +
          </tspan>
        ) : null}
      </text>
      <path d="M4 34c18 5 42 5 60 0" fill="none" stroke="#fbbf24" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

function Mark({ variant }: { variant: LogoVariant }) {
  const plus = variant === 'plus';
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={plus ? '#0f172a' : '#1d3fbb'} />
      <path d="M9 27c6 4 16 4 22 0" fill="none" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
      <text x="20" y="22" textAnchor="middle" fontSize="15" fontWeight="800" fill="#fff" fontFamily="inherit">
        {plus ? 'SPC+' : 'SPC'}
      </text>
    </svg>
  );
}

/** The standard logo from tablet width up, the compact mark on phones (spec §9: mobile up to 500). */
export function Logo({ variant = 'standard' }: { variant?: LogoVariant }) {
  return (
    <span className="inline-flex items-center" data-logo={variant}>
      <span className="tablet:hidden">
        <Mark variant={variant} />
      </span>
      <span className="hidden tablet:inline">
        <Wordmark variant={variant} />
      </span>
    </span>
  );
}
