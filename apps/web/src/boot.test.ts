// The page's script waits for the server's priority picture to be decoded and painted before the app is
// fetched (decision 045), never longer than its limit nor past the reader's first tap or key press; a page
// without one loads the app at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// boot.ts imports the app when it runs: here, a module with nothing in it.
vi.mock('./main.tsx', () => ({}));
const { priorityPicturesShown } = await import('./boot.ts');

/** A server-rendered <img fetchpriority="high"> whose decode() settles when the test says. */
function priorityPicture() {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  img.decode = () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  document.body.append(img);
  return { decoded: () => settle.resolve(), failed: () => settle.reject(new Error('EncodingError')) };
}

/** Whether the promise has settled once pending tasks and timers up to now have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(50);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('priorityPicturesShown', () => {
  it('answers at once on a page without a priority picture', async () => {
    document.body.append(document.createElement('img'));
    expect(await settled(priorityPicturesShown())).toBe(true);
  });

  it('waits for the picture to be decoded, then for a frame', async () => {
    const picture = priorityPicture();
    const shown = priorityPicturesShown();
    expect(await settled(shown)).toBe(false);
    picture.decoded();
    expect(await settled(shown)).toBe(true);
  });

  it('goes on when the picture fails to load', async () => {
    const picture = priorityPicture();
    const shown = priorityPicturesShown();
    picture.failed();
    expect(await settled(shown)).toBe(true);
  });

  it('stops waiting at the reader’s first tap or key press', async () => {
    priorityPicture();
    const shown = priorityPicturesShown();
    expect(await settled(shown)).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(shown)).toBe(true);
  });

  it('waits 1.5 s at most for a picture that does not arrive', async () => {
    priorityPicture();
    const shown = priorityPicturesShown();
    await vi.advanceTimersByTimeAsync(1_400);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(shown)).toBe(true);
  });
});
