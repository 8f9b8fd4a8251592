// The subscribe request's rules (spec §5: a valid address; §7 body email and device_id) and the travel
// photo's content check by magic bytes.
import { describe, expect, it } from 'vitest';
import { sniffImageType, subscribeBodySchema, SUBSCRIBE_MESSAGES } from './marketing.ts';

describe('POST /subscribe body', () => {
  const device_id = 'a1b2c3d4-e5f6';
  it('takes a valid address and a device id', () => {
    expect(subscribeBodySchema.parse({ email: ' lea@example.com ', device_id })).toEqual({
      email: 'lea@example.com',
      device_id,
    });
  });
  it.each([
    [{ email: 'lea@', device_id }, 'email'],
    [{ email: '', device_id }, 'email'],
    [{ email: 'lea@example.com' }, 'device_id'],
    [{ email: 'lea@example.com', device_id: 'short' }, 'device_id'],
    [{ email: 'lea@example.com', device_id: 'has spaces in it' }, 'device_id'],
    [{ email: 42, device_id }, 'email'],
  ])('refuses %j on %s', (body, field) => {
    const result = subscribeBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
  it('keeps the spec messages word for word', () => {
    expect(SUBSCRIBE_MESSAGES.ALREADY_OPTED_IN).toBe('already opted in, watch your inbox');
    expect(SUBSCRIBE_MESSAGES.SUBSCRIBE_FAILED).toBe('Ooops! something wrong happened!');
    expect(SUBSCRIBE_MESSAGES.generic).toBe('Oops! Something went wrong. Please try again.');
  });
});

describe('photo type by content', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
