// What a form says about itself rather than about one field: the summary of what to fix (it takes the
// focus when a submit fails, each entry a link to its field) and a message about the whole form.
import { useEffect, useRef, type ReactNode } from 'react';

export interface SummaryError {
  /** The id of the control to go to. */
  id: string;
  message: string;
}

/**
 * The list of what to fix, above the form. It takes the focus each time a submit fails (`attempt`
 * changes), so keyboard and screen-reader users learn at once that the form was refused and where.
 */
export function ErrorSummary({ title, errors, attempt }: { title: string; errors: SummaryError[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown && attempt > 0) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${errors[0]?.id ?? 'form'}-summary-title`}
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <h2 id={`${errors[0]?.id ?? 'form'}-summary-title`} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.id)?.focus();
              }}
              className="underline"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A message about the form as a whole (a refused submit, a server failure), announced politely. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const colours = {
    error: 'border-red-300 bg-red-50 text-red-900',
    success: 'border-green-300 bg-green-50 text-green-900',
    info: 'border-sky-300 bg-sky-50 text-sky-900',
  }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border p-4 text-sm ${colours}`}>
      {children}
    </p>
  );
}
