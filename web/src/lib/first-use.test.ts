// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task once, after the first use, and leaves the event alone', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onFirstUse(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    const press = new MouseEvent('pointerdown', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts a key, a focus and a scroll as a first use', () => {
    vi.useFakeTimers();
    for (const event of [
      new KeyboardEvent('keydown', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
      new Event('scroll'),
    ]) {
      const task = vi.fn();
      onFirstUse(task);
      (event.type === 'scroll' ? window : document.body).dispatchEvent(event);
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
    }
  });
});
