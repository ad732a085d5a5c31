import AccessibilityNewOutlined from '@mui/icons-material/AccessibilityNewOutlined';
import AutoModeOutlined from '@mui/icons-material/AutoModeOutlined';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import BlenderOutlined from '@mui/icons-material/BlenderOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MovieCreationOutlined from '@mui/icons-material/MovieCreationOutlined';
import ParkOutlined from '@mui/icons-material/ParkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SelfImprovementOutlined from '@mui/icons-material/SelfImprovementOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

import { MIN_DONATION_PERCENT, REPLY_WITHIN_HOURS } from '@agency/common';

import type { INDUSTRY_HIGHLIGHTS } from '@/config/services';

import type { HomeItem } from './home-top';

/**
 * The home page's words below its introduction, kept apart from its layout (the hero and introduction are in
 * home-top.ts, loaded first). Figures come from the catalogue in @agency/common.
 */

export const mission = {
  eyebrow: 'Our mission',
  title: 'What We Stand For',
  intro: 'Four values guide every website we design, host and grow.',
  values: [
    {
      title: 'Purpose first',
      body: 'We partner with people who are making things better for their clients, their communities and the planet.',
      icon: FavoriteBorder,
    },
    {
      title: 'Care for the planet',
      body: `Green hosting, lean pages and at least ${MIN_DONATION_PERCENT}% of our revenue donated to a sustainability not-for-profit.`,
      icon: EnergySavingsLeafOutlined,
    },
    {
      title: 'Honest partnership',
      body: 'Plain English, clear quotes and straight answers, from the first chat to launch day and beyond.',
      icon: HandshakeOutlined,
    },
    {
      title: 'Open to everyone',
      body: 'We design for people of all abilities, on any device and any connection.',
      icon: AccessibilityNewOutlined,
    },
  ] satisfies readonly HomeItem[],
};

export const functionalDesign = {
  eyebrow: 'Functional design',
  title: 'Design That Works as Beautifully as It Looks',
  intro: 'A lovely website is only the start. Ours are built to be used, found and trusted.',
  cards: [
    {
      title: 'Mobile friendly',
      body: 'Layouts that feel natural on phones, tablets and desktops alike.',
      icon: DevicesOutlined,
    },
    {
      title: 'Fast to load',
      body: 'Light pages and optimised images that are kind to your visitors and to the planet.',
      icon: SpeedOutlined,
    },
    {
      title: 'Easy to read',
      body: 'Clear headings, readable colour contrast and navigation that works with a keyboard or screen reader.',
      icon: VisibilityOutlined,
    },
    {
      title: 'Easy to find',
      body: 'Search-friendly structure and content from day one, so the right people can find you.',
      icon: SearchOutlined,
    },
    {
      title: 'Secure and reliable',
      body: 'SSL, regular backups and careful updates keep your site and your visitors safe.',
      icon: LockOutlined,
    },
    {
      title: 'Gentle calls to action',
      body: 'Every page guides visitors towards booking, joining or getting in touch, without the hard sell.',
      icon: TouchAppOutlined,
    },
  ] satisfies readonly HomeItem[],
};

export const servicesSection = {
  eyebrow: 'Explore services',
  title: 'Our Services',
  intro:
    'Everything your purpose-driven business needs to shine online, from a first website to AI that lightens the load.',
};

export const writersCreatives = {
  eyebrow: 'Writers and creatives',
  title: 'A Home for Your Words and Your Work',
  intro:
    'Authors, poets, artists, photographers and makers: your work deserves a website that feels like you. We build author pages, portfolios and newsletter sign-ups that let your words and images lead.',
  points: [
    {
      title: 'Books, readings and events',
      body: 'Showcase your published work, upcoming readings and where to buy, all in one place.',
      icon: AutoStoriesOutlined,
    },
    {
      title: 'Portfolios that breathe',
      body: 'Clean galleries and generous space so your art, photography or design can speak for itself.',
      icon: BrushOutlined,
    },
    {
      title: 'Newsletters and updates',
      body: 'Grow a loyal readership with simple sign-ups and pages you can update yourself.',
      icon: EditNoteOutlined,
    },
  ] satisfies readonly HomeItem[],
  action: 'Tell us about your work',
};

type IndustryName = (typeof INDUSTRY_HIGHLIGHTS)[number];

export const industries = {
  eyebrow: 'Industries',
  title: 'Industries We Serve',
  intro: 'We specialise in businesses and organisations that help people and the planet thrive.',
  byName: {
    'Natural Health': {
      body: 'Naturopaths, herbalists, massage therapists and holistic practitioners who want booking online to feel as calm as a consultation.',
      icon: SpaOutlined,
    },
    Environmental: {
      body: 'Conservation groups, sustainability consultants and eco-friendly brands that need to inform, inspire and bring people together.',
      icon: ParkOutlined,
    },
    'Personal Development': {
      body: 'Coaches, counsellors, facilitators and educators sharing their courses, programs and workshops.',
      icon: SelfImprovementOutlined,
    },
    Nutrition: {
      body: 'Nutritionists, dietitians and wholefood businesses sharing recipes, programs and good advice.',
      icon: BlenderOutlined,
    },
  } satisfies Record<IndustryName, Omit<HomeItem, 'title'>>,
};

export const approach = {
  eyebrow: 'How we work',
  title: 'Our Four-Step Approach',
  intro: 'A calm, clear process, so you always know what happens next.',
  steps: [
    {
      title: 'Listen',
      body: 'A relaxed conversation about your mission, your people and what is getting in the way. The free portal assessment is a great place to start.',
    },
    {
      title: 'Plan',
      body: 'We map out your pages, content and features, and you get a clear proposal and quote before any work begins.',
    },
    {
      title: 'Create',
      body: 'We design, write and build, sharing drafts in your client portal so you can give feedback as we go.',
    },
    {
      title: 'Grow',
      body: 'After launch we stay close, with hosting, care, search optimisation and fresh content to keep your site working for you.',
    },
  ],
};

export const aiSolutions = {
  eyebrow: 'AI solutions',
  title: 'AI Solutions With a Human Heart',
  intro: 'Practical, ethical AI that gives you time back for the work that matters to you.',
  items: [
    {
      title: 'Friendly chatbots',
      body: 'Answer common questions day and night in your own tone, and hand over to you when a person is needed.',
      icon: SmartToyOutlined,
    },
    {
      title: 'Everyday automation',
      body: 'Booking confirmations, follow-ups and enquiry notes handled for you, so nothing slips through the cracks.',
      icon: AutoModeOutlined,
    },
    {
      title: 'AI video',
      body: 'Explainers, promos and educational snippets made with AI and finished by people.',
      icon: MovieCreationOutlined,
    },
    {
      title: 'Research and insight',
      body: `Send your AI questions or research needs to our insight lab and get a considered reply within ${REPLY_WITHIN_HOURS} hours.`,
      icon: InsightsOutlined,
    },
  ] satisfies readonly HomeItem[],
};

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  title: 'Kind Words From Our Clients',
  intro: 'What purpose-driven business owners say about working with us.',
};

export const about = {
  eyebrow: 'About us',
  paragraphs: [
    'We are a small, Queensland-based web studio for people who want their business to do good. We bring together thoughtful design, clear writing and carefully chosen AI tools to help you reach the people you are here to serve.',
    `Giving back is part of how we work. We host websites on green Australian servers, and we donate at least ${MIN_DONATION_PERCENT}% of our revenue to a sustainability not-for-profit.`,
  ],
  highlights: [
    {
      title: 'Queensland based',
      body: 'Local people you can talk to, working with purpose-driven clients across Australia.',
      icon: PlaceOutlined,
    },
    {
      title: `At least ${MIN_DONATION_PERCENT}% given back`,
      body: 'A share of every project supports a sustainability not-for-profit.',
      icon: EnergySavingsLeafOutlined,
    },
    {
      title: 'Green hosting',
      body: 'Managed Australian hosting that is kinder to the planet.',
      icon: ParkOutlined,
    },
  ] satisfies readonly HomeItem[],
};

export const portal = {
  eyebrow: 'Client portal',
  title: 'Start With a Free Website Assessment',
  intro:
    'Join our free client portal and we will take a careful look at your current website or your plans for a new one. Everything about your project then lives in one place.',
  features: [
    { title: 'Free website assessment', icon: SearchOutlined },
    { title: 'Ballpark quotes', icon: RequestQuoteOutlined },
    { title: 'File sharing', icon: FolderSharedOutlined },
    { title: 'Proposals', icon: DescriptionOutlined },
  ] satisfies readonly Omit<HomeItem, 'body'>[],
  /** Spec §2: the button's exact words (with an en dash). */
  action: 'Join the Portal – Free Assessment',
};

export const contactSection = {
  eyebrow: 'Contact',
  title: "Let's Talk",
  intro: 'Tell us about your mission and what you would love your website to do. We would be glad to hear from you.',
  reply: `We reply to every message within ${REPLY_WITHIN_HOURS} hours.`,
};
