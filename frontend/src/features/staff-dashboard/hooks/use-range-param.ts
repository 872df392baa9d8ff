import { useSearchParams } from 'react-router-dom';
import { type DashboardRange, readRange } from '../ranges';

/**
 * The period the screen shows, kept in the URL (`?from=&to=`) so a reload, a shared
 * link and Back all keep it. No range in the URL is the API's default.
 */
export function useRangeParam() {
  const [params, setParams] = useSearchParams();
  const asked = readRange(params);

  /** A new entry in the history for each choice, so Back returns to the period before. */
  const choose = (range: DashboardRange | undefined) => {
    setParams(range ? { from: range.from, to: range.to } : {});
  };

  return { ...asked, choose };
}
