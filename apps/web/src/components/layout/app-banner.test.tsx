import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/paths.ts';
import { mobilePlatform, shouldShowAppBanner } from './app-banner.tsx';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0';

describe('mobile app banner rules (spec §2 "Header")', () => {
  it('knows iOS (iPadOS too) and Android, and nothing else', () => {
    expect(mobilePlatform(IPHONE)).toBe('ios');
    expect(mobilePlatform(IPADOS)).toBe('ios');
    expect(mobilePlatform(ANDROID)).toBe('android');
    expect(mobilePlatform(DESKTOP)).toBeNull();
    expect(mobilePlatform(WINDOWS)).toBeNull();
  });

  it.each([
    ['/', true],
    ['/deals', true],
    ['/deals/category/food', true],
    ['/deals/cafe-lumiere', true],
    ['/deals/cafe-lumiere/offer/12', false], // Deal
    ['/collection/3', false], // Collection
    ['/contest/7', false], // Contest
    ['/activate/subscription', false], // Add Subscription
  ])('on a phone, %s → shown: %s', (pathname, shown) => {
    expect(shouldShowAppBanner(IPHONE, pathname)).toBe(shown);
    expect(shouldShowAppBanner(ANDROID, pathname)).toBe(shown);
    expect(shouldShowAppBanner(DESKTOP, pathname)).toBe(false);
  });

  it('opens the store of the platform and can be dismissed', async () => {
    stubApi([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const { user } = await renderApp('/about');
    const banner = await screen.findByRole('complementary', { name: 'SPC app' });
    expect(within(banner).getByRole('link', { name: 'Open' })).toHaveAttribute('href', PLAY_STORE_URL);
    // It floats over the page (appearing after hydration must not push content down) and the page
    // makes room for it at the end.
    expect(banner).toHaveClass('fixed');
    // The page's room is made by an effect after the banner renders.
    await waitFor(() => expect(document.body).toHaveClass('pb-20'));

    await user.click(within(banner).getByRole('button', { name: 'Dismiss the app banner' }));
    expect(screen.queryByRole('complementary', { name: 'SPC app' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.body).not.toHaveClass('pb-20'));
    expect(window.sessionStorage.getItem('spc.appBanner.dismissed')).toBe('true');
    window.sessionStorage.clear();
  });

  it('links iPhones to the App Store, and stays away on desktop', async () => {
    stubApi([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const first = await renderApp('/about');
    expect(within(await screen.findByRole('complementary', { name: 'SPC app' })).getByRole('link')).toHaveAttribute(
      'href',
      APP_STORE_URL,
    );
    first.unmount();

    agent.mockReturnValue(DESKTOP);
    await renderApp('/about');
    await screen.findByRole('banner');
    expect(screen.queryByRole('complementary', { name: 'SPC app' })).not.toBeInTheDocument();
  });
});
