// A promo or school code field with its Apply button: the check's progress is announced, an accepted
// code says what it takes off, a refused one says why (each API code has its own sentence). The field
// is the entry's react-hook-form field (hooks/use-code-entry.ts); its row (the input beside Apply and
// Remove, one live message in three tones) is its own rather than the field set's.
import { discountOn, formatMoney, type Currency, type Discount } from '@spc/domain/store-rules';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import type { CodeEntry } from '../hooks/use-code-entry.ts';

interface CodeFieldProps {
  entry: CodeEntry;
  /** The membership's price, to say what the code brings it down to; absent while it loads. */
  price?: { cents: number; currency: Currency } | undefined;
  /** Shown when Continue was pressed with a code typed but not applied. */
  unappliedWarning?: boolean;
  /** The input, so the page can send the focus to it (and Remove can give it back). */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** "10 %" / "$5.00": how much a discount takes off, as the language writes it. */
export function useDiscountText() {
  const { language } = useLanguage();
  return (discount: Discount, currency: Currency = 'CAD') =>
    discount.kind === 'percent'
      ? new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent' }).format(discount.value / 100)
      : formatMoney(discount.value, currency, language);
}

export function CodeField({ entry, price, unappliedWarning = false, inputRef }: CodeFieldProps) {
  const { t } = useTranslation('purchase');
  const { language } = useLanguage();
  const discountText = useDiscountText();
  const id = useId();
  const inputId = `${id}-input`;
  const messageId = `${id}-message`;
  const k = entry.kind;

  let message: { tone: 'error' | 'success' | 'info'; text: string } | null = null;
  if (entry.checking) {
    message = { tone: 'info', text: t('codes.checking') };
  } else if (entry.error) {
    message = { tone: 'error', text: entry.error === 'FORMAT' ? t('codes.format') : t(`errors.${entry.error}`) };
  } else if (unappliedWarning && entry.unapplied) {
    message = { tone: 'error', text: t('codes.unapplied') };
  } else if (entry.valid && entry.discount) {
    const off = discountText(entry.discount, price?.currency);
    const text =
      k === 'school'
        ? t('codes.schoolApplied', { code: entry.valid, school: entry.schoolName ?? '', discount: off })
        : t('codes.promoApplied', { code: entry.valid, discount: off });
    const after = price
      ? ` ${t('codes.newPrice', { price: formatMoney(price.cents - discountOn(price.cents, entry.discount), price.currency, language) })}`
      : '';
    message = { tone: 'success', text: `${text}${after}` };
  }
  const invalid = message?.tone === 'error';

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {t(`codes.${k}.label`)}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          {...entry.field}
          ref={(element) => {
            entry.field.ref(element);
            inputRef.current = element;
          }}
          id={inputId}
          type="text"
          onKeyDown={(event) => {
            // Enter applies the code rather than submitting anything around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              entry.apply();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          className="min-w-0 flex-1 basis-40 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 uppercase shadow-sm aria-[invalid=true]:border-red-600"
        />
        <Button variant="secondary" onClick={entry.apply} disabled={entry.checking}>
          {t('codes.apply')}
        </Button>
        {entry.valid ? (
          <Button
            variant="ghost"
            onClick={() => {
              entry.clear();
              // The button disappears with the code: the focus goes back to the field, not to the page.
              inputRef.current?.focus();
            }}
          >
            {t(`codes.${k}.remove`)}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {message ? (
          <p
            id={messageId}
            className={`text-sm ${message.tone === 'error' ? 'font-medium text-red-700' : message.tone === 'success' ? 'text-green-800' : 'text-slate-600'}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
