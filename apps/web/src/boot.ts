// The page's script (index.html): shows the server's first picture before fetching the app. On a page the
// server rendered, its largest picture (the one it marks fetchpriority="high": the Largest Contentful
// Paint) is decoded and painted first, then main.tsx is imported to hydrate; fetched at once, the app's
// 150 KB of JavaScript shared a slow phone's bandwidth with that picture and delayed its paint (issue 24;
// decision 045). The SPA shell and a page without such a picture import main.tsx at once.
import './index.css';

/** The longest the app waits for the picture: on a very slow link, the page becomes usable anyway. */
const PICTURE_WAIT_LIMIT_MS = 1_500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** After the next frame has painted; a hidden tab paints no frame, so at most 100 ms later there. */
function nextPaint(): Promise<void> {
  return Promise.race([
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    delay(100),
  ]);
}

/** The reader's first tap or key press: they want the page to work now, not after the picture. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, () => resolve(), { once: true, capture: true });
  });
}

/**
 * Once the server's priority pictures are decoded (or failed) and painted, or the wait's limit passed,
 * or at the reader's first tap or key press.
 */
export async function priorityPicturesShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (pictures.length === 0) return;
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  await Promise.race([decoded, delay(PICTURE_WAIT_LIMIT_MS), firstInteraction()]);
  await nextPaint();
}

void priorityPicturesShown().then(() => import('./main.tsx'));
