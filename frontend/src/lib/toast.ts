/**
 * The one import point for toasts. We use react-toastify's `unstyled` entry and
 * bundle its stylesheet (index.css) instead of letting the default entry inject
 * a <style> tag at run time, which a strict Content-Security-Policy blocks.
 * Importing `react-toastify` directly elsewhere would create a second, separate
 * toast store whose toasts never appear: always import from here.
 */
export { ToastContainer, toast } from 'react-toastify/unstyled';
