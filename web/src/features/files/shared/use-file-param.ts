import { useSearchParams } from 'react-router-dom';

/** `?file=<id>` opens that file (the activity log, emails and conversations link to it). */
const FILE_PARAM = 'file';

export function useFileParam() {
  const [params, setParams] = useSearchParams();
  const openId = params.get(FILE_PARAM);
  const change = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(FILE_PARAM, id);
        else next.delete(FILE_PARAM);
        return next;
      },
      { replace: true },
    );
  return { openId, open: (id: string) => change(id), close: () => change(null) };
}
