import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints small snippets as if they sat at real paths of the repository, with the
// repository's own eslint.config.js, so a loosened rule fails here before it lets
// a wrong import or a forgotten promise through.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.filter((m) => m.severity === 2) ?? [];
}

/** The rules that fired, one entry per error. */
async function rulesHit(code: string, filePath: string): Promise<(string | null)[]> {
  return (await problems(code, filePath)).map((m) => m.ruleId);
}

const DRIZZLE = "import { eq } from 'drizzle-orm';\nexport const same = eq;\n";
const PG_CORE = "import { pgTable } from 'drizzle-orm/pg-core';\nexport const table = pgTable;\n";
const DOCTORS_FEATURE =
  "import { useDoctors } from '@/features/doctors/hooks/use-doctors';\nexport const doctors = useDoctors;\n";

describe('layer boundaries', () => {
  it('refuses Drizzle in a service and allows it in a repository and a table', async () => {
    expect(await rulesHit(DRIZZLE, 'backend/src/doctors/doctors.service.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesHit(PG_CORE, 'backend/src/contact/contact.controller.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesHit(DRIZZLE, 'backend/src/doctors/doctors.repository.ts')).toEqual([]);
    expect(await rulesHit(PG_CORE, 'backend/src/doctors/doctors.table.ts')).toEqual([]);
  });

  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    expect(await rulesHit(DOCTORS_FEATURE, 'frontend/src/features/appointments/messages.ts')).toEqual([
      'no-restricted-imports',
    ]);
    const relative =
      "import { useDoctors } from '../doctors/hooks/use-doctors';\nexport const doctors = useDoctors;\n";
    expect(await rulesHit(relative, 'frontend/src/features/appointments/messages.ts')).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('allows a feature its own files and shared code, and a page any feature', async () => {
    const own =
      "import { APPOINTMENT_MESSAGES } from '@/features/appointments/messages';\n" +
      "import { formatRupees } from '@/lib/format';\n" +
      'export const both = [APPOINTMENT_MESSAGES, formatRupees];\n';
    expect(await rulesHit(own, 'frontend/src/features/appointments/messages.ts')).toEqual([]);
    expect(await rulesHit(DOCTORS_FEATURE, 'frontend/src/pages/doctors.tsx')).toEqual([]);
  });

  it('refuses a shared component importing a feature or a page', async () => {
    expect(await rulesHit(DOCTORS_FEATURE, 'frontend/src/components/layout/footer.tsx')).toEqual([
      'no-restricted-imports',
    ]);
    const page = "import HomePage from '@/pages/home';\nexport const page = HomePage;\n";
    expect(await rulesHit(page, 'frontend/src/lib/format.ts')).toEqual(['no-restricted-imports']);
    const shared = "import { formatRupees } from '@/lib/format';\nexport const rupees = formatRupees;\n";
    expect(await rulesHit(shared, 'frontend/src/components/layout/footer.tsx')).toEqual([]);
  });

  it('keeps common/ free of backend code', async () => {
    const backend =
      "import { DoctorsService } from '../../backend/src/doctors/doctors.service';\nexport const s = DoctorsService;\n";
    expect(await rulesHit(backend, 'common/src/slots.ts')).toEqual(['no-restricted-imports']);
  });
});

describe('type-aware rules', () => {
  const work = 'async function save(): Promise<void> {}\n';

  it('refuses a forgotten promise in backend code and accepts an awaited one', async () => {
    const floating = `${work}export function handle(): void {\n  save();\n}\n`;
    expect(await rulesHit(floating, 'backend/src/doctors/doctors.service.ts')).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
    const awaited = `${work}export async function handle(): Promise<void> {\n  await save();\n}\n`;
    expect(await rulesHit(awaited, 'backend/src/doctors/doctors.service.ts')).toEqual([]);
  });

  it('refuses a switch that forgets a case', async () => {
    const partial =
      "export function label(kind: 'a' | 'b'): string {\n  switch (kind) {\n    case 'a':\n      return 'A';\n  }\n  return '';\n}\n";
    expect(await rulesHit(partial, 'common/src/slots.ts')).toEqual([
      '@typescript-eslint/switch-exhaustiveness-check',
    ]);
  });
});
