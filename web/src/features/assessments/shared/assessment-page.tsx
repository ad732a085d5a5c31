import Container from '@mui/material/Container';
import { useLocation, useParams } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { type AssessmentArea, AssessmentReport } from '@/features/assessments/shared/assessment-report';

/** One assessment's report, live, in an area: the client's own (another client's is "not found"), or any for admins. */
function AssessmentPage({ meta, area }: PageProps & { area: AssessmentArea }) {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <AssessmentReport
        key={id}
        id={id}
        area={area}
        head={(title) => <PageHead title={title} description={meta.description} path={pathname} noIndex />}
      />
    </Container>
  );
}

/** /client/assessments/{id}. */
export const ClientAssessmentPage = (props: PageProps) => <AssessmentPage {...props} area="client" />;

/** /webmin1010/assessments/{id}: any client's or lead's assessment. */
export const AdminAssessmentPage = (props: PageProps) => <AssessmentPage {...props} area="admin" />;
