// The congratulations modal's image (spec §2: "an image and a button"): a gift with confetti, drawn
// inline so it needs no upload and scales with the text. Decoration: the text says it all.
export function Celebration() {
  return (
    <svg viewBox="0 0 240 120" className="mx-auto my-4 h-32 w-auto" aria-hidden="true" focusable="false">
      <circle cx="30" cy="22" r="4" fill="#f59e0b" />
      <circle cx="212" cy="28" r="3" fill="#3b82f6" />
      <circle cx="196" cy="102" r="4" fill="#ef4444" />
      <circle cx="46" cy="100" r="3" fill="#10b981" />
      <path d="M60 40l6 10M180 36l-6 10M52 70h10M178 70h10" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
      <rect x="84" y="52" width="72" height="54" rx="6" fill="#c8102e" />
      <rect x="78" y="40" width="84" height="18" rx="4" fill="#ef4444" />
      <rect x="114" y="40" width="12" height="66" fill="#fbbf24" />
      <path
        d="M120 40c-14-22-34-10-22 0M120 40c14-22 34-10 22 0"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}
