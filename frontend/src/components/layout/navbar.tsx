import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AccountSlot } from './account-slot';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { MenuIcon } from './menu-icon';
import { NavLinks } from './nav-links';

/**
 * Site header. From the xl breakpoint the seven links sit in the bar; below it a
 * disclosure button (aria-expanded / aria-controls) opens them in a panel, and
 * below md the account links (Log in, Create Account, or the patient's) are there too.
 * Escape closes the panel and returns focus to the button.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The panel is open "at" a path, so any navigation (links, back button) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenAt(null), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-4 flex items-center justify-between gap-4 py-3 sm:mx-[8%]">
        <BrandLink onNavigate={close} />
        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <NavLinks layout="row" />
        </nav>
        <div className="flex items-center gap-2">
          {/*
            In the bar from a 360 px phone up, so a Hindi reader finds हिन्दी without opening
            the menu; narrower, only the menu has it.
          */}
          <div className="hidden min-[360px]:block">
            <LanguageSwitch />
          </div>
          {/* From md there is room beside the brand for Log in and Create Account; below, the menu has them. */}
          <div className="hidden md:block">
            <AccountSlot />
          </div>
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary-soft xl:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenAt(open ? null : pathname)}
          >
            <MenuIcon open={open} />
            <span className="sr-only">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('nav.label')}
        hidden={!open}
        className="border-t border-slate-200 bg-white xl:hidden"
      >
        <div className="mx-4 py-2 sm:mx-[8%]">
          <NavLinks layout="column" onNavigate={close} />
          <div className="border-t border-slate-200 py-2">
            <LanguageSwitch wide />
          </div>
          <div className="border-t border-slate-200 pt-3 pb-2 md:hidden">
            <AccountSlot onNavigate={close} wide />
          </div>
        </div>
      </nav>
    </header>
  );
}
