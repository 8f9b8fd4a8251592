// The cookie settings dialog (issue 21 item 1): the three categories, "necessary" shown on and not
// changeable, analytics and marketing as switches — off unless the person turned them on before —,
// and Save. Over the app's dialog (Radix: focus trap, Escape, focus restored), a lazy module of its own.
import type { ConsentCategories, ConsentCategory } from '@spc/domain/consent-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';

function CategorySwitch({
  category,
  checked,
  onChange,
}: {
  category: ConsentCategory;
  checked: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation('consent');
  const nameId = useId();
  const descriptionId = useId();
  const fixed = onChange === undefined;
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <p id={nameId} className="font-semibold">
          {t(`settings.${category}.name`)}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {t(`settings.${category}.description`)}
        </p>
        {fixed ? <p className="mt-1 text-sm font-semibold text-slate-700">{t('settings.alwaysOn')}</p> : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={nameId}
        aria-describedby={descriptionId}
        disabled={fixed}
        onClick={() => onChange?.(!checked)}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60 ${
          checked ? 'bg-brand-600' : 'bg-slate-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5' : 'translate-x-0'
          }`}
        />
      </button>
    </li>
  );
}

export function ConsentSettingsDialog({
  initial,
  onOpenChange,
  onSave,
}: {
  /** The current decision, or null: everything optional then starts off (privacy by default). */
  initial: ConsentCategories | null;
  onOpenChange: (open: boolean) => void;
  onSave: (categories: ConsentCategories) => void;
}) {
  const { t } = useTranslation('consent');
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  return (
    <DialogRoot open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('settings.title')}
        showTitle
        description={t('settings.description')}
        closeLabel={t('settings.close')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSave({ analytics, marketing });
          }}
        >
          <ul className="mt-2 divide-y divide-slate-200">
            <CategorySwitch category="necessary" checked />
            <CategorySwitch category="analytics" checked={analytics} onChange={setAnalytics} />
            <CategorySwitch category="marketing" checked={marketing} onChange={setMarketing} />
          </ul>
          <Button type="submit" className="mt-2 w-full">
            {t('settings.save')}
          </Button>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
