import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { type Amounts, ballpark, ballparkProblem, formatAud, formatCents, INSIGHT_LAB_PACKAGES } from '@agency/common';

import { SelectField } from '@/components/forms/select-field';

import {
  DESIGN_CHOICES,
  HOSTING_CHOICES,
  HOSTING_INCLUDED,
  isPackageChoice,
  type LabQuantities,
  MAX_LAB_QUANTITY,
  selectionOf,
} from './quote-request';
import { RequestQuote } from './request-quote';

/** "$4,922.50": the calculator shows cents, as a quote does. */
const money = formatCents;

/**
 * A ballpark: a design plan or a package, hosting, and AI insight lab hours, with one-time and monthly amounts
 * before GST, the GST and the totals, worked out by common's `ballpark` (the function quotes use too).
 */
export function BallparkCalculator() {
  const [design, setDesign] = useState('');
  const [hosting, setHosting] = useState('');
  const [lab, setLab] = useState<LabQuantities>({});
  const isPackage = isPackageChoice(design);
  const selection = selectionOf(design, hosting, lab);
  const problem = ballparkProblem(selection);
  const result = problem ? null : ballpark(selection);
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectField
            label="Design plan or package"
            placeholder="None"
            placeholderSelectable
            options={DESIGN_CHOICES}
            value={design}
            onChange={(event) => setDesign(event.target.value)}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectField
            label="Hosting"
            placeholder={isPackage ? HOSTING_INCLUDED : 'None'}
            placeholderSelectable
            options={isPackage ? [] : HOSTING_CHOICES}
            value={isPackage ? '' : hosting}
            onChange={(event) => setHosting(event.target.value)}
            disabled={isPackage}
            fullWidth
          />
        </Grid>
        {INSIGHT_LAB_PACKAGES.map((labPackage) => (
          <Grid key={labPackage.hours} size={{ xs: 12, sm: 4 }}>
            <TextField
              type="number"
              label={`AI insight lab, ${labPackage.hours} hours (${formatAud(labPackage.price)} each)`}
              value={lab[labPackage.hours] ?? 0}
              onChange={(event) => {
                const quantity = Math.max(0, Math.min(MAX_LAB_QUANTITY, Math.trunc(Number(event.target.value) || 0)));
                setLab((before) => ({ ...before, [labPackage.hours]: quantity }));
              }}
              slotProps={{ htmlInput: { min: 0, max: MAX_LAB_QUANTITY, step: 1 } }}
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
      {problem && <Alert severity="warning">{problem}</Alert>}
      {result && result.lines.length === 0 && (
        <Typography color="textSecondary">
          Choose a plan, a package, hosting or insight lab hours to see a ballpark.
        </Typography>
      )}
      {result && result.lines.length > 0 && (
        <Stack spacing={2} aria-live="polite">
          <Table size="small" aria-label="Your ballpark">
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Before GST</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.lines.map((line) => (
                <TableRow key={line.catalogueId}>
                  <TableCell>
                    {line.description}
                    {line.quantity > 1 && ` × ${line.quantity}`}
                  </TableCell>
                  <TableCell align="right">{money(line.exGstCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Grid container spacing={2}>
            <Totals title="One-time" amounts={result.oneTime} />
            <Totals title="Monthly" amounts={result.monthly} />
          </Grid>
          <Typography variant="body2" color="textSecondary">
            A ballpark, not a quote: your quote may differ once we know what you need.
          </Typography>
          <RequestQuote selection={selection} />
        </Stack>
      )}
    </Stack>
  );
}

function Totals({ title, amounts }: { title: string; amounts: Amounts }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Table size="small" aria-label={`${title} amounts`}>
        <TableHead>
          <TableRow>
            <TableCell colSpan={2}>{title}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Before GST</TableCell>
            <TableCell align="right">{money(amounts.exGstCents)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>GST</TableCell>
            <TableCell align="right">{money(amounts.gstCents)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(amounts.totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Grid>
  );
}
