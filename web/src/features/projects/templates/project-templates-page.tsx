import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { serviceLabel } from '@agency/common';

import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { When } from '@/components/when';
import { type ProjectTemplate, useProjectTemplates } from '@/lib/firestore/project-templates';

import { TemplateEditorDialog } from './template-editor-dialog';

/**
 * /webmin1010/settings/templates: the project template of each of the eight services, and its editor. A service
 * whose template was never saved shows the agency's default, so the list is never empty.
 */
export default function ProjectTemplatesPage({ meta }: PageProps) {
  return (
    <PortalPage
      meta={meta}
      intro="The milestones a new project starts with, by service, each dated in days from the start."
    >
      <TemplateList />
    </PortalPage>
  );
}

function TemplateList() {
  const live = useProjectTemplates('page');
  const [editing, setEditing] = useState<ProjectTemplate | null>(null);
  if (live.status === 'loading') return <PageLoader />;
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Templates">
        {live.data.map((template) => (
          <Grid key={template.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <TemplateCard template={template} onEdit={() => setEditing(template)} />
          </Grid>
        ))}
      </Grid>
      <TemplateEditorDialog template={editing} onClose={() => setEditing(null)} />
    </>
  );
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function TemplateCard({ template, onEdit }: { template: ProjectTemplate; onEdit: () => void }) {
  const service = serviceLabel(template.service);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {service}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{template.name}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {counted(template.milestones.length, 'milestone', 'milestones')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {template.updatedAt ? (
            <>
              Saved <When date={template.updatedAt} format="recent" inSentence />
            </>
          ) : (
            'The agency’s default, not saved yet'
          )}
        </Typography>
      </CardContent>
      <CardActions>
        <Button onClick={onEdit} aria-label={`Edit the ${service} template`}>
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}
