import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HeroCarousel } from './hero-carousel';

// Issue 12 item 3: the hero's swipe follows the page's direction. On an English
// page a finger moving left brings the next slide; on an Arabic (dir="rtl") page
// the next slide lies to the left, so a finger moving right brings it.

const SLIDES = ['Gaming PCs built to win', 'Hot deals on laptops', 'Displays for every desk'].map((title, order) => ({
  _id: `s${order + 1}`,
  image: null,
  title,
  subtitle: '',
  link: '/shop/listing',
  order,
  active: true,
}));

function renderCarousel() {
  render(
    <MemoryRouter>
      <HeroCarousel slides={SLIDES} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Featured' });
}

function swipe(carousel: HTMLElement, fromX: number, toX: number) {
  fireEvent.touchStart(carousel, { touches: [{ clientX: fromX, clientY: 200 }] });
  fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: toX, clientY: 210 }] });
}

function shownSlide(carousel: HTMLElement) {
  return within(carousel)
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true')
    ?.querySelector('h2')?.textContent;
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('hero carousel swipe', () => {
  it('brings the next slide with a leftward swipe on a left-to-right page', () => {
    const carousel = renderCarousel();
    swipe(carousel, 300, 150);
    expect(shownSlide(carousel)).toBe('Hot deals on laptops');
    swipe(carousel, 150, 300);
    expect(shownSlide(carousel)).toBe('Gaming PCs built to win');
  });

  it('brings the next slide with a rightward swipe on a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    const carousel = renderCarousel();
    swipe(carousel, 150, 300);
    expect(shownSlide(carousel)).toBe('Hot deals on laptops');
    swipe(carousel, 300, 150);
    swipe(carousel, 300, 150);
    expect(shownSlide(carousel)).toBe('Displays for every desk');
  });

  it('stays on its slide after a tap or a vertical scroll', () => {
    const carousel = renderCarousel();
    swipe(carousel, 200, 190);
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 140, clientY: 400 }] });
    expect(shownSlide(carousel)).toBe('Gaming PCs built to win');
  });
});
