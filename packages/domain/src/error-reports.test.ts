// The scrubbing of error reports (issue 21 item 3: "no personal data"), the path a report keeps, the
// fingerprint, the browser family and the batch schema's limits.
import { describe, expect, it } from 'vitest';
import {
  errorFingerprint,
  errorReportBatchSchema,
  reportablePath,
  scrubPersonalData,
  userAgentFamily,
} from './error-reports.ts';

describe('scrubPersonalData', () => {
  it('replaces e-mail addresses', () => {
    expect(scrubPersonalData('No account for jane.doe+spc@example.co.uk, sorry')).toBe('No account for [email], sorry');
  });

  it('replaces card-like digit runs, grouped or not, and leaves short numbers', () => {
    expect(scrubPersonalData('card 4111 1111 1111 1111 declined')).toBe('card [card] declined');
    expect(scrubPersonalData('card 5555-5555-5555-4444')).toBe('card [card]');
    expect(scrubPersonalData('card 378282246310005')).toBe('card [card]');
    expect(scrubPersonalData('offer 12345 at line 200:14')).toBe('offer 12345 at line 200:14');
  });

  it('replaces tokens: named in a query or message, bearer, JWT, long opaque runs', () => {
    expect(scrubPersonalData('/login?custom_token=abc.def-123&next=/deals')).toBe(
      '/login?custom_token=[redacted]&next=/deals',
    );
    expect(scrubPersonalData('{"password": "hunter2"}')).toBe('{"password": "[redacted]"}');
    expect(scrubPersonalData('Authorization: Bearer abc.def.ghi')).toBe('Authorization: Bearer [token]');
    expect(scrubPersonalData('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln expired')).toBe('token [token] expired');
    expect(scrubPersonalData('/verify/Zx81mQp0aLr93KdVn27bQw5TyHs40NfG')).toBe('/verify/[token]');
  });

  it('cuts the query string and fragment off the URLs of a message or stack', () => {
    expect(
      scrubPersonalData('at load (https://spc.test/assets/a.js?v=2&email=x:1:2)\n at b (https://spc.test/p#frag)'),
    ).toBe('at load (https://spc.test/assets/a.js)\n at b (https://spc.test/p)');
  });

  it('leaves an ordinary message as it is', () => {
    const message = "TypeError: Cannot read properties of undefined (reading 'map')";
    expect(scrubPersonalData(message)).toBe(message);
  });
});

describe('reportablePath', () => {
  it('keeps the path only: no origin, query string or fragment', () => {
    expect(reportablePath('https://spc.test/deals/food?q=pizza&email=a@b.ca#top')).toBe('/deals/food');
    expect(reportablePath('/profile?tab=cards')).toBe('/profile');
    expect(reportablePath('/a#b')).toBe('/a');
  });

  it('scrubs what a path itself carries', () => {
    expect(reportablePath('/unsubscribe/jane@example.com')).toBe('/unsubscribe/[email]');
  });
});

describe('errorFingerprint', () => {
  it('is the same for the same error in the same place, different otherwise', () => {
    const stack = 'Error: x\n    at a (app.js:1:10)\n    at b (app.js:2:20)';
    const one = errorFingerprint('uncaught', 'Error: x', stack);
    expect(one).toMatch(/^[0-9a-f]{16}$/);
    expect(errorFingerprint('uncaught', 'Error: x', stack)).toBe(one);
    expect(errorFingerprint('uncaught', 'Error: y', stack)).not.toBe(one);
    expect(errorFingerprint('boundary', 'Error: x', stack)).not.toBe(one);
  });

  it('does not depend on the personal data in a message', () => {
    expect(errorFingerprint('logged', 'No account for a@b.ca')).toBe(
      errorFingerprint('logged', 'No account for c@d.ca'),
    );
  });
});

describe('userAgentFamily', () => {
  it('names the family only', () => {
    expect(userAgentFamily('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('firefox');
    expect(
      userAgentFamily('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML) Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('edge');
    expect(userAgentFamily('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe(
      'safari',
    );
    expect(userAgentFamily('Googlebot/2.1')).toBe('bot');
    expect(userAgentFamily(undefined)).toBe('other');
  });
});

describe('errorReportBatchSchema', () => {
  const report = {
    kind: 'logged',
    message: 'm',
    url: '/',
    user_agent: 'chrome',
    fingerprint: '0123456789abcdef',
  };
  it('accepts 1 to 10 reports and refuses unknown fields', () => {
    expect(errorReportBatchSchema.safeParse({ reports: [report] }).success).toBe(true);
    expect(errorReportBatchSchema.safeParse({ reports: Array(10).fill(report) }).success).toBe(true);
    expect(errorReportBatchSchema.safeParse({ reports: Array(11).fill(report) }).success).toBe(false);
    expect(errorReportBatchSchema.safeParse({ reports: [{ ...report, form: { email: 'a@b.ca' } }] }).success).toBe(
      false,
    );
  });
});
