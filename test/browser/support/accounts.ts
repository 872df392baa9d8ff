import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningProduct } from './product.js';

/** The six-digit sign-up code of the newest mail to `email`. */
export async function mailedCode(product: RunningProduct, email: string): Promise<string> {
  // Without SMTP_URL the server saves each mail as a file in DATA_DIR/mail: read the newest to `email`.
  const dir = join(product.dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
    for (const name of names) {
      const mail = readFileSync(join(dir, name), 'utf8');
      const body = mail.slice(mail.indexOf('\n\n'));
      const code = mail.startsWith(`To: ${email}\n`) ? /\b(\d{6})\b/.exec(body) : null;
      if (code) return code[1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code was mailed to ${email}`);
}

async function post<T>(product: RunningProduct, path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${product.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T & { success: boolean; message?: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${data.message ?? ''}`);
  return data;
}

/** A patient account made through the API the way the sign-up form makes it; answers its token. */
export async function signUpPatient(
  product: RunningProduct,
  email: string,
  name = 'Asha Verma',
): Promise<string> {
  await post(product, '/api/user/send-otp', { email });
  const otp = await mailedCode(product, email);
  const { token } = await post<{ token: string }>(product, '/api/user/register', {
    name,
    email,
    password: 'Kite-Sunrise-2026',
    phone: '9812345678',
    otp,
    consent: true,
  });
  return token;
}

export { post as postJson };
