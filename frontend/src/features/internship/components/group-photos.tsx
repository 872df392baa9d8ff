import { useTranslation } from 'react-i18next';
import { GROUP_PHOTOS } from '@/content/internship';

/** The two group pictures of past interns, side by side from sm up. */
export function GroupPhotos() {
  const { t } = useTranslation('internship');
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
      {GROUP_PHOTOS.map(({ id, src }) => (
        <img
          key={src}
          src={src}
          alt={t(`photos.${id}`)}
          width={480}
          height={300}
          className="aspect-[8/5] h-auto w-full rounded-2xl border border-slate-200 bg-primary-soft object-cover"
        />
      ))}
    </div>
  );
}
