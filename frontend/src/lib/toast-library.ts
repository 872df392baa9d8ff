/**
 * react-toastify and its stylesheet: the part of toasts that comes after the first
 * screen (toast.ts fetches it). We use the library's `unstyled` entry and bundle its
 * stylesheet instead of letting the default entry inject a <style> tag at run time,
 * which a strict Content-Security-Policy blocks.
 */
import './toast.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
