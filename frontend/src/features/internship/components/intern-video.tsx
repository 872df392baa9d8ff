import { useTranslation } from 'react-i18next';
import { INTERN_VIDEO } from '@/content/internship';

/**
 * The intern-experience clip. It is silent, so the text under it tells the
 * same story for anyone who cannot see it. preload="metadata" keeps the
 * page light until someone presses play.
 */
export function InternVideo() {
  const { t } = useTranslation('internship');
  const { webm, mp4, poster, width, height } = INTERN_VIDEO;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <video
        controls
        preload="metadata"
        poster={poster}
        width={width}
        height={height}
        aria-describedby="intern-video-description"
        className="aspect-video h-auto w-full bg-ink"
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
        {t('video.fallback')}
      </video>
      <figcaption className="p-5 sm:p-6">
        <span className="block text-lg font-semibold text-ink">{t('video.title')}</span>
        <span id="intern-video-description" className="mt-1 block text-base text-muted">
          {t('video.description')}
        </span>
      </figcaption>
    </figure>
  );
}
