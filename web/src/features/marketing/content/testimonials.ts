/** Spec §3: a testimonial on the home page carousel (static content, no database). */
interface TestimonialBase {
  id: string;
  /** First name only. */
  name: string;
  role: string;
  quote: string;
  /** Behind the initials, or behind a transparent portrait. */
  gradient: string;
  /** The avatar's ring colour. */
  border: string;
}

/** A testimonial has either a portrait (an image path under /public) or initials shown on its gradient. */
export type Testimonial = TestimonialBase &
  ({ avatar: string; initials?: undefined } | { avatar: null; initials: string });

/**
 * Six testimonials, one per kind of client the agency serves (spec §1). These are sample words written for the
 * launch design, not quotes from real people: replace each with a real client's words, first name and role,
 * given with their permission, before the site goes live (Australian Consumer Law forbids invented reviews).
 * Every gradient keeps white initials at WCAG AA contrast.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'naturopath',
    name: 'Maya',
    role: 'Naturopath',
    quote:
      'I wanted a website that felt as calm as my clinic. They listened to how I work, wrote in my voice, and now new clients tell me they booked because the site felt like talking to me.',
    avatar: '/avatars/maya.svg',
    gradient: 'linear-gradient(135deg, #d9ead8 0%, #a9cdb0 100%)',
    border: '#4f7d5f',
  },
  {
    id: 'environmental-coordinator',
    name: 'Liam',
    role: 'Volunteer coordinator, environmental not-for-profit',
    quote:
      'We are a small team with a big job. Our new site makes it simple for people to sign up for planting days, and the green hosting means our website finally matches our values.',
    avatar: null,
    initials: 'L',
    gradient: 'linear-gradient(135deg, #1f5135 0%, #2f6b47 100%)',
    border: '#a9cdb0',
  },
  {
    id: 'life-coach',
    name: 'Priya',
    role: 'Life coach',
    quote:
      'The client portal made everything easy. I could see the assessment, the ballpark quote and every draft in one place, and I never felt rushed or talked down to.',
    avatar: null,
    initials: 'P',
    gradient: 'linear-gradient(135deg, #7a3519 0%, #a34a28 100%)',
    border: '#e8c3a8',
  },
  {
    id: 'nutritionist',
    name: 'Sam',
    role: 'Nutritionist',
    quote:
      'They explained search optimisation in plain English and helped me write recipes and articles people actually search for. It is the first time marketing has felt honest to me.',
    avatar: null,
    initials: 'S',
    gradient: 'linear-gradient(135deg, #5b3f8c 0%, #7a5aa8 100%)',
    border: '#d3c4ea',
  },
  {
    id: 'writer',
    name: 'Eleanor',
    role: 'Author and poet',
    quote:
      'I needed a home for my books, readings and newsletter that did not look like everyone else’s. The design gives my words room to breathe, and I can update it myself.',
    avatar: '/avatars/eleanor.svg',
    gradient: 'linear-gradient(135deg, #f3e3d3 0%, #e2b48f 100%)',
    border: '#a34a28',
  },
  {
    id: 'educator',
    name: 'Daniel',
    role: 'Outdoor educator',
    quote:
      'The AI tools they set up answer the common questions from parents and schools, so I spend more time teaching and less time on email. Friendly, patient people to work with.',
    avatar: null,
    initials: 'D',
    gradient: 'linear-gradient(135deg, #1d4e6b 0%, #2c6f8f 100%)',
    border: '#b9dbe9',
  },
];
