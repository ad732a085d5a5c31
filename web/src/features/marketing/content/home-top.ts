import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/**
 * The words of the home page's hero and introduction, the part a visitor sees first: they load with the page. The
 * rest of its words (home.ts) load with the sections below, as the visitor nears them
 * (docs/decisions/021-public-page-performance.md).
 */

export interface HomeItem {
  title: string;
  body: string;
  icon: typeof SvgIcon;
}

export const hero = {
  eyebrow: 'Web design, hosting and AI for purpose-driven businesses',
  title: 'Websites With Heart for Businesses That Make the World Better',
  subtitle:
    'We help natural health practitioners, environmental groups, coaches, nutritionists, educators, writers and creatives share their work through warm, thoughtful websites, green hosting and AI that gives you time back.',
};

export const intro = {
  eyebrow: 'AI-powered websites',
  title: 'Smart Websites, Made by People Who Care',
  paragraphs: [
    'We use AI where it genuinely helps: sketching layouts, drafting and checking content, testing pages and answering everyday questions. That leaves more of your budget for the parts that matter most, like thoughtful design and words that sound like you.',
    'Every site is still planned, written and reviewed by real people, and nothing goes live until you are happy with it.',
  ],
  points: [
    {
      title: 'Ideas sooner',
      body: 'AI helps us explore designs and draft copy quickly, so you see your new site taking shape early.',
      icon: PsychologyOutlined,
    },
    {
      title: 'Working for you after launch',
      body: 'Optional chatbots and automations answer common questions and follow up enquiries while you focus on your clients.',
      icon: SmartToyOutlined,
    },
    {
      title: 'Human at every step',
      body: 'A real person reviews everything AI touches, so your site stays accurate, ethical and true to your voice.',
      icon: FavoriteBorder,
    },
  ] satisfies readonly HomeItem[],
};
