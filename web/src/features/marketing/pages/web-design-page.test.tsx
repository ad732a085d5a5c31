import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ALL_PLANS_INCLUDE, formatAud, HOSTING_AND_CARE_FROM_MONTHLY, WEB_DESIGN_PLANS } from '@agency/common';

import { site } from '@/config/site';
import { expectSections, getSection, h1Texts, jsonLdScript, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import { webDesignOffers } from '../structured-data';

import WebDesignPage from './web-design-page';

const meta = { title: 'Web Design Plans and Pricing', description: 'Web design.' };
const renderWebDesign = () => renderPage(<WebDesignPage meta={meta} />, '/web-design');

describe('WebDesignPage', () => {
  it('has one h1 and its sections in the order of the spec', () => {
    renderWebDesign();
    expect(h1Texts()).toHaveLength(1);
    expectSections(PAGE_SECTIONS.webDesign);
  });

  it('prices the three plans from the catalogue, marks the popular one and links each to the login', () => {
    renderWebDesign();
    const plans = getSection('plans');
    expect(within(plans).getAllByRole('article')).toHaveLength(WEB_DESIGN_PLANS.length);
    for (const plan of WEB_DESIGN_PLANS) {
      const card = within(plans).getByRole('article', { name: `${plan.name} ${formatAud(plan.price)}` });
      expect(within(card).getByText('+ GST, one-time')).toBeDefined();
      expect(within(card).getByText(`Delivered in ${plan.delivery}`)).toBeDefined();
      expect(within(card).getByText(`Hosting from ${formatAud(plan.hostingFromMonthly)}/month`)).toBeDefined();
      expect(within(card).queryByText('Most Popular') !== null).toBe(plan.popular);
      expect(linkHrefs(card)).toEqual(['/client/login']);
    }
  });

  it('lists what every plan includes and where hosting and care start', () => {
    renderWebDesign();
    const allPlans = getSection('all-plans');
    for (const item of ALL_PLANS_INCLUDE) expect(within(allPlans).getByText(item)).toBeDefined();
    expect(
      within(allPlans).getByText(
        `Hosting and care plans start from ${formatAud(HOSTING_AND_CARE_FROM_MONTHLY)} per month.`,
      ),
    ).toBeDefined();
  });

  it('compares the plans in a labelled table, one row per plan', () => {
    renderWebDesign();
    const table = screen.getByRole('table', { name: /compared/i });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tier', 'Core focus', 'Key benefit', 'Ideal client']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(WEB_DESIGN_PLANS.length);
    WEB_DESIGN_PLANS.forEach((plan, index) => {
      const row = rows[index];
      if (!row) throw new Error(`No row for ${plan.name}`);
      expect(within(row).getByRole('rowheader').textContent).toContain(plan.name);
      expect(within(row).getByText(plan.coreFocus)).toBeDefined();
      expect(within(row).getByText(plan.keyBenefit)).toBeDefined();
      expect(within(row).getByText(plan.idealClient)).toBeDefined();
    });
  });

  it('answers five or six web design questions under the faqs anchor', () => {
    renderWebDesign();
    const questions = within(getSection('faqs')).getAllByRole('button');
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.length).toBeLessThanOrEqual(6);
  });

  it('cross-sells hosting, search optimisation and content creation, then links home', () => {
    renderWebDesign();
    expect(linkHrefs(getSection('related-services'))).toEqual([
      '/hosting',
      '/search-optimisation',
      '/content-creation',
      '/',
    ]);
  });

  it('puts breadcrumbs and the plan offers in the head while shown, and removes them after', () => {
    const { unmount } = renderWebDesign();
    const breadcrumbs = JSON.parse(jsonLdScript('breadcrumbs')?.textContent ?? 'null');
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${site.origin}/` },
        { position: 2, name: 'Web Design', item: `${site.origin}/web-design` },
      ],
    });
    expect(JSON.parse(jsonLdScript('web-design-offers')?.textContent ?? 'null')).toEqual(webDesignOffers());
    unmount();
    expect(jsonLdScript('breadcrumbs')).toBeNull();
    expect(jsonLdScript('web-design-offers')).toBeNull();
  });
});
