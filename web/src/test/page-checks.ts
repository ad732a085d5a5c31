import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Checks that the rendered page's sections with an id (its anchors) are exactly `ids`, in document order. */
export function expectSections(ids: readonly string[]): void {
  expect([...document.querySelectorAll('section[id]')].map((section) => section.id)).toEqual(ids);
}

/** The section with this id; fails the test when the page has none. */
export function getSection(id: string): HTMLElement {
  const section = document.querySelector<HTMLElement>(`section[id="${id}"]`);
  if (!section) throw new Error(`No section #${id}`);
  return section;
}

/** The page's hero, its first `header` element; fails the test when there is none. */
export function getHero(): HTMLElement {
  const hero = document.querySelector<HTMLElement>('header');
  if (!hero) throw new Error('No hero');
  return hero;
}

/** The text of the rendered page's h1 headings (a page has exactly one). */
export const h1Texts = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

/** The text of the headings of `level` inside `element`, in order. */
export const headingTexts = (element: HTMLElement, level: number) =>
  within(element)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

/** Where each link inside `element` goes, in order. */
export const linkHrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The JSON-LD block the page put in <head> under `id`, or null. */
export const jsonLdScript = (id: string) => document.head.querySelector(`script[data-page-json-ld="${id}"]`);

/**
 * Today in Queensland as the site writes a day (21 Nov 2026). Spelled out here with Intl rather than taken from the
 * page's own formatter, so the tests do not check the formatter against itself.
 */
export function todayInBrisbane(): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Brisbane',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')} ${part('month').slice(0, 3)} ${part('year')}`;
}
