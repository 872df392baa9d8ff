import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/media-url';

interface ProfilePhotoProps {
  /** An `/uploads/...` path from the API, a `blob:` preview, or empty for the drawn avatar. */
  src: string;
  alt: string;
}

const FRAME = 'size-36 aspect-square shrink-0 rounded-full ring-4 ring-white shadow-md';

/** A friendly stand-in until a photo is added: a smiling figure on soft teal. */
function PlaceholderAvatar({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 144 144"
      width="144"
      height="144"
      className={`${FRAME} bg-primary-soft`}
    >
      <circle cx="112" cy="34" r="10" fill="#fcd38d" />
      <path d="M24 144c4-30 22-46 48-46s44 16 48 46z" fill="#0f766e" />
      <path d="M56 100h32l-16 18z" fill="#e6f4f1" />
      <circle cx="72" cy="62" r="26" fill="#f6c6a3" />
      <path d="M46 60c0-18 12-28 26-28s26 10 26 28c-6-8-16-12-26-12s-20 4-26 12z" fill="#4338ca" />
      <circle cx="63" cy="64" r="3" fill="#1e293b" />
      <circle cx="81" cy="64" r="3" fill="#1e293b" />
      <path d="M63 74q9 8 18 0" fill="none" stroke="#1e293b" strokeWidth="3" strokeLinecap="round" />
      <circle cx="56" cy="72" r="4" fill="#f59e0b" opacity="0.35" />
      <circle cx="88" cy="72" r="4" fill="#f59e0b" opacity="0.35" />
    </svg>
  );
}

/** The profile photo at a fixed 144 × 144, so nothing moves when it loads. */
export function ProfilePhoto({ src, alt }: ProfilePhotoProps) {
  const { t } = useTranslation('profile');
  if (!src) return <PlaceholderAvatar label={t('summary.noPhoto')} />;
  const url = src.startsWith('blob:') ? src : mediaUrl(src);
  return (
    <img src={url} alt={alt} width={144} height={144} className={`${FRAME} bg-slate-100 object-cover`} />
  );
}
