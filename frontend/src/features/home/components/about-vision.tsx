import { useTranslation } from 'react-i18next';
import { ABOUT_PARAGRAPHS } from '@/content/home';

interface AboutVisionProps {
  /** The h2: "About Us" on the home page; /about already has it as its h1. */
  title?: string;
  /** The illustration beside the text; /about shows it in its page header instead. */
  showArt?: boolean;
}

/** Who we are, what Umang means, and our vision: shared by / and /about. */
export function AboutVision({ title, showArt = true }: AboutVisionProps) {
  const { t } = useTranslation('home');
  const story = (
    <div className="max-w-3xl">
      <h2 id="about-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {title ?? t('about.title')}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
        {ABOUT_PARAGRAPHS.map((id) => (
          <p key={id}>{t(`about.story.${id}`)}</p>
        ))}
      </div>
    </div>
  );

  const vision = (
    <div className="rounded-2xl border-l-4 border-sun bg-primary-soft p-5 sm:p-6">
      <h3 className="text-xl font-bold text-primary-dark">{t('about.visionTitle')}</h3>
      <p className="mt-2 text-lg leading-relaxed text-ink">{t('about.vision')}</p>
    </div>
  );

  if (!showArt) {
    // Without a picture the vision sits beside the story on wide screens.
    return (
      <section aria-labelledby="about-title" className="grid gap-8 lg:grid-cols-[1.6fr_1fr] lg:items-center">
        {story}
        {vision}
      </section>
    );
  }

  return (
    <section
      aria-labelledby="about-title"
      className="grid items-center gap-8 lg:grid-cols-[1fr_1.2fr] lg:gap-12"
    >
      <div>
        {story}
        <div className="mt-6">{vision}</div>
      </div>
      {/* After the text in reading order; drawn on the left from lg up. */}
      <img
        src="/assets/home/about.svg"
        alt=""
        width={520}
        height={420}
        loading="lazy"
        decoding="async"
        className="mx-auto aspect-[26/21] h-auto w-full max-w-md lg:order-first lg:max-w-none"
      />
    </section>
  );
}
