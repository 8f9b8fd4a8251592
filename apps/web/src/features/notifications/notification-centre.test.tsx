// The notification centre (spec §3 "Notification": id, content, expiry, callback; §4 notices expire):
// one list, a notice replaced by its id, expiry by its own timer with the callback told why, dismissal.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationList } from './components/notification-list.tsx';
import { createNotificationCentre } from './notification-centre.ts';

afterEach(() => {
  vi.useRealTimers();
});

const labels = { region: 'Notifications', dismiss: 'Dismiss' };

describe('the notification centre', () => {
  it('expires a notice at its expiry and calls its callback once, with the reason', () => {
    vi.useFakeTimers();
    const centre = createNotificationCentre();
    const callback = vi.fn();
    centre.post({ id: 'saved', content: 'Saved', ttlMs: 8000, callback });
    centre.post({ id: 'policy', content: 'Policy', ttlMs: null });
    vi.advanceTimersByTime(7999);
    expect(centre.list().map((n) => n.id)).toEqual(['saved', 'policy']);
    vi.advanceTimersByTime(1);
    expect(centre.list().map((n) => n.id)).toEqual(['policy']);
    expect(callback).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('replaces a notice posted again under the same id (and its expiry)', () => {
    vi.useFakeTimers();
    const centre = createNotificationCentre();
    centre.post({ id: 'a', content: 'one', ttlMs: 1000 });
    vi.advanceTimersByTime(900);
    centre.post({ id: 'a', content: 'two', ttlMs: 1000 });
    vi.advanceTimersByTime(900);
    expect(centre.list()).toHaveLength(1);
    expect(centre.list()[0]?.content).toBe('two');
    vi.advanceTimersByTime(100);
    expect(centre.list()).toEqual([]);
  });

  it('renders one list; a notice is dismissed by its button, and a permanent one has none', async () => {
    const centre = createNotificationCentre();
    const callback = vi.fn();
    render(<NotificationList labels={labels} centre={centre} />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      centre.post({ id: 'sent', content: 'Check your inbox', tone: 'success', callback });
      centre.post({ id: 'verify', content: <p>Confirm your address</p>, dismissible: false });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Check your inbox');
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(callback).toHaveBeenCalledWith('dismissed');
    expect(screen.queryByText('Check your inbox')).toBeNull();
    act(() => centre.withdraw('verify'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders a modal notice beside the list, not in it; without other notices there is no region', () => {
    const centre = createNotificationCentre();
    render(<NotificationList labels={labels} centre={centre} />);
    act(() => centre.post({ id: 'modal', modal: true, content: <p>A dialog of its own</p> }));
    expect(screen.getByText('A dialog of its own')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => centre.post({ id: 'note', content: 'Saved', tone: 'success' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Saved');
    expect(region).not.toHaveTextContent('A dialog of its own');
  });
});
