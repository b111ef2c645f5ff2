// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import type { EmblaOptionsType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmbla } from './use-embla';

const built = vi.hoisted(() => ({ options: [] as EmblaOptionsType[], destroyed: 0 }));

vi.mock('embla-carousel', () => ({
  default: (_viewport: HTMLElement, options: EmblaOptionsType) => {
    built.options.push(options);
    return { destroy: () => (built.destroyed += 1), reInit: () => undefined };
  },
}));

function Slider({ onViewport }: { onViewport: (element: HTMLElement) => void }) {
  const [ref] = useEmbla({ loop: true });
  return (
    <div
      ref={(element) => {
        if (element) onViewport(element);
        ref(element);
      }}
    />
  );
}

/** A viewport 400 px wide that the visitor scrolled by `scrollLeft` before embla ran. */
function scrolledBox(element: HTMLElement, scrollLeft: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 400 });
  element.scrollLeft = scrollLeft;
}

afterEach(() => {
  built.options = [];
  built.destroyed = 0;
});

describe('useEmbla', () => {
  it('starts at the slide the plain box was scrolled to, and undoes the box scroll', async () => {
    let viewport: HTMLElement | undefined;
    const { unmount } = render(
      <Slider onViewport={(element) => (viewport ??= (scrolledBox(element, 810), element))} />,
    );
    await waitFor(() => expect(built.options).toHaveLength(1));
    expect(built.options[0]).toEqual({ loop: true, startIndex: 2 });
    expect(viewport!.scrollLeft).toBe(0);
    expect(viewport!.dataset.embla).toBe('');

    unmount();
    expect(built.destroyed).toBe(1);
    expect(viewport!.dataset.embla).toBeUndefined();
  });

  it('starts at the first slide when the box was not scrolled', async () => {
    render(<Slider onViewport={(element) => scrolledBox(element, 0)} />);
    await waitFor(() => expect(built.options).toHaveLength(1));
    expect(built.options[0]).toEqual({ loop: true, startIndex: 0 });
  });
});
