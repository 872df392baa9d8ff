import type { RunningProduct } from './product.js';

/**
 * Without SMTP the server writes each mail to its log (at info level): the
 * sign-up code is the indented six-digit line of the newest mail to `email`.
 */
export async function mailedCode(product: RunningProduct, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const output = product.output();
    if (output.includes(`To: ${email}`)) {
      const code = output
        .split(`To: ${email}`)
        .at(-1)
        ?.match(/\\n {4}(\d{6})\\n/)?.[1];
      if (code) return code;
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
