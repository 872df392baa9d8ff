import { useTranslation } from 'react-i18next';

interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

const ID = 'signup-consent';

/**
 * The patient's agreement to the processing of health data. Unticked to
 * begin with: agreement must be given, not assumed; the server refuses
 * sign-up without it.
 */
export function ConsentCheckbox({ checked, onChange, error }: ConsentCheckboxProps) {
  const { t } = useTranslation('auth');
  const errorId = `${ID}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={ID}
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 accent-primary"
        />
        <label htmlFor={ID} className="text-base text-ink">
          {t('consent')}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-base font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
