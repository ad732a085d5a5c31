import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { CURRENCY, TERMS, UPTIME_GUARANTEE_PERCENT } from '@agency/common';

import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

import { LegalPage, LegalSection } from '../components/legal-page';

export default function TermsOfServicePage({ meta }: PageProps) {
  return (
    <LegalPage
      meta={meta}
      summary={
        <p>
          These terms explain how {site.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) works with you (&ldquo;you&rdquo;,
          the client). They apply to every service we provide, alongside the quote or proposal you accept. If the two
          ever differ, your accepted quote or proposal applies.
        </p>
      }
    >
      <LegalSection title="Our services">
        <p>
          The work we will do, what it includes and the expected timeline are set out in your accepted quote or
          proposal. If you would like to change the scope once work has started, we will agree the change with you in
          writing first, including any effect on price or timing.
        </p>
      </LegalSection>

      <LegalSection title="Prices and payment">
        <ul>
          <li>
            All prices are in Australian dollars ({CURRENCY}) and include GST where applicable. Where a price on our
            website or in a quote is shown as &ldquo;+ GST&rdquo;, GST is added to your invoice.
          </li>
          <li>Invoices are payable within {TERMS.invoiceDueDays} days of the invoice date.</li>
          <li>
            Overdue amounts attract interest of {TERMS.overdueInterestPercentPerMonth}% per month until paid. We may
            also pause work or services on an overdue account, and will tell you before we do.
          </li>
        </ul>
        <p>
          If you are having trouble paying, please talk to us early. We would much rather find a way through together.
        </p>
      </LegalSection>

      <LegalSection title="Working together">
        <p>
          Good websites are made together. To keep your project on track we need your content, feedback and approvals in
          good time; delays on either side may move the timeline. You confirm that you have the right to use the words,
          images, logos and other material you give us.
        </p>
      </LegalSection>

      <LegalSection title="Ownership of the work">
        <p>
          Once you have paid in full, you own the final design and content we create for you. We keep ownership of our
          own tools, code libraries and templates, and give you a licence to use them as part of your website.
          Third-party software, themes, fonts and stock images are used under their own licences. We may show your
          finished project in our portfolio unless you ask us not to.
        </p>
      </LegalSection>

      <LegalSection title="Hosting and ongoing services">
        <p>
          Hosting and care plans continue month to month until cancelled. They come with a {UPTIME_GUARANTEE_PERCENT}%
          uptime guarantee, which does not count scheduled maintenance we tell you about in advance or events outside
          our reasonable control. We keep daily backups, but we recommend you also keep your own copies of important
          content.
        </p>
      </LegalSection>

      <LegalSection title="AI services">
        <p>
          Our AI consultancy, AI video studio and AI insight lab use artificial intelligence tools alongside human
          judgement. AI can make mistakes, so please review anything we deliver before you rely on it. Our research and
          recommendations are general in nature and are not legal, financial, medical or other professional advice.
        </p>
      </LegalSection>

      <LegalSection title="Cancellation">
        <p>
          Either of us may end a project or ongoing service by giving {TERMS.cancellationNoticeDays} days written
          notice. You pay for the work done and the costs we have committed to on your behalf up to the end of the
          notice period, and we hand over the completed work you have paid for.
        </p>
      </LegalSection>

      <LegalSection title="Your rights under Australian Consumer Law">
        <p>
          Our services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these
          terms limits those rights. Where the law allows us to limit our liability for a failure to meet a guarantee,
          our liability is limited to supplying the services again or paying the cost of having them supplied again.
        </p>
      </LegalSection>

      <LegalSection title="Limits of our liability">
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss, such as lost profits, lost
          data or lost opportunities, arising from our services or your use of your website.
        </p>
      </LegalSection>

      <LegalSection title="Privacy">
        <p>
          We look after your personal information as described in our{' '}
          <Link component={RouterLink} to={paths.privacyPolicy.getHref()}>
            privacy policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Governing law">
        <p>
          These terms are governed by the laws of Queensland, Australia, and you and we submit to the courts of
          Queensland.
        </p>
      </LegalSection>

      <LegalSection title="Changes to these terms">
        <p>
          We may update these terms from time to time. The version that applies to your project is the one in effect
          when you accepted your quote or proposal, unless we agree otherwise in writing.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
