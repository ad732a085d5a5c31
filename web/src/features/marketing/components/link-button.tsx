import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string };

/** A button that navigates inside the app (paths and `/#anchor` links alike). */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  return <Button component={RouterLink} to={to} {...props} />;
}
