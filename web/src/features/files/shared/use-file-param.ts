import { useQueryParams } from '@/lib/use-query-params';

/** `?file=<id>` opens that file (the activity log, emails and conversations link to it). */
const FILE_PARAM = 'file';

export function useFileParam() {
  const [params, changeParams] = useQueryParams();
  const openId = params.get(FILE_PARAM);
  const change = (id: string | null) => changeParams({ [FILE_PARAM]: id });
  return { openId, open: (id: string) => change(id), close: () => change(null) };
}
