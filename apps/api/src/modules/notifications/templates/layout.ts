import { html } from './html.ts';
import type { MailContent, RenderContext } from './template.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const companyLines = ({ company }: RenderContext) => {
  const a = company.uk_address;
  return [
    company.name,
    [a.line1, a.city, a.postcode].filter(Boolean).join(', '),
    company.support_email,
    company.support_phone,
  ];
};

const plainText = (mail: MailContent, ctx: RenderContext) =>
  [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.details?.length ? [...mail.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
    ...(mail.closing ?? []).flatMap((p) => [p, '']),
    '--',
    ...companyLines(ctx),
  ].join('\n');

const htmlBody = (mail: MailContent, ctx: RenderContext) => {
  const [name, address, email, phone] = companyLines(ctx);
  return html`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${mail.subject}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px;">${name}</p>
<p>${mail.greeting}</p>
${mail.paragraphs.map((p) => html`<p>${p}</p>\n`)}
${
  mail.details?.length
    ? html`<table role="presentation" style="border-collapse:collapse;margin:16px 0;">
${mail.details.map((d) => html`<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top;">${d.label}</th><td style="padding:4px 0;">${d.value}</td></tr>\n`)}</table>`
    : ''
}
${
  mail.action
    ? html`<p><a href="${mail.action.url}" style="display:inline-block;background:#1c7ed6;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;">${mail.action.label}</a></p>
<p style="font-size:12px;color:#52606d;">${mail.action.url}</p>`
    : ''
}
${(mail.closing ?? []).map((p) => html`<p>${p}</p>\n`)}
<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0 12px;">
<p style="font-size:12px;color:#52606d;margin:0;">${name}<br>${address}<br><a href="mailto:${email}">${email}</a> · ${phone}</p>
</div></body></html>`.value;
};

/** One content, two bodies: the plain text every client can read and the HTML most show. */
export const renderMail = (mail: MailContent, ctx: RenderContext): RenderedMail => ({
  subject: mail.subject,
  text: plainText(mail, ctx),
  html: htmlBody(mail, ctx),
});
