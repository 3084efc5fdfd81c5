import type { TemplateName, TemplateText } from './catalog';
import { page } from './en';

/** The built-in German messages. */
export const de: Record<TemplateName, TemplateText> = {
  login_code: { 'body.txt': 'Ihr BMS-Anmeldecode lautet {{code}}. Er gilt {{minutes}} Minuten. Geben Sie ihn nicht weiter.' },
  phone_change_code: { 'body.txt': 'Ihr BMS-Code zur Bestätigung dieser Telefonnummer lautet {{code}}. Er gilt {{minutes}} Minuten.' },
  recovery: {
    'subject.txt': 'BMS-Passwort zurücksetzen',
    'body.txt': `Hallo {{name}},

jemand (hoffentlich Sie) möchte das Passwort Ihres BMS-Kontos zurücksetzen.
{{#link}}
Wählen Sie hier ein neues Passwort:
{{link}}

Oder geben Sie diesen Code dort ein, wo Sie ihn angefordert haben:
{{/link}}{{^link}}
Geben Sie diesen Code ein, um ein neues Passwort zu wählen:
{{/link}}
{{code}}

Der Code gilt {{minutes}} Minuten und nur einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.
`,
    'body.html': page(
      'de',
      'BMS-Passwort zurücksetzen',
      `<p>Hallo {{name}},</p>
<p>jemand (hoffentlich Sie) möchte das Passwort Ihres BMS-Kontos zurücksetzen.</p>
{{#link}}<p><a href="{{link}}">Neues Passwort wählen</a></p>
<p>Oder geben Sie diesen Code dort ein, wo Sie ihn angefordert haben:</p>{{/link}}{{^link}}<p>Geben Sie diesen Code ein, um ein neues Passwort zu wählen:</p>{{/link}}
<p style="font-size: 1.2em"><code>{{code}}</code></p>
<p>Der Code gilt {{minutes}} Minuten und nur einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.</p>`,
    ),
  },
  invitation: {
    'subject.txt': 'Willkommen bei BMS: Wählen Sie Ihr Passwort',
    'body.txt': `Hallo {{name}},

für Sie wurde ein BMS-Konto angelegt. Wählen Sie Ihr Passwort, um sich anzumelden.
{{#link}}
Hier wählen:
{{link}}

Oder geben Sie diesen Code auf der Seite ein, auf der ein Passwort zurückgesetzt wird:
{{/link}}{{^link}}
Geben Sie diesen Code auf der Seite ein, auf der ein Passwort zurückgesetzt wird:
{{/link}}
{{code}}

Die Einladung gilt {{days}} Tage.
`,
    'body.html': page(
      'de',
      'Willkommen bei BMS',
      `<p>Hallo {{name}},</p>
<p>für Sie wurde ein BMS-Konto angelegt. Wählen Sie Ihr Passwort, um sich anzumelden.</p>
{{#link}}<p><a href="{{link}}">Passwort wählen</a></p>
<p>Oder geben Sie diesen Code auf der Seite ein, auf der ein Passwort zurückgesetzt wird:</p>{{/link}}{{^link}}<p>Geben Sie diesen Code auf der Seite ein, auf der ein Passwort zurückgesetzt wird:</p>{{/link}}
<p style="font-size: 1.2em"><code>{{code}}</code></p>
<p>Die Einladung gilt {{days}} Tage.</p>`,
    ),
  },
  email_changed: {
    'subject.txt': 'Die E-Mail-Adresse Ihres BMS-Kontos wurde geändert',
    'body.txt': `Hallo {{name}},

die E-Mail-Adresse Ihres BMS-Kontos wurde in {{new_email}} geändert. Mit dieser Adresse können Sie sich nicht mehr anmelden.

Wenn Sie das nicht veranlasst haben, wenden Sie sich sofort an Ihre Administration.
`,
    'body.html': page(
      'de',
      'Ihre E-Mail-Adresse wurde geändert',
      `<p>Hallo {{name}},</p>
<p>die E-Mail-Adresse Ihres BMS-Kontos wurde in <strong>{{new_email}}</strong> geändert. Mit dieser Adresse können Sie sich nicht mehr anmelden.</p>
<p>Wenn Sie das nicht veranlasst haben, wenden Sie sich sofort an Ihre Administration.</p>`,
    ),
  },
  password_changed: {
    'subject.txt': 'Ihr BMS-Passwort wurde geändert',
    'body.txt': `Hallo {{name}},

das Passwort Ihres BMS-Kontos wurde geändert; alle mit dem alten Passwort angemeldeten Sitzungen wurden beendet.

Wenn Sie das nicht waren, setzen Sie Ihr Passwort zurück und wenden Sie sich sofort an Ihre Administration.
`,
    'body.html': page(
      'de',
      'Ihr Passwort wurde geändert',
      `<p>Hallo {{name}},</p>
<p>das Passwort Ihres BMS-Kontos wurde geändert; alle mit dem alten Passwort angemeldeten Sitzungen wurden beendet.</p>
<p>Wenn Sie das nicht waren, setzen Sie Ihr Passwort zurück und wenden Sie sich sofort an Ihre Administration.</p>`,
    ),
  },
};
