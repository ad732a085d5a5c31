import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

import { LegalPage, LegalSection } from '../components/legal-page';

export default function DisclaimerPage({ meta }: PageProps) {
  return (
    <LegalPage
      meta={meta}
      summary={
        <p>
          We share what we know on this website to help purpose-driven businesses make good decisions about their online
          presence. Please read this disclaimer to understand the limits of that information.
        </p>
      }
    >
      <LegalSection title="General information only">
        <p>
          The content on the {site.name} website is general information. It does not take your particular situation into
          account and is not legal, financial, tax, health or other professional advice. Please seek advice from a
          qualified professional before acting on it.
        </p>
      </LegalSection>

      <LegalSection title="Accuracy and prices">
        <p>
          We work to keep this website accurate and up to date, but services, features and prices can change. The
          details in your written quote or proposal are the ones that apply to your project.
        </p>
      </LegalSection>

      <LegalSection title="No guaranteed results">
        <p>
          We put real care into every project, but we cannot promise particular outcomes such as search rankings,
          website traffic, enquiries or sales. These depend on many things outside our control, including search
          engines, social media platforms and your market.
        </p>
      </LegalSection>

      <LegalSection title="AI-generated content">
        <p>
          Some of our services and content use artificial intelligence tools. We review what they produce, but AI can
          still be wrong or out of date. Please check anything important before relying on it.
        </p>
      </LegalSection>

      <LegalSection title="Testimonials">
        <p>
          Testimonials on this website reflect the experiences of individual clients. Every business is different, and
          your results may differ.
        </p>
      </LegalSection>

      <LegalSection title="Links to other websites">
        <p>
          We sometimes link to other websites for your convenience. We do not control them and are not responsible for
          their content, privacy practices or availability.
        </p>
      </LegalSection>

      <LegalSection title="Your rights and our liability">
        <p>
          Nothing in this disclaimer limits your rights under the Australian Consumer Law. Otherwise, to the extent the
          law allows, we are not liable for any loss arising from your use of, or reliance on, the information on this
          website. Our{' '}
          <Link component={RouterLink} to={paths.termsOfService.getHref()}>
            terms of service
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to={paths.privacyPolicy.getHref()}>
            privacy policy
          </Link>{' '}
          say more about how we work and how we look after your information. This disclaimer is governed by the laws of
          Queensland, Australia.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
