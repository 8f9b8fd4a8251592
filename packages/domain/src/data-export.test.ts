// The data export's file name and shape (issue 21 item 4): named by the UTC day, and strict — a key the
// domain does not declare (a secret column copied by mistake) makes the file invalid.
import { describe, expect, it } from 'vitest';
import { dataExportFileName, exportMailSchema, exportSessionSchema } from './data-export.ts';

describe('dataExportFileName', () => {
  it('names the file by the UTC day it was made', () => {
    expect(dataExportFileName(new Date('2026-11-26T01:00:00Z'))).toBe('spc-data-2026-11-26.json');
    expect(dataExportFileName(new Date('2026-12-31T23:59:59Z'))).toBe('spc-data-2026-12-31.json');
  });
});

describe('the sections are strict', () => {
  const session = {
    created_at: '2026-11-26T01:00:00.000Z',
    last_seen_at: '2026-11-26T01:00:00.000Z',
    expires_at: '2026-12-26T01:00:00.000Z',
    ip_address: '127.0.0.1',
    user_agent: null,
  };

  it('accepts a session as the API writes it', () => {
    expect(exportSessionSchema.parse(session)).toEqual(session);
  });

  it('refuses a session that carries its token, and a date that is not ISO', () => {
    expect(exportSessionSchema.safeParse({ ...session, token: 'secret' }).success).toBe(false);
    expect(exportSessionSchema.safeParse({ ...session, created_at: 'yesterday' }).success).toBe(false);
  });

  it('refuses an e-mail with its body', () => {
    const mail = {
      kind: 'welcome',
      subject: 'Welcome',
      language: 'en',
      created_at: '2026-11-26T01:00:00.000Z',
      sent_at: null,
      status: 'not_sent',
    };
    expect(exportMailSchema.safeParse(mail).success).toBe(true);
    expect(exportMailSchema.safeParse({ ...mail, html: '<p>Hi</p>' }).success).toBe(false);
  });
});
