import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { RETENTION } from '@agency/common';

import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

import { LegalPage, LegalSection } from '../components/legal-page';

export default function PrivacyPolicyPage({ meta }: PageProps) {
  return (
    <LegalPage
      meta={meta}
      summary={
        <p>
          Your privacy matters to us. This policy explains what personal information {site.name} collects, why we
          collect it, how we look after it and how long we keep it. We handle personal information in line with the{' '}
          <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles.
        </p>
      }
    >
      <LegalSection title="What we collect">
        <p>We only collect what we need to answer you and to do the work you ask of us. This may include:</p>
        <ul>
          <li>
            <strong>Enquiries:</strong> your name, email address, industry and the message you send through our contact
            form.
          </li>
          <li>
            <strong>Client portal:</strong> your account details, business details, the files and messages you share
            with us, and your quotes, proposals and payment records.
          </li>
          <li>
            <strong>Website use:</strong> the pages you visit, your browser and device type and your approximate
            location, gathered through cookies and analytics tools.
          </li>
        </ul>
        <p>
          You can browse this website without telling us who you are. If you would rather deal with us without giving
          your name, let us know and we will do our best, although some services need us to know who you are.
        </p>
      </LegalSection>

      <LegalSection title="How we use it">
        <ul>
          <li>To reply to your enquiries and give you quotes and proposals.</li>
          <li>To design, build, host and support your website and our other services.</li>
          <li>To send invoices, take payments and keep our accounts.</li>
          <li>To understand how our website is used, so we can make it clearer and more useful.</li>
          <li>To meet our legal obligations, such as tax record keeping.</li>
        </ul>
        <p>
          We will only send you news or offers if you have agreed to receive them, and every message includes a way to
          unsubscribe. We never sell your personal information.
        </p>
      </LegalSection>

      <LegalSection title="Who we share it with">
        <p>
          We share personal information only with the people and services that help us work for you, such as our
          hosting, cloud storage, email and payment providers, and only as far as they need it. They must keep it
          confidential and use it only for that purpose. We may also disclose information when the law requires us to.
        </p>
        <p>
          Some of these providers may store information on servers outside Australia. When they do, we take reasonable
          steps to make sure your information is handled in a way that is consistent with the Australian Privacy
          Principles.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and analytics">
        <p>
          Our website uses cookies and similar browser storage to keep you signed in to the client portal and to help us
          understand, in general terms, how visitors use the site. You can block or delete them in your browser
          settings; the public pages will still work, but the client portal needs them to sign you in.
        </p>
      </LegalSection>

      <LegalSection title="How we keep it safe">
        <p>
          We take reasonable steps to protect your information from misuse, loss and unauthorised access. Our website
          and portal are served over encrypted connections, access to client information is limited to the people who
          need it, and our systems are kept up to date.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <ul>
          <li>Financial records are kept for {RETENTION.financialRecordsYears} years.</li>
          <li>
            Client records are kept for the length of our service to you plus {RETENTION.clientRecordsYearsAfterService}{' '}
            years.
          </li>
          <li>Website analytics are kept for up to {RETENTION.analyticsMonths} months.</li>
        </ul>
        <p>
          Enquiries that do not lead to working together are kept only as long as we need them. When we no longer need
          information, we securely delete it or remove anything that identifies you.
        </p>
      </LegalSection>

      <LegalSection title="Seeing and correcting your information">
        <p>
          You can ask to see the personal information we hold about you, and ask us to correct anything that is wrong,
          out of date or incomplete. Just contact us; we will respond within a reasonable time and will not charge you
          for making the request. If we cannot give you access, we will explain why.
        </p>
      </LegalSection>

      <LegalSection title="Questions and complaints">
        <p>
          If you are concerned about how we have handled your personal information, please contact us first so we can
          put it right. If you are not satisfied with our response, you can contact the Office of the Australian
          Information Commissioner at{' '}
          <Link href="https://www.oaic.gov.au" rel="noopener noreferrer" target="_blank">
            oaic.gov.au
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <p>
          We may update this policy from time to time. The current version is always on this page, with its effective
          date at the top. Our{' '}
          <Link component={RouterLink} to={paths.termsOfService.getHref()}>
            terms of service
          </Link>{' '}
          explain how we work with clients.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
