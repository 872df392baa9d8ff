import { CENTRE_NAME, type Language } from '@umang/common';

/** A mail's three parts, ready for `MailService.send`. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A block of a mail, written once and rendered both as HTML and as plain text. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'fields'; fields: [label: string, value: string][] }
  | { kind: 'quote'; text: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * A header value on one line: user text must not break the subject. Every run of
 * white space or control characters (NEL U+0085 and the Unicode line and paragraph
 * separators included) becomes one space.
 */
export const oneLine = (value: string, max = 150): string => {
  const line = value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** How every mail ends, in its language; the heading is the centre's name, which stays as it is. */
const SIGN_OFF: Record<Language, string> = {
  en: `Warm regards,\nThe team at ${CENTRE_NAME}`,
  hi: `शुभकामनाओं सहित,\n${CENTRE_NAME} की टीम`,
};

const P = 'margin:0 0 16px;font-size:15px;line-height:1.6;';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${escapeHtml(block.text)}</p>`;
    case 'code':
      return (
        '<p style="margin:8px 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px;' +
        `font-family:'Courier New',monospace;color:#0f4c5c;">${escapeHtml(block.code)}</p>`
      );
    case 'fields':
      return `<table style="margin:0 0 16px;border-collapse:collapse;font-size:15px;">${block.fields
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#52606d;vertical-align:top;">${escapeHtml(label)}</td>` +
            `<td style="padding:4px 0;">${escapeHtml(oneLine(value, Infinity))}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return (
        '<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0f4c5c;background:#f4f7f8;' +
        `font-size:15px;line-height:1.6;white-space:pre-wrap;">${escapeHtml(block.text)}</div>`
      );
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'fields':
      // One line per field: a value with a line break would forge a field of its own.
      return block.fields.map(([label, value]) => `${label}: ${oneLine(value, Infinity)}`).join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

/**
 * Plain, readable HTML with inline styles only (mail clients drop style sheets), and its
 * text twin. `language` is the one the blocks are written in: the sign-off and the HTML's
 * `lang` follow it. Mails to the centre and its staff stay English.
 */
export function renderMail(title: string, blocks: Block[], language: Language = 'en'): MailContent {
  // Whatever a template puts in it, the subject header stays one line.
  const subject = oneLine(title);
  const body = blocks.map(blockHtml).join('\n');
  const signOff = escapeHtml(SIGN_OFF[language]).replace('\n', '<br>');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#eef2f3;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px;">
<h1 style="margin:0 0 20px;font-size:20px;color:#0f4c5c;">${escapeHtml(CENTRE_NAME)}</h1>
${body}
<p style="${P}margin-top:24px;color:#52606d;">${signOff}</p>
</div>
</body></html>`;
  const text = `${CENTRE_NAME}\n\n${blocks.map(blockText).join('\n\n')}\n\n${SIGN_OFF[language]}\n`;
  return { subject, text, html };
}
