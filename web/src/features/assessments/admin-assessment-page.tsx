import Container from '@mui/material/Container';
import { useLocation, useParams } from 'react-router-dom';

import { AssessmentReport } from '@/components/assessments/assessment-report';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';

/** /webmin1010/assessments/{id}: any client's or lead's assessment, live, as the client reads theirs. */
export default function AdminAssessmentPage({ meta }: PageProps) {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <AssessmentReport
        key={id}
        id={id}
        area="admin"
        head={(title) => <PageHead title={title} description={meta.description} path={pathname} noIndex />}
      />
    </Container>
  );
}
