// An empty list: what happened and, when there is one, the way out.
import type { ReactNode } from 'react';

export function OffersEmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {body ? <p className="text-slate-600">{body}</p> : null}
      {action}
    </div>
  );
}
