// A promo or school code field's state: what is typed, the code applied (checked with the API), and
// the answer. The check is a query keyed by the code, so applying a code again asks again, and a code
// from the URL (/purchase?promo=) is checked as the page opens without an effect.
import { CODE_PATTERN, normaliseCode, type Discount } from '@spc/domain/store-rules';
import { useState } from 'react';
import { useValidatePromoCode } from '../api/validate-promo-code.ts';
import { useValidateSchoolCode } from '../api/validate-school-code.ts';
import { purchaseErrorCode, type PurchaseErrorCode } from '../purchase-errors.ts';

export type CodeKind = 'promo' | 'school';

export interface CodeEntry {
  kind: CodeKind;
  input: string;
  setInput: (value: string) => void;
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
  const [input, setInput] = useState(start);
  const [applied, setApplied] = useState<string | null>(CODE_PATTERN.test(start) ? start : null);
  const [formatError, setFormatError] = useState(false);
  const promo = useValidatePromoCode(kind === 'promo' ? applied : null);
  const school = useValidateSchoolCode(kind === 'school' ? applied : null);
  const query = kind === 'promo' ? promo : school;

  const typed = normaliseCode(input);
  const apply = () => {
    setFormatError(false);
    if (typed === '') {
      setApplied(null);
      return;
    }
    if (!CODE_PATTERN.test(typed)) {
      setApplied(null);
      setFormatError(true);
      return;
    }
    if (typed === applied) void query.refetch();
    else setApplied(typed);
  };

  const accepted = applied !== null && query.data !== undefined && !query.isError;
  return {
    kind,
    input,
    setInput: (value) => {
      setInput(value);
      setFormatError(false);
    },
    apply,
    clear: () => {
      setInput('');
      setApplied(null);
      setFormatError(false);
    },
    valid: accepted ? applied : null,
    discount: accepted ? (query.data?.discount ?? null) : null,
    schoolName: accepted && school.data ? school.data.school_name : null,
    checking: applied !== null && query.isFetching,
    error: formatError ? 'FORMAT' : applied !== null && query.isError ? purchaseErrorCode(query.error) : null,
    unapplied: typed !== '' && typed !== applied,
  };
}
