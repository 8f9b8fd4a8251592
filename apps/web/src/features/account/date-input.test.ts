import { describe, expect, it } from 'vitest';
import { tidyDateInput } from './date-input.ts';

describe('tidyDateInput', () => {
  it('writes compact and slashed dates as YYYY-MM-DD', () => {
    expect(tidyDateInput('20040915')).toBe('2004-09-15');
    expect(tidyDateInput(' 2004/09/15 ')).toBe('2004-09-15');
    expect(tidyDateInput('2004.09.15')).toBe('2004-09-15');
  });

  it('leaves anything else as typed (trimmed), for the rule to refuse', () => {
    expect(tidyDateInput('15/09/2004')).toBe('15/09/2004');
    expect(tidyDateInput('2004-9-15')).toBe('2004-9-15');
    expect(tidyDateInput('')).toBe('');
  });
});
