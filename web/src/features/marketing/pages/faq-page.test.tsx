import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  BUILD_TIMELINE_WEEKS,
  formatAud,
  HOSTING_AND_CARE_FROM_MONTHLY,
  REPLY_WITHIN_HOURS,
  TERMS,
  WEB_DESIGN_PLANS,
} from '@agency/common';

import { expectSections, getSection, h1Texts } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import FaqPage from './faq-page';

const meta = { title: 'Frequently Asked Questions', description: 'Answers to common questions.' };
const render = () => renderPage(<FaqPage meta={meta} />, '/faq');

describe('the FAQ page', () => {
  it('has one h1, "Frequently Asked Questions"', () => {
    render();
    expect(h1Texts()).toEqual(['Frequently Asked Questions']);
  });

  it('shows its sections in order: questions, contact', () => {
    render();
    expectSections(PAGE_SECTIONS.faq);
  });

  it('asks exactly twelve questions, each an accordion button under an h3', () => {
    render();
    const questions = within(getSection('questions'));
    expect(questions.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(questions.getAllByRole('button')).toHaveLength(12);
  });

  it('opens an answer when its question is chosen', () => {
    render();
    const question = screen.getByRole('button', { name: 'How long does it take to build a website?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
  });

  it('answers with the figures from the catalogue', () => {
    render();
    const text = getSection('questions').textContent;
    const { simpleSite, advancedSite } = BUILD_TIMELINE_WEEKS;
    expect(text).toContain(`${simpleSite.min}–${simpleSite.max} weeks`);
    expect(text).toContain(`${advancedSite.min}–${advancedSite.max}+ weeks`);
    for (const plan of WEB_DESIGN_PLANS) expect(text).toContain(`${plan.name} ${formatAud(plan.price)}`);
    expect(text).toContain(`from ${formatAud(HOSTING_AND_CARE_FROM_MONTHLY)} a month`);
    expect(text).toContain(`within ${TERMS.invoiceDueDays} days`);
    expect(text).toContain(`${TERMS.overdueInterestPercentPerMonth}% per month`);
  });

  it('covers hosting, the free portal, AI services and ongoing support', () => {
    render();
    for (const name of [
      'Do you provide web hosting?',
      'What is the client portal, and is it really free?',
      'What AI services do you offer?',
      'Do you offer ongoing support after launch?',
      'What are your payment terms?',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDefined();
    }
  });

  it('ends with contact details and the promise of a reply within 24 hours', () => {
    render();
    const contact = getSection('contact');
    expect(within(contact).getByText('Phone')).toBeDefined();
    expect(within(contact).getByText('Email')).toBeDefined();
    expect(contact.textContent).toContain(`within ${REPLY_WITHIN_HOURS} hours`);
  });
});
