// The birth date field takes YYYY-MM-DD (spec §5). People also type 20040915 or 2004/09/15: those are
// put in the expected form when the field is left, and anything else is left for the rule to refuse.
export function tidyDateInput(value: string): string {
  const trimmed = value.trim();
  const digits = /^(\d{4})[-/. ]?(\d{2})[-/. ]?(\d{2})$/.exec(trimmed);
  return digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : trimmed;
}
