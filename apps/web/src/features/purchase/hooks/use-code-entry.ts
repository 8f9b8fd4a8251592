// A promo or school code field's state: what is typed (a react-hook-form field, checked with the
// domain's codeSchema, the rule the order applies to its promo_code and school_code), the code applied
// (checked with the API), and the answer. The check is a query keyed by the code, so applying a code
// again asks again, and a code from the URL (/purchase?promo=) is checked as the page opens without an
// effect.
import { zodResolver } from '@hookform/resolvers/zod';
import { codeSchema } from '@spc/domain/store';
import { CODE_PATTERN, normaliseCode, type Discount } from '@spc/domain/store-rules';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { useValidatePromoCode } from '../api/validate-promo-code.ts';
import { useValidateSchoolCode } from '../api/validate-school-code.ts';
import { purchaseErrorCode, type PurchaseErrorCode } from '../purchase-errors.ts';

export type CodeKind = 'promo' | 'school';

/** The field's value: empty (applying it removes the applied code), or a code as the order takes it. */
const codeFieldSchema = z.object({
  code: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), codeSchema])),
});
type CodeFieldValues = z.input<typeof codeFieldSchema>;
type CodeFieldOutput = z.output<typeof codeFieldSchema>;
const codeFieldResolver = zodResolver(codeFieldSchema);

export interface CodeEntry {
  kind: CodeKind;
  /** The registered input (spread onto it): its value is what is typed. */
  field: UseFormRegisterReturn<'code'>;
  /** Checks the typed code (an empty field removes the applied one). */
  apply: () => void;
  clear: () => void;
  /** The applied code once the API accepted it. */
  valid: string | null;
  discount: Discount | null;
  /** For a school code: the school's name. */
  schoolName: string | null;
  checking: boolean;
  /** 'FORMAT' when the typed code cannot be one; else the API's refusal. */
  error: PurchaseErrorCode | 'FORMAT' | null;
  /** Something is typed that has not been applied. */
  unapplied: boolean;
}

export function useCodeEntry(kind: CodeKind, initial?: string | null): CodeEntry {
  const start = initial ? normaliseCode(initial) : '';
  const form = useForm<CodeFieldValues, unknown, CodeFieldOutput>({
    ...submitValidation,
    resolver: codeFieldResolver,
    defaultValues: { code: start },
  });
  // A format error goes as soon as the field changes.
  useClearErrorOnChange(form);
  const input = useWatch({ control: form.control, name: 'code' });
  const [applied, setApplied] = useState<string | null>(CODE_PATTERN.test(start) ? start : null);
  const promo = useValidatePromoCode(kind === 'promo' ? applied : null);
  const school = useValidateSchoolCode(kind === 'school' ? applied : null);
  const query = kind === 'promo' ? promo : school;

  const typed = normaliseCode(input);
  const apply = () =>
    void form.handleSubmit(
      ({ code }) => {
        if (code === '') setApplied(null);
        else if (code === applied) void query.refetch();
        else setApplied(code);
      },
      () => setApplied(null),
    )();

  const accepted = applied !== null && query.data !== undefined && !query.isError;
  return {
    kind,
    field: form.register('code'),
    apply,
    clear: () => {
      form.reset({ code: '' });
      setApplied(null);
    },
    valid: accepted ? applied : null,
    discount: accepted ? (query.data?.discount ?? null) : null,
    schoolName: accepted && school.data ? school.data.school_name : null,
    checking: applied !== null && query.isFetching,
    error: form.formState.errors.code
      ? 'FORMAT'
      : applied !== null && query.isError
        ? purchaseErrorCode(query.error)
        : null,
    unapplied: typed !== '' && typed !== applied,
  };
}
