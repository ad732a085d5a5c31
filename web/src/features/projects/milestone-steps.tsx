import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

import { calendarDayOf, type Milestone, nextMilestone } from '@agency/common';

import { When } from '@/components/when';

/**
 * The milestones as a vertical timeline: done ones ticked with the day they were done, the current one (the first
 * not done) open, upcoming ones after it, each with its due day ("was due" once that day has passed undone).
 */
export function MilestoneSteps({ milestones, now = new Date() }: { milestones: Milestone<Date>[]; now?: Date }) {
  const today = calendarDayOf(now);
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
                      on <When date={milestone.completedAt} format="day" />
                    </>
                  )}
                  {!done && milestone.dueDate && (
                    <>
                      {' '}
                      · {calendarDayOf(milestone.dueDate) < today ? 'was due' : 'due'}{' '}
                      <When date={milestone.dueDate} format="day" />
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
