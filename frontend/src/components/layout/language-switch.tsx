import { LANGUAGE_NAMES, LANGUAGES } from '@umang/common';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/i18n';
import { useLanguage } from '@/i18n/use-language';

interface LanguageSwitchProps {
  /** Larger targets in the phone menu. */
  wide?: boolean;
}

/**
 * "English | हिन्दी": two buttons, each named in its own language and marked with
 * its `lang`, so a screen reader says each in the right voice. The one shown is
 * pressed. Switching keeps the page and whatever was typed into it.
 */
export function LanguageSwitch({ wide = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const shown = useLanguage();
  const size = wide ? 'min-h-11 px-3 text-base' : 'min-h-9 px-2 text-sm';
  return (
    <div role="group" aria-label={t('language.label')} className="flex items-center">
      {LANGUAGES.map((lang, index) => (
        <span key={lang} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="px-0.5 text-slate-400">
              |
            </span>
          )}
          <button
            type="button"
            lang={lang}
            aria-pressed={lang === shown}
            onClick={() => void setLanguage(lang)}
            className={`${size} rounded-md font-medium whitespace-nowrap hover:bg-primary-soft aria-pressed:text-primary aria-pressed:underline aria-pressed:decoration-2 aria-pressed:underline-offset-4 aria-[pressed=false]:text-ink`}
          >
            {LANGUAGE_NAMES[lang]}
          </button>
        </span>
      ))}
    </div>
  );
}
