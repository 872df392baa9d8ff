import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';

/** Shown in place of the form once the password is set; its heading takes focus so it is read out. */
export function PasswordSet() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mt-6 rounded-2xl border border-green-300 bg-green-50 p-5">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold text-green-950 focus:outline-none">
        Your password is set
      </h2>
      <p className="mt-2 text-base text-green-950">
        Log in to the staff console with your e-mail address and the password you just chose.
      </p>
      <Link to="/admin/login" className={buttonClass('primary', 'mt-4 w-full')}>
        Go to the staff login
      </Link>
    </div>
  );
}
