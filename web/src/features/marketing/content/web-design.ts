import { formatAud, HOSTING_AND_CARE_FROM_MONTHLY, WEB_DESIGN_PLANS } from '@agency/common';

import type { FaqItem } from '../components/faq-list';

/** Copy for /web-design (spec §2). Prices, delivery times and inclusions come from the catalogue. */

export const webDesignHero = {
  eyebrow: 'Web design',
  title: 'Websites that carry your mission',
  subtitle:
    'Thoughtful, mobile-friendly websites for purpose-driven businesses, not-for-profits, educators and consultants. Three clear plans, fixed prices and a team that cares about the difference you make.',
};

const deliveryTimes = WEB_DESIGN_PLANS.map((plan) => `${plan.name}, ${plan.delivery}`).join('; ');

export const webDesignFaqs: FaqItem[] = [
  {
    question: 'How long does a new website take?',
    answer: `It depends on the plan: ${deliveryTimes}. We agree a timeline with you before we begin, so you know when to expect each step.`,
  },
  {
    question: 'Do the prices include GST?',
    answer: `No. Plan prices are one-time, in Australian dollars, with GST added on top. Hosting is separate: our hosting and care plans start from ${formatAud(HOSTING_AND_CARE_FROM_MONTHLY)} per month.`,
  },
  {
    question: 'Will I be able to update the website myself?',
    answer:
      'Yes. Every site is built so you can change words and images without calling us, and each plan comes with a guide written for your site. The Professional plan adds hands-on training.',
  },
  {
    question: 'Can I sell products or take bookings online?',
    answer:
      'Yes. The Professional plan includes an online shop or booking system with card and online payments. If you only need people to get in touch, every Starter site already includes a contact form.',
  },
  {
    question: 'What happens after my website goes live?',
    answer:
      'Every plan includes a follow-up after launch to check that everything is working and answer your questions. From there, a hosting and care plan keeps your site secure, backed up and up to date.',
  },
  {
    question: 'Which plan is right for me?',
    answer:
      'Start with the comparison above, or sign in to your free client portal and ask for a website assessment. We will suggest the plan that fits, and we are happy to say so when a smaller one will do.',
  },
];
