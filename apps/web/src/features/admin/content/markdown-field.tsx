// A Markdown body with its live preview (issue 20 item 3): the text is sent to the server a moment after
// typing stops (POST /api/staff/content/preview), which renders it with the public pages' renderer and
// sanitiser (decision 020); the preview shows exactly what the site will show. No Markdown parser or
// HTML from staff ever runs in the browser: the HTML shown is the server's sanitised answer.
import { staffMarkdownPreviewResponseSchema } from '@spc/domain/staff-content';
import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIds } from '../../../components/ui/field.tsx';
import { apiPost } from '../../../lib/api-client.ts';

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

interface PreviewState {
  /** The last HTML the server answered (kept on screen while a newer one is on its way); null before any. */
  html: string | null;
  /** A newer text is waiting for its rendering. */
  updating: boolean;
  failed: boolean;
}

interface Answer {
  markdown: string;
  /** null when the call failed. */
  html: string | null;
}

/** The server's rendering of `markdown`, asked for once typing pauses; stale answers are dropped. */
export function useMarkdownPreview(markdown: string): PreviewState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const empty = markdown.trim() === '';
  useEffect(() => {
    if (empty) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiPost('/staff/content/preview', { markdown }, staffMarkdownPreviewResponseSchema, { signal: controller.signal })
        .then(({ html }) => {
          setAnswer({ markdown, html });
          setShown(html);
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ markdown, html: null });
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, empty]);
  if (empty) return { html: '', updating: false, failed: false };
  const current = answer?.markdown === markdown;
  return { html: shown, updating: !current, failed: current && answer.html === null };
}

export interface MarkdownFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  id: string;
  label: string;
  /** The field's current text (watched by the form). */
  markdown: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export function MarkdownField({ id, label, markdown, hint, error, ...textarea }: MarkdownFieldProps) {
  const { t } = useTranslation('admin-content');
  const preview = useMarkdownPreview(markdown);
  const ids = fieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <textarea
          id={id}
          rows={14}
          spellCheck
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red-600"
          {...textarea}
        />
        {hint ? (
          <p id={ids.hint} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={ids.error} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <section aria-label={t('preview.label', { field: label })} className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-slate-800" aria-hidden="true">
          {t('preview.title')}
        </p>
        <div
          className="min-h-40 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3"
          aria-busy={preview.updating}
          data-testid={`${id}-preview`}
        >
          {preview.failed ? (
            <p role="alert" className="text-sm text-red-700">
              {t('preview.failed')}
            </p>
          ) : null}
          {preview.html ? (
            <div
              className="text-sm [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
              // The server's rendering, sanitised against decision 020's allow-list: no script, handler or picture.
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          ) : (
            <p className="text-sm text-slate-600">{preview.updating ? t('preview.updating') : t('preview.empty')}</p>
          )}
        </div>
        <p className="text-xs text-slate-600">{t('preview.note')}</p>
      </section>
    </div>
  );
}
