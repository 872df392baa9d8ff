import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { clearErrorToastsOnPageChange } from './toast';

/**
 * For a frame (the site's, the console's): when the page changes, the error toasts
 * of the page the visitor left go with it. Runs when the frame first shows too, so
 * the staff login's error does not follow staff into the console.
 */
export function useClearErrorsOnPageChange(): void {
  const { pathname } = useLocation();
  const back = useNavigationType() === 'POP';
  useEffect(() => {
    clearErrorToastsOnPageChange(back);
  }, [pathname, back]);
}
