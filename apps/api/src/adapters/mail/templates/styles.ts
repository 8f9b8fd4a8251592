// The e-mails' inline styles (clients drop style sheets): one column, system fonts, no images.
import type { CSSProperties } from 'react';

const BLUE = '#1d4ed8';
const RULE = '1px solid #e4e4e7';

export const STYLES = {
  body: { margin: 0, padding: '24px 12px', backgroundColor: '#f4f4f5' },
  card: {
    maxWidth: '560px',
    margin: '0 auto',
    padding: '32px 24px',
    backgroundColor: '#ffffff',
    borderRadius: '8px',
    fontFamily: 'Arial,Helvetica,sans-serif',
    fontSize: '16px',
    lineHeight: 1.5,
    color: '#18181b',
  },
  brand: { margin: '0 0 24px', fontSize: '20px', lineHeight: 1.5, fontWeight: 'bold', color: BLUE },
  p: { margin: '0 0 16px', fontSize: '16px', lineHeight: 1.5 },
  actions: { margin: '24px 0', fontSize: '16px', lineHeight: 1.5 },
  button: {
    padding: '12px 24px',
    backgroundColor: BLUE,
    color: '#ffffff',
    fontWeight: 'bold',
    textDecoration: 'none',
    borderRadius: '6px',
  },
  small: { margin: '0 0 16px', fontSize: '14px', lineHeight: 1.5, color: '#52525b' },
  link: { color: BLUE, textDecorationLine: 'underline', wordBreak: 'break-all' },
  rule: { border: 'none', borderTop: RULE, margin: '24px 0' },
  table: { width: '100%', margin: '0 0 16px', borderCollapse: 'collapse' },
  th: { padding: '6px 8px 6px 0', borderBottom: RULE, textAlign: 'left', fontWeight: 'normal', verticalAlign: 'top' },
  td: { padding: '6px 0 6px 8px', borderBottom: RULE, textAlign: 'right', verticalAlign: 'top' },
} satisfies Record<string, CSSProperties>;
