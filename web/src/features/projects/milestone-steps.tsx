import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

import { type Milestone, nextMilestone } from '@agency/common';

import { Day } from '@/features/projects/project-parts';

/**
 * The milestones as a vertical timeline: done ones ticked with the day they were done, the current one (the first
 * not done) open, upcoming ones after it, each with its due day.
 */
export function MilestoneSteps({ milestones }: { milestones: Milestone<Date>[] }) {
  if (!milestones.length) {
    return <Typography color="textSecondary">We have not set out the milestones yet.</Typography>;
  }
  const current = nextMilestone(milestones);
  const active = current ? milestones.indexOf(current) : milestones.length;
  return (
    <Stepper orientation="vertical" activeStep={active} component="ol" sx={{ pl: 0 }} aria-label="Milestones">
      {milestones.map((milestone) => {
        const done = milestone.status === 'done';
        const state = done ? 'Done' : milestone === current ? 'Current' : 'Upcoming';
        return (
          <Step key={milestone.id} completed={done} component="li" sx={{ listStyle: 'none' }}>
            <StepLabel
              optional={
                <Typography variant="body2" color="textSecondary">
                  {state}
                  {done && milestone.completedAt && (
                    <>
                      {' '}
                      on <Day date={milestone.completedAt} />
                    </>
                  )}
                  {!done && milestone.dueDate && (
                    <>
                      {' '}
                      · due <Day date={milestone.dueDate} />
                    </>
                  )}
                </Typography>
              }
            >
              {milestone.title}
            </StepLabel>
            <StepContent>
              <Typography variant="body2" color="textSecondary">
                {milestone.status === 'in-progress' ? 'We are working on this now.' : 'This is next.'}
              </Typography>
            </StepContent>
          </Step>
        );
      })}
    </Stepper>
  );
}
