// The image library's rules in the domain: the picture type by its first bytes (one rule for the
// library, student IDs and travel photos), every ratio's centred crop, the crop checks, alt text in both
// languages, the crop keys.
import { describe, expect, it } from 'vitest';
import { centredCrop, cropProblem, detectPictureType, IMAGE_RATIO_NAMES, IMAGE_RATIOS } from './images.ts';
import { libraryAltSchema, libraryCropKey, parseLibraryCropKey } from './staff-media.ts';
import { detectStudentIdType } from './student.ts';

const bytes = (text: string, prefix: number[] = []) => new Uint8Array([...prefix, ...new TextEncoder().encode(text)]);
const box = (brand: string) => bytes(`ftyp${brand}\u0000\u0000\u0000\u0000`, [0, 0, 0, 24]);

describe('detectPictureType', () => {
  it('reads JPEG, PNG, WebP, AVIF and HEIC by their first bytes, and nothing else', () => {
    expect(detectPictureType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectPictureType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectPictureType(bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectPictureType(box('avif'))).toBe('avif');
    expect(detectPictureType(box('heic'))).toBe('heic');
    expect(detectPictureType(bytes('GIF89a'))).toBeUndefined();
    expect(detectPictureType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectPictureType(bytes('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeUndefined();
    expect(detectPictureType(box('mp42'))).toBeUndefined();
  });

  it('answers student IDs as before: JPEG, PNG, HEIC only', () => {
    expect(detectStudentIdType(box('heic'))).toBe('heic');
    expect(detectStudentIdType(box('avif'))).toBeUndefined();
    expect(detectStudentIdType(bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBeUndefined();
  });
});

describe('crops', () => {
  it('centres the largest frame of every ratio inside the picture', () => {
    for (const [width, height] of [
      [1600, 1000],
      [800, 1200],
      [500, 500],
    ] as const) {
      for (const ratio of IMAGE_RATIO_NAMES) {
        const crop = centredCrop(ratio, width, height);
        expect(cropProblem(ratio, crop, { width, height }), `${ratio} of ${width}×${height}`).toBeUndefined();
        expect(crop.width === width || crop.height === height).toBe(true);
        const { width: rw, height: rh } = IMAGE_RATIOS[ratio];
        expect(Math.abs(crop.height - (crop.width * rh) / rw)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses a frame outside the picture, too small, or of another shape', () => {
    const picture = { width: 1600, height: 1000 };
    expect(cropProblem('square', { left: 700, top: 0, width: 1000, height: 1000 }, picture)).toBe('outside');
    expect(cropProblem('square', { left: 0, top: 0, width: 20, height: 20 }, picture)).toBe('too-small');
    expect(cropProblem('cover', { left: 0, top: 0, width: 1600, height: 1000 }, picture)).toBe('ratio');
    expect(cropProblem('cover', { left: 0, top: 0, width: 1600, height: 900 }, picture)).toBeUndefined();
  });
});

describe('alt text and keys', () => {
  it('requires both languages, trimmed, under 250 characters', () => {
    expect(libraryAltSchema.safeParse({ alt_en: ' A poutine ', alt_fr: 'Une poutine' }).data).toEqual({
      alt_en: 'A poutine',
      alt_fr: 'Une poutine',
    });
    const missing = libraryAltSchema.safeParse({ alt_en: 'A poutine', alt_fr: '  ' });
    expect(missing.error?.issues[0]?.path).toEqual(['alt_fr']);
    expect(libraryAltSchema.safeParse({ alt_en: 'x'.repeat(251), alt_fr: 'y' }).success).toBe(false);
  });

  it('names a crop library/<id>/<ratio> and reads it back', () => {
    expect(libraryCropKey(12, 'cover')).toBe('library/12/cover');
    expect(parseLibraryCropKey('library/12/cover')).toEqual({ id: 12, ratio: 'cover' });
    expect(parseLibraryCropKey('library/12/poster')).toBeUndefined();
    expect(parseLibraryCropKey('partner/cibc/logo')).toBeUndefined();
  });
});
