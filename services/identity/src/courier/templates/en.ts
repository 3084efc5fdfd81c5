import type { TemplateName, TemplateText } from './catalog';

/** A simple HTML body around a few paragraphs (the values in it are escaped when rendered). */
export const page = (lang: string, title: string, body: string) =>
  `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #222">
${body}
</body></html>
`;

/** The built-in English messages (the fallback of every language). */
export const en: Record<TemplateName, TemplateText> = {
  login_code: { 'body.txt': 'Your BMS sign-in code is {{code}}. It is valid for {{minutes}} minutes. Do not share it.' },
  phone_change_code: { 'body.txt': 'Your BMS code to confirm this phone number is {{code}}. It is valid for {{minutes}} minutes.' },
  recovery: {
    'subject.txt': 'Reset your BMS password',
    'body.txt': `Hello {{name}},

someone (we hope you) asked to reset the password of your BMS account.
{{#link}}
Choose a new password here:
{{link}}

Or enter this code where you asked for it:
{{/link}}{{^link}}
Enter this code to choose a new password:
{{/link}}
{{code}}

The code is valid for {{minutes}} minutes and works once. If you did not ask for it, ignore this email: your password stays as it is.
`,
    'body.html': page(
      'en',
      'Reset your BMS password',
      `<p>Hello {{name}},</p>
<p>someone (we hope you) asked to reset the password of your BMS account.</p>
{{#link}}<p><a href="{{link}}">Choose a new password</a></p>
<p>Or enter this code where you asked for it:</p>{{/link}}{{^link}}<p>Enter this code to choose a new password:</p>{{/link}}
<p style="font-size: 1.2em"><code>{{code}}</code></p>
<p>The code is valid for {{minutes}} minutes and works once. If you did not ask for it, ignore this email: your password stays as it is.</p>`,
    ),
  },
  invitation: {
    'subject.txt': 'Welcome to BMS: choose your password',
    'body.txt': `Hello {{name}},

an account was made for you in BMS. Choose your password to sign in.
{{#link}}
Choose it here:
{{link}}

Or enter this code on the page where a password is reset:
{{/link}}{{^link}}
Enter this code on the page where a password is reset:
{{/link}}
{{code}}

The invitation is valid for {{days}} days.
`,
    'body.html': page(
      'en',
      'Welcome to BMS',
      `<p>Hello {{name}},</p>
<p>an account was made for you in BMS. Choose your password to sign in.</p>
{{#link}}<p><a href="{{link}}">Choose your password</a></p>
<p>Or enter this code on the page where a password is reset:</p>{{/link}}{{^link}}<p>Enter this code on the page where a password is reset:</p>{{/link}}
<p style="font-size: 1.2em"><code>{{code}}</code></p>
<p>The invitation is valid for {{days}} days.</p>`,
    ),
  },
  email_changed: {
    'subject.txt': 'The email address of your BMS account was changed',
    'body.txt': `Hello {{name}},

the email address of your BMS account was changed to {{new_email}}. This address no longer signs in.

If you did not ask for this, tell your administrator at once.
`,
    'body.html': page(
      'en',
      'Your email address was changed',
      `<p>Hello {{name}},</p>
<p>the email address of your BMS account was changed to <strong>{{new_email}}</strong>. This address no longer signs in.</p>
<p>If you did not ask for this, tell your administrator at once.</p>`,
    ),
  },
  password_changed: {
    'subject.txt': 'Your BMS password was changed',
    'body.txt': `Hello {{name}},

the password of your BMS account was changed, and every session signed in with the old one has ended.

If you did not do this, reset your password and tell your administrator at once.
`,
    'body.html': page(
      'en',
      'Your password was changed',
      `<p>Hello {{name}},</p>
<p>the password of your BMS account was changed, and every session signed in with the old one has ended.</p>
<p>If you did not do this, reset your password and tell your administrator at once.</p>`,
    ),
  },
};
