import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhileOnline } from '../lib/connection';
import { OfflineNotice } from './offline-notice';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

/** The connection comes back: the browser says so. */
function backOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

describe('waiting for the connection', () => {
  it('offline, asks for the code only once the connection is back (Chromium remembers a failed download for the whole visit)', async () => {
    online = false;
    const load = vi.fn(async () => 'the code');
    const loaded = loadWhileOnline(load, 'page');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    backOnline();
    expect(await loaded).toBe('the code');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the offline notice', () => {
  it('over the open page, says the page stays as loaded, not that a page will open', async () => {
    online = false;
    render(<OfflineNotice />);
    const loaded = act(() => loadWhileOnline(async () => 'the toaster', 'part'));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('You are offline.');
    expect(notice.textContent).toContain(
      'What you see was loaded before the connection went; it updates as soon as the connection is back.',
    );
    expect(notice.textContent).not.toContain('The page opens');

    backOnline();
    await loaded;
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('for a page asked for, says it opens when the connection is back', async () => {
    online = false;
    render(<OfflineNotice />);
    const loaded = act(() => loadWhileOnline(async () => 'the page', 'page'));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The page opens as soon as the connection is back.',
    );
    backOnline();
    await loaded;
  });
});
