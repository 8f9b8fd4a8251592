// One picture of the product (issue 17 item 4): AVIF and WebP variants by width through srcset, the
// intrinsic width and height so the browser reserves the box (no layout shift), the dominant colour
// painted until it arrives, lazy unless it is above the fold (`priority`: eager, fetched first), and
// the alt text in the reader's language. A decorative picture passes `decorative` and gets an empty alt.
// Kept lean: it is in the home page's first JavaScript (the offer cards), whose size is budgeted.
import type { Image } from '@spc/domain/images';
import { useLanguage } from '../../lib/i18n.ts';

export interface PictureProps {
  image: Image;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  className?: string;
  /** Above the fold (the largest picture of the first screen): eager, high fetch priority. */
  priority?: boolean;
  /** Beside a text that says the same thing: alt="". */
  decorative?: boolean;
}

export function Picture({ image, sizes, className, priority, decorative }: PictureProps) {
  const { language } = useLanguage();
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      {/* The img's src is the fallback of browsers without either format: no srcset of its own. */}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : language === 'fr' ? image.alt_fr : image.alt_en}
        // Eager is the default; lazy pictures are decoded off the main thread anyway.
        loading={priority ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        style={{ backgroundColor: image.color }}
      />
    </picture>
  );
}
