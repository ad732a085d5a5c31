import toast from 'react-hot-toast';

/** A toast with a title and an optional description, the shape the spec's messages take (§8). */
function ToastContent({ title, description }: { title: string; description?: string }) {
  return (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description && <span>{description}</span>}
    </span>
  );
}

export const notify = {
  success: (title: string, description?: string) =>
    toast.success(<ToastContent title={title} description={description} />),
  /** The "destructive" variant: an error toast, announced at once to screen readers. */
  error: (title: string, description?: string) =>
    toast.error(<ToastContent title={title} description={description} />, {
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
};
